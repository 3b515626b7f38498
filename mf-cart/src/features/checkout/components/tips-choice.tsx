import { MAX_TIP } from '../api/place-order';
import { useT } from '../../../i18n';
import { Input, Radio } from 'antd-on-intent';
import { useState } from 'react';

export interface TipsChoiceProps {
  value: number;
  onChange: (tip: number) => void;
  formatPrice: (amount: number) => string;
}

const SUGGESTED = [0, 1, 2, 5];

/** The delivery-man tip: a suggested amount or a custom one (0 to MAX_TIP). */
export function TipsChoice({ value, onChange, formatPrice }: TipsChoiceProps) {
  const t = useT();
  const [custom, setCustom] = useState(!SUGGESTED.includes(value));
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <Radio.Group
        aria-label={t('Delivery man tips')}
        optionType="button"
        value={custom ? 'custom' : value}
        onChange={(event) => {
          if (event.target.value === 'custom') {
            setCustom(true);
            return;
          }
          setCustom(false);
          onChange(Number(event.target.value));
        }}
        options={[
          ...SUGGESTED.map((amount) => ({ value: amount, label: amount === 0 ? t('No tip') : formatPrice(amount) })),
          { value: 'custom', label: t('Custom') },
        ]}
      />
      {custom ? (
        // a native number field: antd's InputNumber would add its code to every first view (the shared antd list)
        <Input
          type="number"
          inputMode="decimal"
          aria-label={t('Custom tip amount')}
          min={0}
          max={MAX_TIP}
          step={1}
          value={value}
          style={{ maxWidth: 160 }}
          onChange={(event) => {
            const amount = Number(event.target.value);
            onChange(Number.isFinite(amount) ? Math.min(MAX_TIP, Math.max(0, amount)) : 0);
          }}
        />
      ) : null}
    </div>
  );
}
