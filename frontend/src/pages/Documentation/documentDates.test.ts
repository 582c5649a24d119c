import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDateLines, formatDocumentDate } from './documentDates';

// West of UTC, where reading "2025-02-21" as UTC midnight would print 20 February.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Edmonton';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('formatDocumentDate', () => {
  it('prints the calendar day as "d MMMM yyyy"', () => {
    expect(formatDocumentDate('2025-02-21')).toBe('21 February 2025');
    expect(formatDocumentDate('2024-01-05')).toBe('5 January 2024');
  });

  it('prints nothing for an unreadable day', () => {
    expect(formatDocumentDate('someday')).toBe('');
  });
});

describe('documentDateLines', () => {
  it('says until when a certificate is valid', () => {
    expect(documentDateLines({ validUntil: '2025-02-21', updatedOn: null })).toEqual([
      'Valid until 21 February 2025',
    ]);
  });

  it('says when a list was last updated', () => {
    expect(documentDateLines({ validUntil: null, updatedOn: '2024-04-24' })).toEqual([
      'Last updated 24 April 2024',
    ]);
  });

  it('gives both lines, validity first, or none', () => {
    expect(documentDateLines({ validUntil: '2026-01-31', updatedOn: '2024-04-24' })).toEqual([
      'Valid until 31 January 2026',
      'Last updated 24 April 2024',
    ]);
    expect(documentDateLines({})).toEqual([]);
    expect(documentDateLines({ validUntil: 'bad', updatedOn: '' })).toEqual([]);
  });
});
