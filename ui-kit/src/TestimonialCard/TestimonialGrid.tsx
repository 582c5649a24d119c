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
}

export function TestimonialGrid({
  testimonials,
  loading = false,
  placeholderCount = 3,
  empty = null,
}: TestimonialGridProps) {
  if (loading) {
    return (
      <ul className="pe-grid pe-list-reset" aria-busy="true">
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
    <ul className="pe-grid pe-list-reset">
      {testimonials.map((testimonial, index) => (
        <li key={testimonial.id ?? index}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
