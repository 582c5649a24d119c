import { describe, expect, it } from 'vitest';
import {
  companyDayEnd,
  companyDayStart,
  companyToday,
  lastValidDay,
  validityHasPassed,
} from './calendar.js';

describe('companyToday', () => {
  it("gives the day in Edmonton, not the server's or UTC's", () => {
    // 03:30 UTC on 1 March is still 28 February in Edmonton (UTC−7).
    expect(companyToday(new Date('2026-03-01T03:30:00Z'))).toBe('2026-02-28');
    expect(companyToday(new Date('2026-03-01T08:00:00Z'))).toBe('2026-03-01');
  });
});

describe('validityHasPassed', () => {
  it('keeps a certificate valid through its last day', () => {
    expect(validityHasPassed('2025-02-21', '2025-02-21')).toBe(false);
    expect(validityHasPassed('2025-02-21', '2025-02-22')).toBe(true);
    expect(validityHasPassed('2025-02-21', '2024-12-31')).toBe(false);
  });

  it('reads "valid until 2025" as through 31 December 2025, and a month likewise', () => {
    expect(validityHasPassed('2025', '2025-12-31')).toBe(false);
    expect(validityHasPassed('2025', '2026-01-01')).toBe(true);
    expect(validityHasPassed('2026-06', '2026-06-30')).toBe(false);
    expect(validityHasPassed('2026-06', '2026-07-01')).toBe(true);
  });

  it('never calls a text it cannot read expired', () => {
    expect(validityHasPassed('until renewed', '2030-01-01')).toBe(false);
    expect(validityHasPassed('', '2030-01-01')).toBe(false);
  });
});

describe('lastValidDay', () => {
  it('reads a year, a month or a day as the last day it covers', () => {
    expect(lastValidDay('2026')).toBe('2026-12-31');
    expect(lastValidDay('2025-02')).toBe('2025-02-28');
    expect(lastValidDay('2024-02')).toBe('2024-02-29');
    expect(lastValidDay(' 2026-06-30 ')).toBe('2026-06-30');
  });

  it('gives nothing for a text that is not a date', () => {
    expect(lastValidDay('Ongoing')).toBeUndefined();
    expect(lastValidDay('')).toBeUndefined();
  });
});

describe('companyDayStart and companyDayEnd', () => {
  it('give midnight in Edmonton, in winter (UTC−7) and summer (UTC−6)', () => {
    expect(companyDayStart('2026-01-15').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(companyDayStart('2026-07-01').toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(companyDayEnd('2026-07-01').toISOString()).toBe('2026-07-02T06:00:00.000Z');
    expect(companyDayEnd('2026-12-31').toISOString()).toBe('2027-01-01T07:00:00.000Z');
  });

  it('give days of 23 and 25 hours when the clocks change', () => {
    // 8 March 2026: clocks go forward at 02:00; 1 November 2026: back at 02:00.
    const hours = (day: string) =>
      (companyDayEnd(day).getTime() - companyDayStart(day).getTime()) / 3_600_000;
    expect(companyDayStart('2026-03-08').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(hours('2026-03-08')).toBe(23);
    expect(companyDayStart('2026-11-01').toISOString()).toBe('2026-11-01T06:00:00.000Z');
    expect(hours('2026-11-01')).toBe(25);
  });
});
