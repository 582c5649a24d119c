import { CheckCircleFilled } from '@ant-design/icons';
import { useEffect, useRef, type ReactNode } from 'react';

export interface FormConfirmationProps {
  /** e.g. "Message Sent". */
  title: string;
  /** e.g. "We'll get back to you as soon as possible." */
  children: ReactNode;
}

/**
 * What a form says after it succeeded, kept on the page beside the form (a toast disappears after
 * a few seconds, before many readers find it). It takes the focus when it appears, so keyboard and
 * screen-reader users land on it, and is a status region for those who stay elsewhere.
 */
export function FormConfirmation({ title, children }: FormConfirmationProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="pe-form-confirmation" role="status" tabIndex={-1}>
      <CheckCircleFilled className="pe-form-confirmation__icon" aria-hidden />
      <div>
        <p className="pe-form-confirmation__title">{title}</p>
        <p className="pe-form-confirmation__text">{children}</p>
      </div>
    </div>
  );
}
