import { describe, expect, it } from 'vitest';
import { parseProductId } from './productId';

describe('parseProductId', () => {
  it('reads whole numbers', () => {
    expect(parseProductId('3')).toBe('3');
    expect(parseProductId('99999')).toBe('99999');
    expect(parseProductId('007')).toBe('7');
  });

  it('refuses anything that is not a whole number', () => {
    for (const segment of [undefined, '', 'abc', '12abc', '1.5', '-1', ' 3', '1e3']) {
      expect(parseProductId(segment)).toBeNull();
    }
    expect(parseProductId('9'.repeat(20))).toBeNull();
  });
});
