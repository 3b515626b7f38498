import { Button, Flex } from 'antd';
import { Input } from 'antd-on-intent';
import { request, toast, type ApiError, Typography } from '@storefront/platform';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n';

// the storefront's "standard e-mail pattern", as the API checks it
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The footer's newsletter sign-up: the address is checked here first, then stored by the API. */
export default function NewsletterForm({ title, subtitle }: { title?: string; subtitle?: string }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    if (!emailPattern.test(value)) {
      toast('error', t('Please insert a valid email.'));
      return;
    }
    setBusy(true);
    try {
      await request('newsletter/subscribe', { method: 'POST', body: { email: value } });
      toast('success', t('Subscribed Successfully'));
      setEmail('');
    } catch (error) {
      toast('error', (error as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby="newsletter-title" noValidate>
      <Typography.Title id="newsletter-title" level={5} style={{ marginTop: 0 }}>
        {title || t('Newsletter')}
      </Typography.Title>
      {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
      <Flex gap={8} style={{ width: '100%', maxWidth: 360 }}>
        <Input
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('Your email address')}
          aria-label={t('Your email address')}
          autoComplete="email"
        />
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('Subscribe')}
        </Button>
      </Flex>
    </form>
  );
}
