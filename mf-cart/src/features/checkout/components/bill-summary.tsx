import type { Bill } from '@storefront/domain';
import { useT } from '../../../i18n';
import type { ReactNode } from 'react';
import { Typography } from '@storefront/platform';

export interface BillSummaryProps {
  bill: Bill;
  formatPrice: (amount: number) => string;
  showDelivery: boolean;
  additionalChargeName?: string;
}

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
      <dt style={{ fontWeight: strong ? 600 : undefined }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: strong ? 600 : undefined }}>{value}</dd>
    </div>
  );
}

/** The bill the domain computed; the server computes the same and is the authority. */
export function BillSummary({ bill, formatPrice, showDelivery, additionalChargeName }: BillSummaryProps) {
  const t = useT();
  const { Text } = Typography;
  return (
    <dl aria-label={t('Bill')} style={{ display: 'flex', flexDirection: 'column', gap: 6, margin: 0 }}>
      <Row label={t('Items price')} value={formatPrice(bill.itemsPrice)} />
      {bill.addOnsPrice > 0 ? <Row label={t('Addons')} value={formatPrice(bill.addOnsPrice)} /> : null}
      {bill.discount > 0 ? <Row label={t('Discount')} value={`(-) ${formatPrice(bill.discount)}`} /> : null}
      {bill.couponDiscount > 0 ? <Row label={t('Coupon discount')} value={`(-) ${formatPrice(bill.couponDiscount)}`} /> : null}
      <Row
        label={bill.taxIncluded ? t('VAT/TAX (included)') : t('VAT/TAX')}
        value={bill.taxIncluded ? formatPrice(bill.tax) : `(+) ${formatPrice(bill.tax)}`}
      />
      {showDelivery ? (
        <Row
          label={t('Delivery fee')}
          value={
            bill.deliveryFee === 0 && bill.originalDeliveryFee > 0 ? (
              <span>
                <Text delete type="secondary" aria-label={t('Original delivery fee')}>
                  {formatPrice(bill.originalDeliveryFee)}
                </Text>{' '}
                {t('Free')}
              </span>
            ) : (
              `(+) ${formatPrice(bill.deliveryFee)}`
            )
          }
        />
      ) : null}
      {bill.tips > 0 ? <Row label={t('Delivery man tips')} value={`(+) ${formatPrice(bill.tips)}`} /> : null}
      {bill.additionalCharge > 0 ? (
        <Row label={additionalChargeName || t('Additional charge')} value={`(+) ${formatPrice(bill.additionalCharge)}`} />
      ) : null}
      <hr style={{ margin: '4px 0', border: 0, borderTop: '1px solid rgba(128, 128, 128, 0.25)' }} />
      <Row label={t('Total')} value={<span data-testid="order-total">{formatPrice(bill.total)}</span>} strong />
    </dl>
  );
}
