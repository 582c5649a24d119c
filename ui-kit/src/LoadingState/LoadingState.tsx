import { Spin } from 'antd';

export interface LoadingStateProps {
  /** e.g. "Loading products..." or "Loading product information...". */
  label?: string;
}

/** A spinner with a visible, announced label. */
export function LoadingState({ label = 'Loading...' }: LoadingStateProps) {
  return (
    <div className="pe-state" role="status" aria-live="polite">
      <Spin />
      <span>{label}</span>
    </div>
  );
}
