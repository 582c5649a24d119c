import { formatLongDate, formatMonthYear, isActivePath, starCount, telHref, truncateText } from '.';

describe('truncateText', () => {
  it('keeps text at or under the limit unchanged', () => {
    expect(truncateText('Soil Booster', 12)).toBe('Soil Booster');
    expect(truncateText('', 5)).toBe('');
  });
  it('cuts longer text at the limit and appends "..."', () => {
    expect(truncateText('abcdefghij', 4)).toBe('abcd...');
    expect(truncateText('x'.repeat(151), 150)).toBe(`${'x'.repeat(150)}...`);
  });
  it('rejects a negative limit', () => {
    expect(() => truncateText('abc', -1)).toThrow(RangeError);
  });
});

describe('starCount', () => {
  it('rounds and clamps ratings to 0..5', () => {
    expect(starCount(4)).toBe(4);
    expect(starCount(4.6)).toBe(5);
    expect(starCount(9)).toBe(5);
    expect(starCount(-2)).toBe(0);
    expect(starCount(Number.NaN)).toBe(0);
  });
});

describe('dates', () => {
  it('formats month and year in UTC', () => {
    expect(formatMonthYear('2024-03-01T00:00:00.000Z')).toBe('March 2024');
    expect(formatMonthYear(Date.UTC(2023, 11, 31))).toBe('December 2023');
  });
  it('formats a long date with a two-digit day', () => {
    expect(formatLongDate('2024-03-05T00:00:00.000Z')).toBe('March 05, 2024');
  });
  it('returns an empty string for invalid dates', () => {
    expect(formatMonthYear('not a date')).toBe('');
  });
});

describe('isActivePath', () => {
  it('matches home only on "/"', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/videos')).toBe(false);
  });
  it('matches a section and its sub-pages', () => {
    expect(isActivePath('/newsletter', '/newsletter/3')).toBe(true);
    expect(isActivePath('/newsletter', '/newsletter/')).toBe(true);
    expect(isActivePath('/apps', '/apps?x=1')).toBe(true);
    expect(isActivePath('/soil-diagnostics', '/soil-diagnostics-test')).toBe(false);
  });
  it('matches exact links only on their own path', () => {
    expect(isActivePath('/admin', '/admin', true)).toBe(true);
    expect(isActivePath('/admin', '/admin/images', true)).toBe(false);
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('1-800-555-0199')).toBe('tel:18005550199');
    expect(telHref('+1 (306) 555-0178')).toBe('tel:+13065550178');
  });
});
