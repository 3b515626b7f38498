import type { ScheduleSlot } from '@storefront/domain';
import { useT } from '../../../i18n';
import { Radio, Select, Typography } from 'antd';

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
          <Select
            aria-label={t('Delivery slot')}
            value={value ?? undefined}
            placeholder={t('Choose a time')}
            onChange={(next: string) => onChange(next)}
            style={{ maxWidth: 320, width: '100%' }}
            options={dates.map((date) => ({
              label: dayName(date),
              title: dayName(date),
              options: (byDate.get(date) ?? []).map((slot) => ({
                value: slot.value,
                label: `${dayName(date)} ${slot.start} – ${slot.end}`,
              })),
            }))}
          />
        ) : (
          <Typography.Text type="danger" role="alert">
            {t('No delivery time is available in the next days.')}
          </Typography.Text>
        )
      ) : null}
    </div>
  );
}
