import type { Coupon } from '@storefront/contract';
import type { RuleMessage } from '@storefront/domain';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Input, Tag } from 'antd-on-intent';
import { useState } from 'react';
import { Typography } from '@storefront/platform';

export interface CouponBoxProps {
  applied: Coupon | null;
  /** Why the applied coupon takes nothing off (below its minimum purchase). */
  issue: RuleMessage | null;
  /** Resolves to the refusal's text (translated), or null when applied. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
  formatPrice: (amount: number) => string;
}

/** A coupon code, applied through coupon/apply; the bill applies it by the domain's rule. */
export function CouponBox({ applied, issue, onApply, onRemove, formatPrice }: CouponBoxProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async () => {
    if (busy || !code.trim()) return;
    setBusy(true);
    setError(null);
    const refusal = await onApply(code.trim());
    setBusy(false);
    if (refusal) setError(refusal);
    else setCode('');
  };

  const issueText = issue ? `${t(issue.message)} ${formatPrice(Number(issue.vars.amount) || 0)}` : null;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {applied ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
          <Tag color={issue ? 'warning' : 'success'}>{applied.code}</Tag>
          <Typography.Text>{applied.title}</Typography.Text>
          <Button size="small" onClick={onRemove}>
            {t('Remove')}
          </Button>
        </div>
      ) : (
        <form
          style={{ display: 'flex', gap: 8 }}
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
        >
          <Input
            aria-label={t('Coupon code')}
            value={code}
            maxLength={50}
            placeholder={t('Enter coupon code')}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
          <Button htmlType="submit" loading={busy} disabled={!code.trim()}>
            {t('Apply')}
          </Button>
        </form>
      )}
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
      {issueText ? (
        <Typography.Text type="warning" role="alert">
          {issueText}
        </Typography.Text>
      ) : null}
    </div>
  );
}
