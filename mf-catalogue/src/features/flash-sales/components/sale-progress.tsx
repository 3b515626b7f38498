import { flashSaleProgress } from '@storefront/domain';
import { useT } from '../../../i18n';
import { Typography } from '@storefront/platform';

export interface SaleProgressProps {
  sold: number;
  stock: number;
}

/** A flash-sale product's stock bar: sold over stock times 100 (shopping-core §9), with the sold and available counts. */
export function SaleProgress({ sold, stock }: SaleProgressProps) {
  const t = useT();
  const percent = flashSaleProgress(sold, stock);
  const available = Math.max(0, (Number(stock) || 0) - (Number(sold) || 0));
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t('Sold')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('{percent}% sold', { percent })}
        style={{ height: 6, borderRadius: 3, background: 'rgba(0,0,0,.08)', overflow: 'hidden' }}
      >
        <div style={{ width: `${percent}%`, height: '100%', background: '#ff4d4f' }} />
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, marginTop: 4 }}>
        <Typography.Text type="secondary">{t('Sold: {count}', { count: Number(sold) || 0 })}</Typography.Text>
        <Typography.Text type="secondary">{t('Available: {count}', { count: available })}</Typography.Text>
      </div>
    </div>
  );
}
