import { CloseCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { CSS_VAR_KEY } from '../theme/theme';
// antd's styles for the markup written here (MARKUP_WRITTEN_BY_UI_KIT).
import 'virtual:antd/Alert.css';
import 'virtual:antd/Button.css';

export interface ErrorStateProps {
  /** e.g. "Error loading products: 500: Internal Server Error". */
  message: ReactNode;
  description?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

/**
 * A failed load, announced to screen readers as an alert. It is antd's error Alert (with its icon
 * and an optional small danger button) written as its markup, which antd's static stylesheet
 * styles: every page that can fail shows one, and antd's Alert and Button code would otherwise be
 * part of each of those pages' first load. ErrorState.test.tsx compares the markup with antd's.
 */
export function ErrorState({
  message,
  description,
  onRetry,
  retryLabel = 'Try again',
}: ErrorStateProps) {
  const withDescription = description !== undefined && description !== null;
  return (
    <div
      data-show="true"
      className={`ant-alert ant-alert-error ant-alert-outlined${withDescription ? ' ant-alert-with-description' : ''} ${CSS_VAR_KEY}`}
      role="alert"
    >
      <span className="ant-alert-icon">
        <CloseCircleFilled />
      </span>
      <div className="ant-alert-section">
        <div className="ant-alert-title">{message}</div>
        {withDescription ? <div className="ant-alert-description">{description}</div> : null}
      </div>
      {onRetry ? (
        <div className="ant-alert-actions">
          <button
            type="button"
            className={`ant-btn ${CSS_VAR_KEY} ant-btn-default ant-btn-dangerous ant-btn-color-dangerous ant-btn-variant-outlined ant-btn-sm`}
            onClick={onRetry}
          >
            <span>{retryLabel}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The message of an unknown thrown value (an Error, or an object shaped like one, as Apollo's
 * `ErrorLike`), or "Unknown error" (spec: soil page errors).
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message) return message;
  }
  return 'Unknown error';
}
