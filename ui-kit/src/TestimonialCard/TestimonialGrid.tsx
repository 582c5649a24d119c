import { useEffect, useRef, useState, type ReactNode } from 'react';
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
 * (ui-kit.css, `.pe-grid--rail`). While the row scrolls it can take the focus, so keyboard users
 * scroll it with the arrow keys; on wider screens it is the usual grid and no tab stop.
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
  return <TestimonialRow testimonials={testimonials} label={label} />;
}

/**
 * True while the element's content is wider than the element (it scrolls sideways). Until it can
 * be measured in the browser, and in the server's HTML, it is taken to scroll: on a phone the row
 * must be reachable by keyboard before its code has loaded; a wide screen loses the tab stop as
 * soon as it is measured.
 */
function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
  return [ref, scrolls] as const;
}

function TestimonialRow({ testimonials, label }: { testimonials: Testimonial[]; label: string }) {
  const [ref, scrolls] = useScrollsSideways<HTMLUListElement>();
  return (
    <ul ref={ref} className={RAIL} aria-label={label} tabIndex={scrolls ? 0 : undefined}>
      {testimonials.map((testimonial, index) => (
        <li key={testimonial.id ?? index}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
