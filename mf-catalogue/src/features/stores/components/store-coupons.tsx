import { CopyOutlined } from '@ant-design/icons';
import type { Coupon } from '@storefront/contract';
import { useT } from '../../../i18n';
import { Card } from 'antd-on-intent';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { Typography } from '@storefront/platform';

export interface StoreCouponsProps {
  coupons: Coupon[] | undefined;
  formatPrice: (amount: number) => string;
}

/** How long 'Copied!' shows after a code is copied (the spec's coupon copy: 1 s). */
export const COPIED_MS = 1000;

/** The store's running coupons; hidden when it has none. */
export function StoreCoupons({ coupons, formatPrice }: StoreCouponsProps) {
  const t = useT();
  const list = Array.isArray(coupons) ? coupons.filter((coupon) => coupon && coupon.code) : [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="store-coupons-heading" style={{ marginBottom: 24 }}>
      <Typography.Title level={3} id="store-coupons-heading">
        {t('Coupons')}
      </Typography.Title>
      <div style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 4 }}>
        {list.map((coupon) => (
          <CouponCard key={coupon.id ?? coupon.code} coupon={coupon} formatPrice={formatPrice} />
        ))}
      </div>
    </section>
  );
}

function CouponCard({ coupon, formatPrice }: { coupon: Coupon; formatPrice: (amount: number) => string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const discount = coupon.discount_type === 'percent' ? `${coupon.discount}%` : formatPrice(Number(coupon.discount) || 0);
  const headline = coupon.coupon_type === 'free_delivery' ? t('Free Delivery') : t('{value} OFF', { value: discount });
  return (
    <Card size="small" role="group" aria-label={coupon.title || coupon.code} style={{ minWidth: 220, flex: 'none' }}>
      <Typography.Text strong style={{ display: 'block', fontSize: 16 }}>
        {headline}
      </Typography.Text>
      {coupon.title ? <Typography.Text style={{ display: 'block' }}>{coupon.title}</Typography.Text> : null}
      {Number(coupon.min_purchase) > 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('Min purchase {amount}', { amount: formatPrice(Number(coupon.min_purchase)) })}
        </Typography.Text>
      ) : null}
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 8 }}>
        <Typography.Text code>{coupon.code}</Typography.Text>
        <Button
          size="small"
          icon={<CopyOutlined aria-hidden />}
          aria-label={t('Copy code {code}', { code: coupon.code })}
          onClick={() => {
            void navigator.clipboard?.writeText(coupon.code).catch(() => undefined);
            setCopied(true);
          }}
        >
          {copied ? t('Copied!') : t('Copy')}
        </Button>
      </div>
    </Card>
  );
}
