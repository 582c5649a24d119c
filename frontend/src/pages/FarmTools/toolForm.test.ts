import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './toolForm';

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
