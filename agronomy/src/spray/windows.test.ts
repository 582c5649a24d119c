import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, type HourlyForecast } from './forecast.js';
import type { RatedHour, SprayRating } from './rating.js';
import { formatHourLabel, formatWindowLabel, rightNow, sprayWindows } from './windows.js';

/** Rated hours from a start and a list of ratings, one hour apart; the reasons do not matter here. */
function ratedHours(startIso: string, ratings: SprayRating[]): RatedHour[] {
  const start = Date.parse(startIso);
  return ratings.map((rating, i) => {
    const hour: HourlyForecast = {
      startsAt: new Date(start + i * HOUR_MS).toISOString(),
      temperatureCelsius: 20,
      relativeHumidityPercent: 50,
      windSpeedKmh: 10,
      windGustKmh: null,
      precipitationMm: 0,
      precipitationProbabilityPercent: 0,
      cloudCoverPercent: 50,
      isDay: true,
    };
    const reasons =
      rating === 'good'
        ? []
        : [{ code: 'windTooStrong' as const, severity: rating, message: 'test' }];
    return {
      hour,
      rating,
      reasons,
      deltaT: { kind: 'valid' as const, wetBulbCelsius: 13.7, deltaTCelsius: 6.3 },
      inInversionPeriod: false,
    };
  });
}

describe('spray windows', () => {
  it('groups consecutive Good hours and labels them in the place’s zone', () => {
    // Tuesday 10 June 2025 in Regina (UTC−6 all year): 13:00Z is 07:00.
    const rated = ratedHours('2025-06-10T11:00:00Z', [
      'poor',
      'marginal',
      'good',
      'good',
      'good',
      'good',
      'marginal',
      'good',
    ]);
    const windows = sprayWindows(rated, 'America/Regina');
    expect(windows.map((w) => [w.label, w.hours])).toEqual([
      ['Tue 07:00–11:00', 4],
      ['Tue 12:00–13:00', 1],
    ]);
    expect(windows[0]).toMatchObject({
      startsAt: '2025-06-10T13:00:00.000Z',
      endsAt: '2025-06-10T17:00:00.000Z',
    });
  });

  it('names the second day when a window runs past midnight', () => {
    // Edmonton in June is UTC−6 (MDT): 04:00Z is 22:00 Monday.
    const rated = ratedHours('2025-06-10T04:00:00Z', ['good', 'good', 'good', 'good']);
    expect(sprayWindows(rated, 'America/Edmonton')[0].label).toBe('Mon 22:00–Tue 02:00');
  });

  it('labels the spring-forward night in Edmonton, and the same hours in Regina without a jump', () => {
    // 9 March 2025: Edmonton's clocks go from 02:00 MST to 03:00 MDT. 07:00Z–11:00Z is four
    // hours: 00:00 MST to 05:00 MDT there, 01:00 to 05:00 CST in Regina, which keeps no DST.
    const rated = ratedHours('2025-03-09T07:00:00Z', ['good', 'good', 'good', 'good']);
    expect(sprayWindows(rated, 'America/Edmonton')[0]).toMatchObject({
      label: 'Sun 00:00–05:00',
      hours: 4,
    });
    expect(sprayWindows(rated, 'America/Regina')[0].label).toBe('Sun 01:00–05:00');
    expect(
      rated.map((r) => formatHourLabel(new Date(r.hour.startsAt), 'America/Edmonton')),
    ).toEqual(['Sun 00:00', 'Sun 01:00', 'Sun 03:00', 'Sun 04:00']);
  });

  it('labels the fall-back night in Edmonton, where 01:00 comes twice', () => {
    // 2 November 2025: 02:00 MDT becomes 01:00 MST. 07:00Z is 01:00 MDT, 08:00Z 01:00 MST again
    // and 10:00Z 03:00 MST: three hours that read as two on the clock. Regina reads all three.
    expect(
      formatWindowLabel(
        new Date('2025-11-02T07:00:00Z'),
        new Date('2025-11-02T10:00:00Z'),
        'America/Edmonton',
      ),
    ).toBe('Sun 01:00–03:00');
    expect(
      formatWindowLabel(
        new Date('2025-11-02T07:00:00Z'),
        new Date('2025-11-02T10:00:00Z'),
        'America/Regina',
      ),
    ).toBe('Sun 01:00–04:00');
  });

  it('ends a window at a gap in the forecast', () => {
    const rated = [
      ...ratedHours('2025-06-10T13:00:00Z', ['good', 'good']),
      ...ratedHours('2025-06-10T16:00:00Z', ['good']),
    ];
    expect(sprayWindows(rated, 'America/Regina').map((w) => w.label)).toEqual([
      'Tue 07:00–09:00',
      'Tue 10:00–11:00',
    ]);
  });

  it('never overlaps windows and covers exactly the Good hours', () => {
    const ratings = fc.array(fc.constantFrom<SprayRating>('good', 'marginal', 'poor'), {
      maxLength: 60,
    });
    fc.assert(
      fc.property(ratings, (list) => {
        const rated = ratedHours('2025-06-10T00:00:00Z', list);
        const windows = sprayWindows(rated, 'America/Edmonton');
        for (let i = 1; i < windows.length; i += 1) {
          // Strictly after: two windows never even touch, or they would be one.
          expect(Date.parse(windows[i].startsAt)).toBeGreaterThan(
            Date.parse(windows[i - 1].endsAt),
          );
        }
        const covered = (at: number) =>
          windows.some((w) => Date.parse(w.startsAt) <= at && at < Date.parse(w.endsAt));
        for (const { hour, rating } of rated) {
          expect(covered(Date.parse(hour.startsAt))).toBe(rating === 'good');
        }
      }),
    );
  });
});

describe('right now', () => {
  const rated = ratedHours('2025-06-10T13:00:00Z', ['marginal', 'good', 'good', 'poor', 'good']);
  const windows = sprayWindows(rated, 'America/Regina');

  it('shows the hour in progress and the next good window', () => {
    const now = rightNow(rated, windows, new Date('2025-06-10T13:20:00Z'));
    expect(now.current?.hour.startsAt).toBe('2025-06-10T13:00:00.000Z');
    expect(now.currentWindow).toBeNull();
    expect(now.nextWindow?.label).toBe('Tue 08:00–10:00');
  });

  it('inside a window, shows it as current and the one after as next', () => {
    const now = rightNow(rated, windows, new Date('2025-06-10T15:59:00Z'));
    expect(now.currentWindow?.label).toBe('Tue 08:00–10:00');
    expect(now.nextWindow?.label).toBe('Tue 11:00–12:00');
  });

  it('has no current hour outside the forecast', () => {
    const now = rightNow(rated, windows, new Date('2025-06-11T13:00:00Z'));
    expect(now).toEqual({ current: null, currentWindow: null, nextWindow: null });
  });
});
