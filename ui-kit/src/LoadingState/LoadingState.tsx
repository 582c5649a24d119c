import { CSS_VAR_KEY } from '../theme/theme';
// antd's styles for the markup written here (MARKUP_WRITTEN_BY_UI_KIT).
import 'virtual:antd/Spin.css';

export interface LoadingStateProps {
  /** e.g. "Loading products..." or "Loading product information...". */
  label?: string;
}

/** A spinner with a visible, announced label. */
export function LoadingState({ label = 'Loading...' }: LoadingStateProps) {
  return (
    <div className="pe-state" role="status" aria-live="polite">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

/**
 * antd's `<Spin />` in its markup, animated by antd's Spin styles in the static sheet. The site
 * layout shows a LoadingState while a route's code loads, so antd's Spin component (state, delay,
 * percent) would be in the code every page loads first.
 */
function Spinner() {
  return (
    <div
      className={`ant-spin ant-spin-spinning ant-spin-section ${CSS_VAR_KEY}`}
      aria-live="polite"
      aria-busy="true"
    >
      <span className="ant-spin-dot-holder">
        <span className="ant-spin-dot ant-spin-dot-spin">
          <i className="ant-spin-dot-item" />
          <i className="ant-spin-dot-item" />
          <i className="ant-spin-dot-item" />
          <i className="ant-spin-dot-item" />
        </span>
      </span>
    </div>
  );
}
