import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';

/** The spec: a code's button shows it was copied for one second. */
export const COPIED_FOR_MS = 1000;

/** Copies `text`; 'Copied!' for a second. A refused clipboard is only logged (spec: discovery-and-modules §8). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      console.warn('Copy to the clipboard failed', error);
    }
  };
  return (
    <Button icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />} onClick={() => void copy()} aria-label={label}>
      <span aria-live="polite">{copied ? t('Copied!') : t('Copy')}</span>
    </Button>
  );
}
