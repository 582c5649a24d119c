import type { ReactNode } from 'react';
import '../admin.css';

export interface TableScrollProps {
  /** What the table lists, for the region's accessible name ("Testimonials"). */
  label: string;
  children: ReactNode;
}

/**
 * A wide admin table on a narrow screen scrolls sideways inside this box. The box, not antd's own
 * scroll container, holds the overflow so that it can take the keyboard focus: a keyboard user
 * scrolls it with the arrow keys (axe's scrollable-region-focusable).
 */
export function TableScroll({ label, children }: TableScrollProps) {
  return (
    <div className="admin-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
