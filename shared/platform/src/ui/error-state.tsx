import { WarningFilled } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { Typography } from './typography';

export interface ErrorStateProps {
  title: string;
  /** A line on what went wrong (the API's translated message). */
  description?: string;
  /** Usually a 'Try again' button. */
  action?: ReactNode;
}

/**
 * The one error state of an area that could not load: a warning sign, a
 * title, an optional line of detail and an optional action. Not antd's
 * Result: that module carries its 403/404/500 illustrations (about 10 KB
 * gzip), which would all ship with the first view for a state seldom seen.
 */
export function ErrorState({ title, description, action }: ErrorStateProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '32px 16px', textAlign: 'center' }}>
      <WarningFilled aria-hidden style={{ fontSize: 56, color: token.colorWarning }} />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
      {action ? <div style={{ marginTop: 8 }}>{action}</div> : null}
    </Flex>
  );
}
