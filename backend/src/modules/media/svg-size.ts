// The size of an SVG picture, from its text alone: no files, no GraphQL types, so the asset
// scripts (backend/scripts) use it without loading the API.

export interface ImageSize {
  width: number;
  height: number;
}

const number = (value: string | undefined) => {
  const parsed = value === undefined ? NaN : Number.parseFloat(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
};

/**
 * The intrinsic size of an SVG from its root element: `width` and `height` in pixels when both are
 * plain numbers (or "px"), else the `viewBox` (which gives the aspect ratio, all a page needs).
 */
export function svgSize(svg: string): ImageSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1]?.trim();
  const pixels = (name: string) => {
    const value = attribute(name);
    return value && /^[\d.]+(?:px)?$/.test(value) ? number(value) : undefined;
  };
  const width = pixels('width');
  const height = pixels('height');
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  const box = attribute('viewBox')?.split(/[\s,]+/);
  const boxWidth = number(box?.[2]);
  const boxHeight = number(box?.[3]);
  if (box?.length === 4 && boxWidth && boxHeight) {
    return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
  }
  return undefined;
}
