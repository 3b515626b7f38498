import type { ScheduleSlot } from '@storefront/domain';
import { useT } from '../../../i18n';
import { theme } from 'antd';
import { Typography } from '@storefront/platform';
import { Radio } from 'antd-on-intent';

export interface ScheduleChoiceProps {
  /** 'Now' is not offered while the store is closed. */
  nowOffered: boolean;
  slots: ScheduleSlot[];
  /** null = now, else a slot's value. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/** Deliver now, or in one of the store's slots (its hours, the business's time zone). */
export function ScheduleChoice({ nowOffered, slots, value, onChange }: ScheduleChoiceProps) {
  const t = useT();
  const { token } = theme.useToken();
  const scheduled = value !== null || !nowOffered;
  const byDate = new Map<string, ScheduleSlot[]>();
  for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  const dates = [...byDate.keys()];
  const dayName = (date: string) => (date === dates[0] ? t('Today') : date === dates[1] ? t('Tomorrow') : date);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {nowOffered ? (
        <Radio.Group
          aria-label={t('Delivery time')}
          value={scheduled ? 'later' : 'now'}
          onChange={(event) => onChange(event.target.value === 'now' ? null : (slots[0]?.value ?? null))}
          options={[
            { value: 'now', label: t('Now') },
            { value: 'later', label: t('Schedule for later'), disabled: slots.length === 0 },
          ]}
        />
      ) : null}
      {scheduled ? (
        slots.length > 0 ? (
          // a native select (keyboard and screen readers know it; antd's Select would add its code to every first view)
          <select
            aria-label={t('Delivery slot')}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value || null)}
            style={{
              maxWidth: 320,
              width: '100%',
              height: 32,
              padding: '0 8px',
              borderRadius: token.borderRadius,
              border: `1px solid ${token.colorBorder}`,
              background: token.colorBgContainer,
              color: token.colorText,
              font: 'inherit',
            }}
          >
            {value === null ? (
              <option value="" disabled>
                {t('Choose a time')}
              </option>
            ) : null}
            {dates.map((date) => (
              <optgroup key={date} label={dayName(date)}>
                {(byDate.get(date) ?? []).map((slot) => (
                  <option key={slot.value} value={slot.value}>
                    {`${dayName(date)} ${slot.start} – ${slot.end}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        ) : (
          <Typography.Text type="danger" role="alert">
            {t('No delivery time is available in the next days.')}
          </Typography.Text>
        )
      ) : null}
    </div>
  );
}
