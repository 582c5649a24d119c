import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatArticleDate, parseNewsletterId } from './articleDate';

// Run in Alberta's zone, west of UTC, where a local-time reading would shift the day or year.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Edmonton';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('formatArticleDate', () => {
  it('prints "MMMM dd, yyyy" with a two-digit day', () => {
    expect(formatArticleDate('2025-09-15T18:00:00.000Z')).toBe('September 15, 2025');
    expect(formatArticleDate('2024-03-01T12:00:00.000Z')).toBe('March 01, 2024');
  });

  it('uses the UTC calendar day, whatever the time zone of the runtime', () => {
    expect(formatArticleDate('2025-01-01T03:00:00.000Z')).toBe('January 01, 2025');
    expect(formatArticleDate('2024-12-31T23:30:00.000Z')).toBe('December 31, 2024');
  });

  it('prints nothing for an unreadable date', () => {
    expect(formatArticleDate('soon')).toBe('');
  });
});

describe('parseNewsletterId', () => {
  it('reads a number', () => {
    expect(parseNewsletterId('7')).toBe(7);
    expect(parseNewsletterId('99999')).toBe(99999);
  });

  it('is 0 when absent or not a number', () => {
    expect(parseNewsletterId(undefined)).toBe(0);
    expect(parseNewsletterId('')).toBe(0);
    expect(parseNewsletterId('abc')).toBe(0);
  });

  it('reads the leading integer like parseInt', () => {
    expect(parseNewsletterId('12abc')).toBe(12);
    expect(parseNewsletterId('3.9')).toBe(3);
    expect(parseNewsletterId('-2')).toBe(-2);
  });
});
