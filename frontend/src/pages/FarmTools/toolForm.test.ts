import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, formatNumber, localDay } from './toolForm';

// Every magnitude the tools show, halves that round either way, and negative differences.
const VALUES = [
  0, 0.004, 0.005, 0.05, 0.25, 0.35, 1, 1.005, 2.675, 9.995, 11, 175.06270903, 217.39130435, 999.95,
  1000, 1234.5, 15777.125913, 99999.995, 1234567.891, -0, -0.004, -0.05, -1, -46.25, -1234.5,
];

describe('formatNumber and formatMoney', () => {
  it('write numbers as toLocaleString("en-CA") does, without Intl', () => {
    for (const value of VALUES) {
      for (const decimals of [0, 1, 2]) {
        expect(formatNumber(value, decimals), `${value} to ${decimals}`).toBe(
          value.toLocaleString('en-CA', {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          }),
        );
      }
      expect(formatMoney(value), `${value} as money`).toBe(
        value.toLocaleString('en-CA', { style: 'currency', currency: 'CAD' }),
      );
    }
  });
});

describe('localDay', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('is the day where the page runs: a prairie evening is not yet tomorrow', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 22:30 on 28 November in Edmonton (UTC−7), already the 29th in UTC.
    vi.setSystemTime(new Date('2026-11-29T05:30:00Z'));
    process.env.TZ = 'America/Edmonton';
    expect(localDay()).toBe('2026-11-28');
    process.env.TZ = 'UTC';
    expect(localDay()).toBe('2026-11-29');
    // Months and days below 10 keep their zero.
    process.env.TZ = 'America/Edmonton';
    expect(localDay(new Date('2027-03-05T12:00:00Z'))).toBe('2027-03-05');
  });
});
