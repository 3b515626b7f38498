import { CloseOutlined, GiftOutlined } from '@ant-design/icons';
import { usePriceFormatter, Typography } from '@storefront/platform';
import { Card } from 'antd-on-intent';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { useT } from '../../../i18n';
import { useCashbacks, type Cashback } from './api/get-cashbacks';

/** The floating cashback widget (spec §2, §4 Cashback panel): a button that toggles the panel of running offers. */
export function CashbackWidget() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { data } = useCashbacks();
  const offers = Array.isArray(data) ? data : [];
  if (offers.length === 0) return null;
  return (
    <div
      style={{
        position: 'fixed',
        insetInlineEnd: 16,
        bottom: 88,
        zIndex: 900,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        gap: 8,
      }}
    >
      {open ? (
        <Card
          id={panelId}
          role="dialog"
          aria-label={t('Cashback offers')}
          size="small"
          title={t('Cashback offers')}
          extra={
            <Button type="text" size="small" icon={<CloseOutlined aria-hidden />} aria-label={t('Close')} onClick={() => setOpen(false)} />
          }
          style={{ width: 'min(320px, calc(100vw - 32px))', maxHeight: '60vh', overflowY: 'auto', boxShadow: '0 6px 16px rgba(0,0,0,.15)' }}
        >
          {offers.map((offer) => (
            <CashbackOffer key={offer.id} offer={offer} />
          ))}
        </Card>
      ) : null}
      <Button
        type="primary"
        shape="round"
        size="large"
        icon={<GiftOutlined aria-hidden />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {t('Cashback')}
      </Button>
    </div>
  );
}

function CashbackOffer({ offer }: { offer: Cashback }) {
  const t = useT();
  const formatPrice = usePriceFormatter();
  const amount = Number(offer.cashback_amount) || 0;
  const value = offer.cashback_type === 'percentage' ? `${amount}%` : formatPrice(amount);
  return (
    <div style={{ padding: '8px 0', borderBottom: '1px solid rgba(0,0,0,.06)' }}>
      <Typography.Text strong style={{ display: 'block' }}>
        {offer.title}
      </Typography.Text>
      <Typography.Text style={{ display: 'block' }}>{t('{value} cashback', { value })}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
        {t('Min purchase {amount}', { amount: formatPrice(Number(offer.min_purchase) || 0) })}
        {' · '}
        {t('Valid till {date}', { date: offer.end_date })}
      </Typography.Text>
    </div>
  );
}
