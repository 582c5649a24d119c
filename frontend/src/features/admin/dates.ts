/*
 * The admin's clock: every date and time it shows or reads is Alberta's, whatever the
 * browser's zone, as the office reads it.
 */

/** The head office's time zone: the company's calendar (the backend's, common/calendar.ts). */
export const COMPANY_TIME_ZONE = 'America/Edmonton';

const EDMONTON_DATE_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/** "Mar 1, 2026, 08:00": an instant as the office reads it, in Alberta's time. */
export function edmontonDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return EDMONTON_DATE_TIME.format(date);
}

const EDMONTON_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-03-01T08:00": an instant as a datetime-local field shows it, in Alberta's time. */
export function toEdmontonLocal(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: string) =>
    EDMONTON_PARTS.formatToParts(date).find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/**
 * The instant of a datetime-local value read as Alberta's time (the office's clock, whatever the
 * browser's zone), as ISO 8601; undefined when the value is not a date and time.
 */
export function fromEdmontonLocal(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as number[];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // Alberta is 6 or 7 hours behind UTC: correct a first guess by what it shows there, twice
  // (the second pass settles the days when daylight saving time starts or ends).
  let instant = wanted;
  for (let pass = 0; pass < 2; pass++) {
    const shown = Date.parse(`${toEdmontonLocal(new Date(instant).toISOString())}:00Z`);
    instant += wanted - shown;
  }
  return new Date(instant).toISOString();
}
