export { TestimonialCard, TestimonialCardSkeleton } from './TestimonialCard';
export type { Testimonial, TestimonialCardProps } from './TestimonialCard';
export { TestimonialGrid } from './TestimonialGrid';
export type { TestimonialGridProps } from './TestimonialGrid';
