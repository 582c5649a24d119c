import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { Typography } from '../shared/Typography';
import { AntdScope } from '../theme/AntdScope';

export interface EmptyStateProps {
  /** e.g. "No contact submissions yet". */
  title: ReactNode;
  description?: ReactNode;
  /** A button or link, e.g. "Return to Home". */
  action?: ReactNode;
}

/** Shown when data loaded and there is nothing to list. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <AntdScope>
      <div className="pe-state" role="status">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Text strong>{title}</Typography.Text>
              {description ? <Typography.Paragraph>{description}</Typography.Paragraph> : null}
            </>
          }
        />
        {action}
      </div>
    </AntdScope>
  );
}
