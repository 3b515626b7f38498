import type { CartLine } from '@storefront/contract';
import { cartSavings, freeDeliveryProgress, roundMoney } from '@storefront/domain';
import { useT } from '../../../i18n';
import { theme } from 'antd';
import { Typography } from '@storefront/platform';

export interface CartSummaryProps {
  lines: CartLine[];
  formatPrice: (amount: number) => string;
  /** The config's free_delivery_over; no bar without one. */
  freeDeliveryOver: number | null | undefined;
}

const { Text } = Typography;

/** The server's line totals added up. */
export function cartTotal(lines: CartLine[]): number {
  return roundMoney(lines.reduce((sum, line) => sum + (Number(line.price) || 0), 0));
}

/** Savings, the free-delivery progress and the subtotal. */
export function CartSummary({ lines, formatPrice, freeDeliveryOver }: CartSummaryProps) {
  const t = useT();
  const { token } = theme.useToken();
  const subtotal = cartTotal(lines);
  const saved = cartSavings(lines);
  const progress = freeDeliveryProgress(subtotal, freeDeliveryOver);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {saved > 0 ? (
        <Text type="success" role="note">
          {t('You have Saved')} {formatPrice(saved)}
        </Text>
      ) : null}
      {progress.applies ? (
        <div>
          <Text style={{ fontSize: 13 }}>
            {progress.reached ? t('You have reduced delivery charge') : `${formatPrice(progress.remaining)} ${t('more for free delivery')}`}
          </Text>
          {/* a plain bar: antd's Progress would put its code in every first view (the shared antd list) */}
          <div
            role="progressbar"
            aria-label={t('Free delivery progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            style={{ height: 6, borderRadius: 3, background: token.colorFillSecondary, overflow: 'hidden' }}
          >
            <div style={{ width: `${progress.percent}%`, height: '100%', background: token.colorPrimary, transition: 'width 0.3s' }} />
          </div>
        </div>
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <Text strong>{t('Subtotal')}</Text>
        <Text strong aria-label={t('Subtotal')}>
          {formatPrice(subtotal)}
        </Text>
      </div>
    </div>
  );
}
