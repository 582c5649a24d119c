import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './markup.js';

describe('escapeMarkup', () => {
  it('escapes the characters that end text or a double-quoted attribute, ampersands first', () => {
    expect(escapeMarkup('Fish & "Kelp" <Max> &amp;')).toBe(
      'Fish &amp; &quot;Kelp&quot; &lt;Max&gt; &amp;amp;',
    );
  });

  it('leaves other text as it is', () => {
    expect(escapeMarkup("Prairie Elite Agronomics' /products?x=1")).toBe(
      "Prairie Elite Agronomics' /products?x=1",
    );
  });
});
