/** Cuts `text` to `max` characters and appends "..." only when it was longer. */
export function truncateText(text: string, max: number): string {
  if (max < 0) throw new RangeError('max must not be negative');
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Clamps a rating to a whole number of stars between 0 and `max`. */
export function starCount(rating: number, max = 5): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(max, Math.max(0, Math.round(rating)));
}
