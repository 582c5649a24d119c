import { composeStories } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FallbackImage, imagePreload } from './FallbackImage';
import { photoImageMock, svgImageMock } from './FallbackImage.mock';
import * as stories from './FallbackImage.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('FallbackImage on the server', () => {
  // What the browser's preload scanner reads before any script runs.
  it('writes the priority, size and sources into the HTML', () => {
    const html = renderToString(
      <FallbackImage image={photoImageMock} alt="Tote" sizes="100vw" priority />,
    );
    expect(html).toMatch(/^<picture class="pe-picture"><source type="image\/avif" srcSet="/);
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('width="2000" height="1500" loading="eager" fetchPriority="high"');
    expect(html).not.toContain('data-fallback');
  });

  it('keeps other images lazy and async', () => {
    const html = renderToString(<FallbackImage image={svgImageMock} alt="Field" />);
    expect(html).toMatch(/^<img class="pe-image" src="\/images\/fields\/canola-bloom\.svg"/);
    expect(html).toContain('width="800" height="450" loading="lazy" decoding="async"');
  });
});

describe('imagePreload', () => {
  it('preloads the AVIF srcset of a photo, for AVIF browsers only', () => {
    expect(imagePreload(photoImageMock, '50vw')).toEqual({
      href: photoImageMock.url,
      srcSet: expect.stringMatching(/ 480w, .* 960w, .* 1600w$/),
      sizes: '50vw',
      type: 'image/avif',
    });
  });

  it('preloads an image without variants by its address', () => {
    expect(imagePreload(svgImageMock)).toEqual({ href: svgImageMock.url });
  });
});
