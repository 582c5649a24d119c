import { describe, expect, it } from 'vitest';
import { containsPattern, literalPattern, MAX_SEARCH_WORDS, searchWords } from './search.js';

describe('searchWords', () => {
  it('splits on any white space and drops empty words', () => {
    expect(searchWords('  Dale \t kowalchuk\n')).toEqual(['Dale', 'kowalchuk']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(null)).toEqual([]);
  });

  it(`keeps the first ${MAX_SEARCH_WORDS} words only`, () => {
    const words = Array.from({ length: 12 }, (_, i) => `w${i}`);
    expect(searchWords(words.join(' '))).toEqual(words.slice(0, MAX_SEARCH_WORDS));
  });
});

describe('containsPattern', () => {
  it('matches the word anywhere, with LIKE wildcards typed by the user taken literally', () => {
    expect(containsPattern('dale')).toBe('%dale%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('literalPattern', () => {
  it('matches the text exactly, its LIKE wildcards taken literally', () => {
    expect(literalPattern('Field Days')).toBe('Field Days');
    expect(literalPattern('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
