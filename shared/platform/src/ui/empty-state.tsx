import { Empty } from 'antd';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

/** The one empty state: a title, an optional line of help and an optional action. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <span>
          <strong style={{ display: 'block', fontSize: 16 }}>{title}</strong>
          {description ? <span>{description}</span> : null}
        </span>
      }
    >
      {action}
    </Empty>
  );
}
