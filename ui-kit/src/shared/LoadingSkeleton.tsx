import { CSS_VAR_KEY } from '../theme/theme';
// antd's styles for the markup written here (MARKUP_WRITTEN_BY_UI_KIT).
import 'virtual:antd/Skeleton.css';

export interface LoadingSkeletonProps {
  /** Grey lines of text; the last one is shorter. */
  rows: number;
  /** A title bar above them, e.g. "40%". */
  titleWidth?: string;
}

/**
 * antd's `<Skeleton active title={…} paragraph={{ rows }} />` in its markup, animated by antd's
 * Skeleton styles in the static sheet. Cards show it only while their data loads, never in a
 * server-rendered page, so antd's Skeleton component (and the helpers it shares with no other
 * component of a first load) would be code a first visit downloads for nothing.
 */
export function LoadingSkeleton({ rows, titleWidth }: LoadingSkeletonProps) {
  return (
    <div className={`ant-skeleton ant-skeleton-active ${CSS_VAR_KEY}`}>
      <div className="ant-skeleton-section">
        {titleWidth ? <h3 className="ant-skeleton-title" style={{ width: titleWidth }} /> : null}
        <ul className="ant-skeleton-paragraph">
          {Array.from({ length: rows }, (_, index) => (
            <li key={index} style={index === rows - 1 ? { width: '61%' } : undefined} />
          ))}
        </ul>
      </div>
    </div>
  );
}
