/**
 * The company's calendar. Whether a certificate is still valid is judged by the day at the head
 * office in Edmonton, the same for every visitor and for server-rendered and hydrated pages.
 */
export const COMPANY_TIME_ZONE = 'America/Edmonton';

/** en-CA writes dates as YYYY-MM-DD. Made once: every certificate of a list asks for today. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the company's time zone, as YYYY-MM-DD. */
export function companyToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/**
 * Whether a validity has passed on `today` (YYYY-MM-DD). `validUntil` is the last valid day
 * (YYYY-MM-DD), month (YYYY-MM) or year (YYYY), as certificates state it: "valid until 2025" holds
 * through 31 December 2025. A text in another form is never called expired.
 */
export function validityHasPassed(validUntil: string, today: string = companyToday()): boolean {
  const last = lastValidDay(validUntil);
  return last !== undefined && last < today;
}

/**
 * The last day a validity covers, as YYYY-MM-DD: "2025" → 2025-12-31, "2025-02" → 2025-02-28,
 * "2025-06-30" as it is. Undefined for a text in another form (it is shown as written).
 */
export function lastValidDay(validUntil: string): string | undefined {
  const value = validUntil.trim();
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  if (!match) return undefined;
  if (match[3]) return value;
  const year = Number(match[1]);
  const month = match[2] ? Number(match[2]) : 12;
  // Day 0 of the next month is the last day of this one.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}
