import { describe, expect, it } from 'vitest';
import { videoTags } from './videoTags';

describe('videoTags', () => {
  it('takes the first word of each title, in order', () => {
    expect(
      videoTags([
        'NanoSorb Carrier Technology Explained',
        'Elite Phos at Seeding',
        'Soil Sampling',
      ]),
    ).toEqual(['NanoSorb', 'Elite', 'Soil']);
  });

  it('lists a word once, whatever its case, keeping the first spelling', () => {
    expect(videoTags(['Elite Phos at Seeding', 'Elite Nitro Mixing', 'elite Gro'])).toEqual([
      'Elite',
    ]);
  });

  it('ignores leading spaces, trailing punctuation and blank titles', () => {
    expect(
      videoTags(['  Handling 1000L IBC Totes', 'Testimonial: Camrose', 'Testimonial', '']),
    ).toEqual(['Handling', 'Testimonial']);
  });

  it('gives a one-word title as its own tag and nothing for no videos', () => {
    expect(videoTags(['Overview'])).toEqual(['Overview']);
    expect(videoTags([])).toEqual([]);
  });
});
