/**
 * Newsletters by year for /newsletter (spec section 2): newest year first, newest first within a
 * year. Years are taken in UTC, the same calendar the ui-kit NewsletterCard prints its month and
 * year in, so a card never sits under a year other than the one it shows; the seeded dates are
 * mid-month at 18:00 UTC, the same day in every North American time zone, and server and browser
 * group alike whatever their own time zone.
 */
export interface NewsletterYear<T> {
  year: number;
  newsletters: T[];
}

export function groupNewslettersByYear<T extends { date: string }>(
  newsletters: readonly T[],
): NewsletterYear<T>[] {
  const dated = newsletters
    .map((newsletter) => ({ newsletter, time: Date.parse(newsletter.date) }))
    // The API's DateTime is always valid; an unreadable date could not be placed in a year.
    .filter(({ time }) => !Number.isNaN(time))
    .sort((a, b) => b.time - a.time);
  const groups: NewsletterYear<T>[] = [];
  for (const { newsletter, time } of dated) {
    const year = new Date(time).getUTCFullYear();
    const last = groups.at(-1);
    if (last?.year === year) last.newsletters.push(newsletter);
    else groups.push({ year, newsletters: [newsletter] });
  }
  return groups;
}
