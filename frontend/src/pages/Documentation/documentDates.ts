import { format, isValid, parseISO } from 'date-fns';

/**
 * Validity lines of a downloadable document, e.g. "Valid until 21 February 2025" and
 * "Last updated 24 April 2024" (spec section 9). The API sends plain calendar days (YYYY-MM-DD);
 * parseISO reads a date-only string as that day at local midnight, so the printed day is the same
 * on the server and in any browser.
 */
export function formatDocumentDate(day: string): string {
  const date = parseISO(day);
  return isValid(date) ? format(date, 'd MMMM yyyy') : '';
}

export function documentDateLines(document: {
  validUntil?: string | null;
  updatedOn?: string | null;
}): string[] {
  const lines: string[] = [];
  const validUntil = document.validUntil ? formatDocumentDate(document.validUntil) : '';
  const updatedOn = document.updatedOn ? formatDocumentDate(document.updatedOn) : '';
  if (validUntil) lines.push(`Valid until ${validUntil}`);
  if (updatedOn) lines.push(`Last updated ${updatedOn}`);
  return lines;
}
