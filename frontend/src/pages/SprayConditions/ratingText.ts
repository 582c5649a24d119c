import type { SprayRating } from '../../graphql/generated/spray/graphql';

/** How each rating is written and drawn; the letter keeps the timeline readable without colour. */
export const RATING_TEXT: Record<SprayRating, { label: string; letter: string }> = {
  GOOD: { label: 'Good', letter: 'G' },
  MARGINAL: { label: 'Marginal', letter: 'M' },
  POOR: { label: 'Poor', letter: 'P' },
};

/** agronomy's lower-case ratings (manual mode) as the API's. */
export const fromAgronomyRating = (rating: 'good' | 'marginal' | 'poor'): SprayRating =>
  rating.toUpperCase() as SprayRating;

/** "07:00" of a label "Tue 07:00". */
export const timeOf = (label: string) => label.slice(-5);

export const formatNumber = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined ? '—' : value.toFixed(digits);
