import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { AntdScope } from '../theme/AntdScope';

export interface ErrorStateProps {
  /** e.g. "Error loading products: 500: Internal Server Error". */
  message: ReactNode;
  description?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load, announced to screen readers as an alert. */
export function ErrorState({
  message,
  description,
  onRetry,
  retryLabel = 'Try again',
}: ErrorStateProps) {
  return (
    <AntdScope>
      <Alert
        type="error"
        showIcon
        role="alert"
        title={message}
        description={description}
        action={
          onRetry ? (
            <Button size="small" danger onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : undefined
        }
      />
    </AntdScope>
  );
}

/** The message of an unknown thrown value, or "Unknown error" (spec: soil page errors). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}
