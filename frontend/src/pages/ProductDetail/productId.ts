/**
 * The numeric id of /products/{id}, or null when the segment is not a whole number (spec section
 * 5: the product loads only when the id is a number). "12abc", "1.5", "" and "abc" are not.
 */
export function parseProductId(segment: string | undefined): string | null {
  if (!segment || !/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? String(id) : null;
}
