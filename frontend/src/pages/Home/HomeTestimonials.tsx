import { useQuery } from '@apollo/client/react';
import { EmptyState, ErrorState, TestimonialGrid } from 'ui-kit';
import { HomeTestimonialsDocument } from '../../graphql/generated/graphql';

/** Testimonials with exactly three placeholders while they load (spec section 9). */
export function HomeTestimonials() {
  const { data, loading, error } = useQuery(HomeTestimonialsDocument);
  if (error) {
    return <ErrorState message="Failed to load testimonials. Please try again later." />;
  }
  return (
    <TestimonialGrid
      testimonials={data?.testimonials ?? []}
      loading={loading}
      placeholderCount={3}
      empty={<EmptyState title="No testimonials yet." />}
    />
  );
}
