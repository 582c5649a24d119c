import { describe, expect, it } from 'vitest';
import { InvalidInputError } from './errors.js';
import {
  decodeCursor,
  DEFAULT_PAGE_SIZE,
  encodeCursor,
  FIRST_OUT_OF_RANGE,
  INVALID_CURSOR,
  MAX_PAGE_SIZE,
  pageSize,
} from './pagination.js';

/** The InvalidInputError `run` throws, or a failure when it throws none. */
function refusal(run: () => unknown): InvalidInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error;
    throw error;
  }
  throw new Error('expected an InvalidInputError');
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

describe('pageSize', () => {
  it('is the default without `first`, and `first` itself from 1 to the maximum', () => {
    expect(pageSize(undefined)).toBe(DEFAULT_PAGE_SIZE);
    expect(pageSize(null)).toBe(DEFAULT_PAGE_SIZE);
    expect(pageSize(1)).toBe(1);
    expect(pageSize(MAX_PAGE_SIZE)).toBe(MAX_PAGE_SIZE);
    expect(DEFAULT_PAGE_SIZE).toBeLessThanOrEqual(MAX_PAGE_SIZE);
  });

  it('refuses a size outside 1..maximum with a message naming the range, never clamps', () => {
    for (const first of [0, -1, MAX_PAGE_SIZE + 1, 1.5]) {
      const error = refusal(() => pageSize(first));
      expect(error.message).toBe(FIRST_OUT_OF_RANGE);
      expect(error.fields).toEqual({ first: FIRST_OUT_OF_RANGE });
    }
    expect(FIRST_OUT_OF_RANGE).toBe('"first" must be between 1 and 100');
  });
});

describe('cursors', () => {
  it('round-trip a timestamp key with its id, and a whole-number key with its id', () => {
    const at = new Date('2026-03-15T18:00:00.123Z');
    expect(decodeCursor(encodeCursor({ key: at, id: 7 }), 'date')).toEqual({ key: at, id: 7 });
    expect(decodeCursor(encodeCursor({ key: 0, id: 1 }), 'int')).toEqual({ key: 0, id: 1 });
    expect(decodeCursor(encodeCursor({ key: -3, id: 42 }), 'int')).toEqual({ key: -3, id: 42 });
  });

  it('are opaque: URL-safe text that shows no SQL, no JSON and no date at a glance', () => {
    const cursor = encodeCursor({ key: new Date('2026-03-15T18:00:00.000Z'), id: 7 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('2026');
  });

  it('refuse anything they did not make with "Invalid cursor"', () => {
    const bad = [
      '',
      'not a cursor!',
      '%%%',
      'x'.repeat(300),
      base64url('not json'),
      base64url('{"createdAt":"2026-03-15T18:00:00.000Z","id":1}'),
      base64url('[]'),
      base64url('["2026-03-15T18:00:00.000Z"]'),
      base64url('["2026-03-15T18:00:00.000Z",1,2]'),
      base64url('["2026-03-15T18:00:00.000Z","1"]'),
      base64url('["2026-03-15T18:00:00.000Z",0]'),
      base64url('["2026-03-15T18:00:00.000Z",1.5]'),
      base64url('["2026-03-15T18:00:00.000Z",99999999999]'),
      base64url('["yesterday",1]'),
      base64url('["2026-02-30T00:00:00.000Z",1]'),
      base64url('["2026-03-15",1]'),
      base64url('[1773597600000,1]'),
      base64url('[null,1]'),
    ];
    for (const cursor of bad) {
      const error = refusal(() => decodeCursor(cursor, 'date'));
      expect(error.message, cursor).toBe(INVALID_CURSOR);
      expect(error.fields).toEqual({ after: INVALID_CURSOR });
    }
    for (const cursor of [base64url('["3",1]'), base64url('[1.5,1]'), base64url('[1e300,1]')]) {
      expect(refusal(() => decodeCursor(cursor, 'int')).message, cursor).toBe(INVALID_CURSOR);
    }
  });

  it('of one key kind are refused by a list of the other kind', () => {
    const dateCursor = encodeCursor({ key: new Date('2026-03-15T18:00:00.000Z'), id: 7 });
    expect(refusal(() => decodeCursor(dateCursor, 'int')).message).toBe(INVALID_CURSOR);
    expect(refusal(() => decodeCursor(encodeCursor({ key: 3, id: 7 }), 'date')).message).toBe(
      INVALID_CURSOR,
    );
  });
});
