import type { ReactNode } from 'react';
import { Typography } from '../shared/Typography';
import { CSS_VAR_KEY } from '../theme/theme';
// antd's styles for the markup written here (MARKUP_WRITTEN_BY_UI_KIT).
import 'virtual:antd/Empty.css';

export interface EmptyStateProps {
  /** e.g. "No contact submissions yet". */
  title: ReactNode;
  description?: ReactNode;
  /** A button or link, e.g. "Return to Home". */
  action?: ReactNode;
}

/**
 * antd's "simple" empty-box drawing (`Empty.PRESENTED_IMAGE_SIMPLE`), as antd writes it. Its
 * title is left out: the drawing is decoration beside the text that says the list is empty.
 */
function EmptyImage() {
  return (
    <svg width="64" height="41" viewBox="0 0 64 41" xmlns="http://www.w3.org/2000/svg" aria-hidden>
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse fill="#f6f6f6" cx="32" cy="33" rx="32" ry="7" />
        <g fillRule="nonzero" stroke="#dddfdd">
          <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
          <path
            d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
            fill="#fbfbfb"
          />
        </g>
      </g>
    </svg>
  );
}

/**
 * Shown when data loaded and there is nothing to list. antd's Empty written as its markup, which
 * antd's static stylesheet styles, so that list pages load no antd code for it (EmptyState.test.tsx
 * compares the markup with antd's).
 */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="pe-state" role="status">
      <div className={`${CSS_VAR_KEY} ant-empty ant-empty-normal`}>
        <div className="ant-empty-image">
          <EmptyImage />
        </div>
        <div className="ant-empty-description">
          <Typography.Text strong>{title}</Typography.Text>
          {description ? <Typography.Paragraph>{description}</Typography.Paragraph> : null}
        </div>
      </div>
      {action}
    </div>
  );
}
