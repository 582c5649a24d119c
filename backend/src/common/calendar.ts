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

/** The wall-clock fields of an instant in Edmonton, to work out the zone's offset at that instant. */
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Milliseconds Edmonton's wall clock is ahead of UTC at `instant` (negative: −6 h or −7 h). */
function companyOffsetMs(instant: number): number {
  const parts: Record<string, number> = {};
  for (const { type, value } of wallClock.formatToParts(instant)) parts[type] = Number(value);
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant the company's day `day` (YYYY-MM-DD, a real date) begins: midnight in Edmonton,
 * 06:00 or 07:00 UTC by the season. Filters by day ("received from 3 March") mean the office's
 * days, whatever the server's time zone.
 */
export function companyDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date);
  // The offset at the first guess can differ from the one at midnight when the clocks change that
  // night; a second pass takes the offset at the guessed instant itself.
  const guess = wall - companyOffsetMs(wall);
  return new Date(wall - companyOffsetMs(guess));
}

/** The instant the company's day after `day` begins: the end (exclusive) of `day`. */
export function companyDayEnd(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return companyDayStart(new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10));
}
