/**
 * Line-by-line rendering of a newsletter body (spec section 4). The body is plain text; each line
 * becomes one block:
 *
 * - an empty (or blank) line is a spacer;
 * - a line is a heading when, trimmed, it is longer than 5 and shorter than 80 characters, does
 *   not begin with a bullet, does not look like a sentence, contains none of "Salt Index", "%" and
 *   "One Unit Equals", and does not start with a digit;
 * - every other line is a paragraph (bullets included, with their bullet character).
 *
 * "Looks like a sentence" (the spec: "capital letter, lower case, then punctuation") is read as:
 * begins with a capital letter, has a lower-case letter after it, and ends with ".", "!", "?" or
 * ":". So "Hilltops lose topsoil first." and "A note." are sentences, while title-like lines such
 * as "What to Look For" or "Soil Booster with fall anhydrous: what to expect" are headings. The
 * excluded phrases are matched as the spec spells them (case-sensitive).
 */
export type NewsletterBlock =
  { kind: 'spacer' } | { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

/** Heading length bounds, exclusive (spec section 9: more than 5 and fewer than 80 characters). */
export const HEADING_MIN_EXCLUSIVE = 5;
export const HEADING_MAX_EXCLUSIVE = 80;

const BULLET = /^[•·▪◦‣*\-–—]/;
const SENTENCE = /^[A-Z].*[a-z].*[.!?:]$/;
const NEVER_IN_HEADING = ['Salt Index', '%', 'One Unit Equals'];
const STARTS_WITH_DIGIT = /^\d/;

/** Whether a (non-empty) line of the body is shown as a heading. */
export function isHeadingLine(line: string): boolean {
  const text = line.trim();
  return (
    text.length > HEADING_MIN_EXCLUSIVE &&
    text.length < HEADING_MAX_EXCLUSIVE &&
    !BULLET.test(text) &&
    !SENTENCE.test(text) &&
    !NEVER_IN_HEADING.some((phrase) => text.includes(phrase)) &&
    !STARTS_WITH_DIGIT.test(text)
  );
}

/** The blocks of a body, one per line ("\n" or "\r\n"). */
export function parseNewsletterBody(content: string): NewsletterBlock[] {
  if (content === '') return [];
  return content.split(/\r?\n/).map((line): NewsletterBlock => {
    const text = line.trim();
    if (text === '') return { kind: 'spacer' };
    return isHeadingLine(text) ? { kind: 'heading', text } : { kind: 'paragraph', text };
  });
}
