import type { PaymentMethod } from '@storefront/contract';
import type { RuleMessage } from '@storefront/domain';
import { useT } from '../../../i18n';
import { Typography } from '@storefront/platform';
import { Radio } from 'antd-on-intent';

export interface PaymentOption {
  method: PaymentMethod;
  /** Why this method cannot pay this order (shown under it; the option is disabled), or null. */
  issue: RuleMessage | null;
}

export interface PaymentChoiceProps {
  options: PaymentOption[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  formatPrice: (amount: number) => string;
  walletBalance: number | null;
}

const LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash On Delivery',
  digital_payment: 'Digital Payment',
  wallet: 'Wallet',
};

/** The payment methods the business and the zone offer, each with the domain's reason when it cannot pay. */
export function PaymentChoice({ options, value, onChange, formatPrice, walletBalance }: PaymentChoiceProps) {
  const t = useT();
  if (options.length === 0) {
    return (
      <Typography.Text type="danger" role="alert">
        {t('No payment method is available for this order.')}
      </Typography.Text>
    );
  }
  return (
    <Radio.Group
      aria-label={t('Payment Method')}
      value={value}
      onChange={(event) => onChange(event.target.value as PaymentMethod)}
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {options.map(({ method, issue }) => (
        <div key={method}>
          <Radio value={method} disabled={Boolean(issue)} aria-describedby={issue ? `payment-issue-${method}` : undefined}>
            {t(LABELS[method])}
            {method === 'wallet' && walletBalance !== null ? ` (${formatPrice(walletBalance)})` : ''}
          </Radio>
          {issue ? (
            <Typography.Text id={`payment-issue-${method}`} type="danger" role="alert" style={{ display: 'block', paddingInlineStart: 24 }}>
              {t(issue.message, { amount: formatPrice(Number(issue.vars.amount) || 0) })}
            </Typography.Text>
          ) : null}
        </div>
      ))}
    </Radio.Group>
  );
}
