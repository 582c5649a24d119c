import { format } from 'date-fns';

/**
 * The article date, "MMMM dd, yyyy" (spec section 9), e.g. "September 15, 2025"; empty for an
 * unreadable date. The calendar date is the one in UTC, as on the newsletter list (the ui-kit
 * NewsletterCard prints "MMMM yyyy" in UTC): list and article always agree, and server and browser
 * print the same text whatever their time zone. Seeded dates are mid-month at 18:00 UTC, the same
 * day in Alberta.
 */
export function formatArticleDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // date-fns formats in the runtime's zone: give it a local date on the UTC calendar day.
  const calendarDay = new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return format(calendarDay, 'MMMM dd, yyyy');
}

/**
 * The id of /newsletter/{id}, parsed as an integer like the original site (`parseInt`): 0 when it
 * is absent or not a number, which matches no newsletter ("Newsletter Not Found").
 */
export function parseNewsletterId(raw: string | undefined): number {
  const id = Number.parseInt(raw ?? '', 10);
  return Number.isNaN(id) ? 0 : id;
}
