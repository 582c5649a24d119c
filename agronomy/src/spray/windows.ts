import { HOUR_MS } from './forecast.js';
import type { RatedHour } from './rating.js';

/** Consecutive Good hours: the time to spray. `endsAt` is the end of the last Good hour. */
export interface SprayWindow {
  startsAt: string;
  endsAt: string;
  hours: number;
  /** E.g. "Tue 07:00–11:00", or "Tue 22:00–Wed 02:00" across midnight, in the place's zone. */
  label: string;
}

interface LocalParts {
  weekday: string;
  day: string;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Weekday, date and 24-hour time of a moment in an IANA time zone, by the runtime's Intl. */
function localParts(at: Date, timeZone: string): LocalParts {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    day: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** "Tue 07:00" in the place's time zone. */
export function formatHourLabel(at: Date, timeZone: string): string {
  const { weekday, time } = localParts(at, timeZone);
  return `${weekday} ${time}`;
}

/** "Tue 07:00–11:00", naming the end's weekday too when the window runs past midnight. */
export function formatWindowLabel(startsAt: Date, endsAt: Date, timeZone: string): string {
  const start = localParts(startsAt, timeZone);
  const end = localParts(endsAt, timeZone);
  const endText = end.day === start.day ? end.time : `${end.weekday} ${end.time}`;
  return `${start.weekday} ${start.time}–${endText}`;
}

/**
 * Groups consecutive Good hours into windows. Hours must be one hour apart to join; a gap in the
 * forecast ends a window.
 */
export function sprayWindows(rated: readonly RatedHour[], timeZone: string): SprayWindow[] {
  const windows: SprayWindow[] = [];
  let start: number | null = null;
  let end = 0;
  const close = () => {
    if (start === null) return;
    windows.push({
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(end).toISOString(),
      hours: (end - start) / HOUR_MS,
      label: formatWindowLabel(new Date(start), new Date(end), timeZone),
    });
    start = null;
  };
  for (const { hour, rating } of rated) {
    const at = Date.parse(hour.startsAt);
    if (rating !== 'good' || (start !== null && at !== end)) close();
    if (rating !== 'good') continue;
    if (start === null) start = at;
    end = at + HOUR_MS;
  }
  close();
  return windows;
}

/** The "right now" card: the hour in progress, and the window in progress or next. */
export interface RightNow {
  current: RatedHour | null;
  /** The Good window `now` falls in, if any. */
  currentWindow: SprayWindow | null;
  /** The first window starting after `now`. */
  nextWindow: SprayWindow | null;
}

export function rightNow(
  rated: readonly RatedHour[],
  windows: readonly SprayWindow[],
  now: Date,
): RightNow {
  const t = now.getTime();
  const current =
    rated.find(({ hour }) => {
      const at = Date.parse(hour.startsAt);
      return at <= t && t < at + HOUR_MS;
    }) ?? null;
  const currentWindow =
    windows.find((w) => Date.parse(w.startsAt) <= t && t < Date.parse(w.endsAt)) ?? null;
  const nextWindow = windows.find((w) => Date.parse(w.startsAt) > t) ?? null;
  return { current, currentWindow, nextWindow };
}
