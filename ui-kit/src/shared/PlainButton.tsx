import type { ReactNode } from 'react';
import { CSS_VAR_KEY } from '../theme/theme';
// antd's styles for the markup written here (MARKUP_WRITTEN_BY_UI_KIT).
import 'virtual:antd/Button.css';

export interface PlainButtonProps {
  children: ReactNode;
  /** antd's `type`: `primary` (solid green) or `default` (outlined). */
  variant?: 'primary' | 'default';
  /** Full width, like antd's `block`. */
  block?: boolean;
  onClick?: () => void;
  /** Toggle buttons (a filter) say whether they are on. */
  pressed?: boolean;
  /** Id of the text that describes the button, e.g. the card's heading. */
  describedBy?: string;
  /** While a request it sent is pending (e.g. "Confirming..."). */
  disabled?: boolean;
  /** `submit` in a form; `button` (the default) otherwise. */
  htmlType?: 'button' | 'submit';
}

/**
 * A simple antd Button (primary or default, optionally full width) written as its markup, which
 * antd's static stylesheet styles: pages whose only antd part was a button (the product lists)
 * then load no antd code at all. What antd's Button adds and these don't need is left out: the
 * click wave animation, loading and icon states. PlainButton.test.tsx compares the markup with
 * antd's.
 */
export function PlainButton({
  children,
  variant = 'default',
  block = false,
  onClick,
  pressed,
  describedBy,
  disabled,
  htmlType = 'button',
}: PlainButtonProps) {
  const look =
    variant === 'primary'
      ? 'ant-btn-primary ant-btn-color-primary ant-btn-variant-solid'
      : 'ant-btn-default ant-btn-color-default ant-btn-variant-outlined';
  return (
    <button
      aria-pressed={pressed}
      aria-describedby={describedBy}
      type={htmlType}
      className={`ant-btn ${CSS_VAR_KEY} ${look}${block ? ' ant-btn-block' : ''}`}
      disabled={disabled}
      onClick={onClick}
    >
      <span>{children}</span>
    </button>
  );
}
