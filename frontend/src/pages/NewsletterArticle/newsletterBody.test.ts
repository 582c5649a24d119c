import { describe, expect, it } from 'vitest';
import { isHeadingLine, parseNewsletterBody } from './newsletterBody';

describe('isHeadingLine', () => {
  it('makes a short title-like line a heading', () => {
    expect(isHeadingLine('Start With the Soil Test')).toBe(true);
    expect(isHeadingLine('A Season of Extremes')).toBe(true);
    expect(isHeadingLine('Soil Booster with fall anhydrous: what to expect')).toBe(true);
  });

  describe('length: more than 5 and fewer than 80 characters', () => {
    it('refuses 5 characters and accepts 6', () => {
      expect(isHeadingLine('Notes')).toBe(false);
      expect(isHeadingLine('Ask us')).toBe(true);
    });

    it('accepts 79 characters and refuses 80', () => {
      expect(isHeadingLine('H'.repeat(79))).toBe(true);
      expect(isHeadingLine('H'.repeat(80))).toBe(false);
    });

    it('measures the line without its surrounding spaces', () => {
      expect(isHeadingLine('   Tip   ')).toBe(false);
      expect(isHeadingLine(`  ${'H'.repeat(79)}  `)).toBe(true);
    });
  });

  it('never makes a bulleted line a heading', () => {
    for (const bullet of ['•', '-', '*', '–', '—', '·']) {
      expect(isHeadingLine(`${bullet} Split nitrogen applications`)).toBe(false);
    }
  });

  describe('a line that looks like a sentence is not a heading', () => {
    it('capital letter, lower case, then final punctuation', () => {
      expect(isHeadingLine('Hilltops lose topsoil first.')).toBe(false);
      expect(isHeadingLine('Is NanoSorb safe for soil life?')).toBe(false);
      expect(isHeadingLine('Book before the price goes up!')).toBe(false);
      expect(isHeadingLine('Here is what we found:')).toBe(false);
    });

    it('also with a one-letter first word', () => {
      expect(isHeadingLine('A note on timing.')).toBe(false);
      expect(isHeadingLine('I would book early.')).toBe(false);
    });

    it('stays a heading without final punctuation or without lower case', () => {
      expect(isHeadingLine('Why Phosphorus Matters Early')).toBe(true);
      expect(isHeadingLine('QUALITY FIRST.')).toBe(true);
      expect(isHeadingLine('harvest notes.')).toBe(true);
    });
  });

  it('never makes a line with "Salt Index", "%" or "One Unit Equals" a heading', () => {
    expect(isHeadingLine('Coming soon: our Salt Index App')).toBe(false);
    expect(isHeadingLine('What Is Salt Index')).toBe(false);
    expect(isHeadingLine('Yield Up 12% on Knolls')).toBe(false);
    expect(isHeadingLine('One Unit Equals one acre at the standard 2 L rate')).toBe(false);
    // As the spec spells them: other casing is an ordinary heading.
    expect(isHeadingLine('Our salt index chart')).toBe(true);
  });

  it('never makes a line starting with a digit a heading', () => {
    expect(isHeadingLine('2025 Seed-Placed Guidelines')).toBe(false);
    expect(isHeadingLine('3 seasons, 48 sites, 2 provinces')).toBe(false);
  });
});

describe('parseNewsletterBody', () => {
  it('turns each line into a spacer, a heading or a paragraph', () => {
    const body = [
      'What to Look For',
      'A fertility plan is only as good as the soil samples behind it.',
      '',
      '• Nitrate and sulphate at 0-6 and 6-24 inches',
      '35 growers joined the 2023 strip trials.',
      'Tip',
    ].join('\n');
    expect(parseNewsletterBody(body)).toEqual([
      { kind: 'heading', text: 'What to Look For' },
      {
        kind: 'paragraph',
        text: 'A fertility plan is only as good as the soil samples behind it.',
      },
      { kind: 'spacer' },
      { kind: 'paragraph', text: '• Nitrate and sulphate at 0-6 and 6-24 inches' },
      { kind: 'paragraph', text: '35 growers joined the 2023 strip trials.' },
      { kind: 'paragraph', text: 'Tip' },
    ]);
  });

  it('makes a line of spaces a spacer and keeps one spacer per empty line', () => {
    expect(parseNewsletterBody('Harvest Notes\n   \n\nDone.')).toEqual([
      { kind: 'heading', text: 'Harvest Notes' },
      { kind: 'spacer' },
      { kind: 'spacer' },
      { kind: 'paragraph', text: 'Done.' },
    ]);
  });

  it('makes a long title-like line a paragraph', () => {
    const long = `Our Consultants Are Booking Fall Field Walks Across Alberta and Saskatchewan Now`;
    expect(long.length).toBeGreaterThanOrEqual(80);
    expect(parseNewsletterBody(long)).toEqual([{ kind: 'paragraph', text: long }]);
  });

  it('reads Windows line endings and trims each line', () => {
    expect(parseNewsletterBody('  Where It Fits  \r\nIt fits.')).toEqual([
      { kind: 'heading', text: 'Where It Fits' },
      { kind: 'paragraph', text: 'It fits.' },
    ]);
  });

  it('gives no blocks for an empty body', () => {
    expect(parseNewsletterBody('')).toEqual([]);
  });
});
