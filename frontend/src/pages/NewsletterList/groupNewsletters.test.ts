import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupNewslettersByYear } from './groupNewsletters';

// Run in Alberta's zone, west of UTC, where a local-time reading would shift the day or year.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Edmonton';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

const item = (id: string, date: string) => ({ id, date });

describe('groupNewslettersByYear', () => {
  it('puts the newest year first and the newest issue first within a year', () => {
    const groups = groupNewslettersByYear([
      item('feb-24', '2024-02-15T18:00:00.000Z'),
      item('sep-25', '2025-09-15T18:00:00.000Z'),
      item('nov-24', '2024-11-15T18:00:00.000Z'),
      item('may-25', '2025-05-15T18:00:00.000Z'),
      item('aug-24', '2024-08-15T18:00:00.000Z'),
    ]);
    expect(groups.map((g) => [g.year, g.newsletters.map((n) => n.id)])).toEqual([
      [2025, ['sep-25', 'may-25']],
      [2024, ['nov-24', 'aug-24', 'feb-24']],
    ]);
  });

  it('takes the year in UTC, whatever the time zone of the runtime', () => {
    // 1 January 03:00 UTC is still 31 December in Alberta; the card shows "January 2025".
    const groups = groupNewslettersByYear([item('new-year', '2025-01-01T03:00:00.000Z')]);
    expect(groups).toEqual([
      { year: 2025, newsletters: [item('new-year', '2025-01-01T03:00:00.000Z')] },
    ]);
  });

  it('orders issues of the same year by time, not by the order received', () => {
    const groups = groupNewslettersByYear([
      item('morning', '2024-03-01T08:00:00.000Z'),
      item('evening', '2024-03-01T20:00:00.000Z'),
    ]);
    expect(groups[0]?.newsletters.map((n) => n.id)).toEqual(['evening', 'morning']);
  });

  it('gives no groups for no newsletters and leaves out an unreadable date', () => {
    expect(groupNewslettersByYear([])).toEqual([]);
    expect(groupNewslettersByYear([item('bad', 'not a date')])).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const list = [item('a', '2023-01-15T18:00:00.000Z'), item('b', '2024-01-15T18:00:00.000Z')];
    groupNewslettersByYear(list);
    expect(list.map((n) => n.id)).toEqual(['a', 'b']);
  });
});
