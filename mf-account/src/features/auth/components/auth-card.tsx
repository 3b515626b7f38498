import { Card } from 'antd-on-intent';
import type { ReactNode } from 'react';
import { Typography } from '@storefront/platform';

export interface AuthCardProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in and sign-up pages. */
export function AuthCard({ title, children, footer }: AuthCardProps) {
  return (
    <section style={{ display: 'flex', justifyContent: 'center', padding: '32px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 458 }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
        {footer ? <div style={{ marginTop: 16, textAlign: 'center' }}>{footer}</div> : null}
      </Card>
    </section>
  );
}
