import type { ReactNode } from 'react';
import { TestimonialCard, TestimonialCardSkeleton } from './TestimonialCard';
import type { Testimonial } from './TestimonialCard';

export interface TestimonialGridProps {
  testimonials: Testimonial[];
  loading?: boolean;
  /** Number of placeholders while loading; the spec shows 3. */
  placeholderCount?: number;
  /** Shown when loaded with no testimonials; nothing by default. */
  empty?: ReactNode;
  /** The list's accessible name. */
  label?: string;
}

/**
 * On phones the cards form one row that scrolls sideways, each a little narrower than the screen
 * so the next one shows at the edge: five testimonials take one card's height instead of five
 * (ui-kit.css, `.pe-grid--rail`). The row can take the focus, so keyboard users scroll it with the
 * arrow keys; on wider screens it is the usual grid.
 */
const RAIL = 'pe-grid pe-grid--rail pe-list-reset';

export function TestimonialGrid({
  testimonials,
  loading = false,
  placeholderCount = 3,
  empty = null,
  label = 'Testimonials',
}: TestimonialGridProps) {
  if (loading) {
    return (
      <ul className={RAIL} aria-busy="true" aria-label={label}>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <li key={index}>
            <TestimonialCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (testimonials.length === 0) return <>{empty}</>;
  return (
    <ul className={RAIL} aria-label={label} tabIndex={0}>
      {testimonials.map((testimonial, index) => (
        <li key={testimonial.id ?? index}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
