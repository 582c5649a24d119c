import { describe, expect, it } from 'vitest';
import { builtinImage, builtinImageSize } from './builtin-images.js';
import { svgSize } from './svg-size.js';
import { variantWidths } from './image-processing.js';

describe('svgSize', () => {
  it('reads width and height in pixels, else the viewBox', () => {
    expect(svgSize('<svg xmlns="x" width="800" height="450"><rect/></svg>')).toEqual({
      width: 800,
      height: 450,
    });
    expect(svgSize(`<?xml version="1.0"?>\n<svg width='40px' height='30px'/>`)).toEqual({
      width: 40,
      height: 30,
    });
    expect(svgSize('<svg viewBox="0 0 640 360" width="100%"></svg>')).toEqual({
      width: 640,
      height: 360,
    });
    expect(svgSize('<svg width="10em" height="5em"></svg>')).toBeUndefined();
    expect(svgSize('not an svg')).toBeUndefined();
  });
});

describe('builtinImageSize', () => {
  it('reads committed SVGs only, never a path outside backend/public/images', async () => {
    expect(await builtinImageSize('/images/products/elite-phos.svg')).toEqual({
      width: 480,
      height: 360,
    });
    expect(await builtinImageSize('/images/newsletters/2026-10.svg')).toEqual({
      width: 800,
      height: 450,
    });
    expect(await builtinImageSize('/images/../../package.json')).toBeUndefined();
    expect(await builtinImageSize('/images/missing.svg')).toBeUndefined();
    expect(await builtinImageSize('https://example.com/a.svg')).toBeUndefined();
  });
});

describe('builtinImage', () => {
  it('lists the AVIF and WebP copies beside a built-in SVG, narrowest first', async () => {
    const image = await builtinImage('/images/newsletters/2026-10.svg');
    const copy = (width: number, height: number) =>
      (['avif', 'webp'] as const).map((extension) => ({
        url: `/images/newsletters/2026-10-${width}w.${extension}`,
        format: extension.toUpperCase(),
        width,
        height,
      }));
    expect(image).toEqual({
      width: 800,
      height: 450,
      variants: [...copy(480, 270), ...copy(800, 450), ...copy(1600, 900)],
    });
    // A product at 1x and 2x (its drawing is 480 px wide).
    expect(
      (await builtinImage('/images/products/elite-phos.svg'))?.variants.map((v) => v.width),
    ).toEqual([480, 480, 960, 960]);
  });

  it('has no copies for the fallbacks pages show as they are', async () => {
    expect((await builtinImage('/images/placeholder.svg'))?.variants).toEqual([]);
    expect(await builtinImage('/images/../../package.json')).toBeUndefined();
  });
});

describe('variantWidths', () => {
  it('never exceeds the original and includes it when it is under 1600 px', () => {
    expect(variantWidths(3000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(300)).toEqual([300]);
  });
});
