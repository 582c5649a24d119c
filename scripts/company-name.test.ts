import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// The company's name has one source, the API's company record (backend/src/modules/company). The
// frontend writes it too where it cannot wait for a query: the page titles (SITE_NAME) and the
// web app manifest, a static file. Neither may import the backend, so this check keeps the
// copies equal to the source.
const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The string value of `<name>: '…'` or `<name> = '…'` in a TypeScript source. */
function constant(source: string, name: string): string | undefined {
  return new RegExp(`\\b${name}\\s*[:=]\\s*'([^']*)'`).exec(source)?.[1];
}

it("names the company in the page titles and the manifest as the API's record does", () => {
  const name = constant(read('backend/src/modules/company/company.ts'), 'name');
  expect(name).toBeTruthy();
  expect(constant(read('frontend/src/app/meta/headTags.ts'), 'SITE_NAME')).toBe(name);
  const manifest = JSON.parse(read('frontend/public/manifest.webmanifest')) as { name: string };
  expect(manifest.name).toBe(name);
});
