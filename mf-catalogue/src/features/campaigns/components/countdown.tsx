import { countdown } from '@storefront/domain';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { Typography } from '@storefront/platform';

export interface CountdownProps {
  /** The end, epoch ms. */
  end: number;
  /** What shows once it is over. */
  overText: string;
  label: string;
  compact?: boolean;
  /** Called once the end passes while it shows. */
  onOver?: () => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Days, hours, minutes and seconds left (shopping-core §2), ticking every second; the over text once it ends. */
export function Countdown({ end, overText, label, compact = false, onOver }: CountdownProps) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  const left = countdown(end, now);
  const overNow = left.over;
  useEffect(() => {
    if (overNow) onOver?.();
  }, [overNow, onOver]);
  useEffect(() => {
    if (left.over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left.over]);
  if (left.over) {
    return (
      <Typography.Text type="danger" strong role="status">
        {overText}
      </Typography.Text>
    );
  }
  const parts = [
    { value: left.days, unit: t('Days') },
    { value: left.hours, unit: t('Hours') },
    { value: left.minutes, unit: t('Minutes') },
    { value: left.seconds, unit: t('Seconds') },
  ];
  return (
    <div role="timer" aria-label={label} style={{ display: 'flex', gap: compact ? 6 : 10, alignItems: 'center' }}>
      {parts.map((part) => (
        <div
          key={part.unit}
          style={{
            minWidth: compact ? 40 : 56,
            textAlign: 'center',
            padding: compact ? '2px 4px' : '6px 8px',
            borderRadius: 8,
            background: 'rgba(0,0,0,.06)',
          }}
        >
          <div style={{ fontWeight: 700, fontSize: compact ? 14 : 20, fontVariantNumeric: 'tabular-nums' }}>{pad(part.value)}</div>
          <div style={{ fontSize: 11, opacity: 0.75 }}>{part.unit}</div>
        </div>
      ))}
    </div>
  );
}
