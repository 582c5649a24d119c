import type { CSSProperties } from 'react';
import { starCount } from '../utils/text';
import { Card } from '../shared/Card';
import { LoadingSkeleton } from '../shared/LoadingSkeleton';
import './TestimonialCard.css';

export interface Testimonial {
  id?: number | string;
  customerName: string;
  content: string;
  /** Whole stars, 0 to 5. */
  rating: number;
}

export interface TestimonialCardProps {
  testimonial: Testimonial;
}

/** A customer quote with its star rating shown as a count of stars. */
export function TestimonialCard({ testimonial }: TestimonialCardProps) {
  const stars = starCount(testimonial.rating);
  return (
    <Card className="pe-card pe-testimonial">
      <figure style={{ margin: 0, display: 'grid', gap: 12 }}>
        <span
          className="pe-stars"
          role="img"
          aria-label={`Rated ${stars} out of 5 stars`}
          style={{ '--stars': stars } as CSSProperties}
        />
        <blockquote>{testimonial.content}</blockquote>
        <figcaption>{testimonial.customerName}</figcaption>
      </figure>
    </Card>
  );
}

/** Placeholder shown while testimonials load (three of them on the home page). */
export function TestimonialCardSkeleton() {
  return (
    <Card className="pe-card" aria-busy="true">
      <span className="pe-visually-hidden">Loading testimonial</span>
      <LoadingSkeleton rows={3} titleWidth="40%" />
    </Card>
  );
}
