/** Offline illustrations for stories and tests, so Storybook needs no network. */
export function mockImage(label: string, fill = '#9dbb84', width = 640, height = 480): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${fill}"/>` +
    `<rect y="${height * 0.62}" width="100%" height="${height * 0.38}" fill="#6b8f4e"/>` +
    `<text x="50%" y="45%" font-family="sans-serif" font-size="${Math.round(width / 18)}" ` +
    `fill="#1d4220" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A URL that fails to load in the browser, for "broken image" stories. */
export const BROKEN_IMAGE_URL = '/images/does-not-exist.jpg';

export const LONG_TEXT =
  'Our granular blend combines slow-release phosphorus with chelated micronutrients so roots find ' +
  'what they need through the whole season, from the first cold weeks after seeding to grain fill, ' +
  'even on the alkaline, high-pH soils common across central Alberta and western Saskatchewan where ' +
  'phosphorus is easily tied up and zinc deficiency limits early vigour in canola and wheat.';
