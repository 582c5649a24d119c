import { usePageQuery } from '../../app/page-data';
import { DataState, EmptyState, ErrorState, TestimonialGrid } from 'ui-kit';
import { HomeTestimonialsDocument } from '../../graphql/generated/graphql';

/** Testimonials with exactly three placeholders while they load (spec section 9). */
export function HomeTestimonials() {
  const testimonials = usePageQuery(HomeTestimonialsDocument);
  return (
    <DataState
      state={testimonials}
      isEmpty={(data) => data.testimonials.length === 0}
      loading={<TestimonialGrid testimonials={[]} loading placeholderCount={3} />}
      empty={<EmptyState title="No testimonials yet." />}
      failure={() => <ErrorState message="Failed to load testimonials. Please try again later." />}
      success={(data) => <TestimonialGrid testimonials={data.testimonials} placeholderCount={3} />}
    />
  );
}
