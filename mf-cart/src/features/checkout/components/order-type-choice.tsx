import type { OrderType } from '@storefront/contract';
import { useT } from '../../../i18n';
import { Radio } from 'antd-on-intent';

export interface OrderTypeChoiceProps {
  types: OrderType[];
  value: OrderType;
  onChange: (type: OrderType) => void;
}

const LABELS: Record<OrderType, string> = { delivery: 'Home Delivery', take_away: 'Take Away' };

/** Delivery or take-away, as the store and the business allow. */
export function OrderTypeChoice({ types, value, onChange }: OrderTypeChoiceProps) {
  const t = useT();
  return (
    <Radio.Group
      aria-label={t('Delivery Option')}
      value={value}
      onChange={(event) => onChange(event.target.value as OrderType)}
      options={types.map((type) => ({ value: type, label: t(LABELS[type]) }))}
    />
  );
}
