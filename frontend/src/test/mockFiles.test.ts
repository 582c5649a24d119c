import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const PUBLIC_DIR = join(SRC, '..', '..', 'backend', 'public');

/** Every `*.mock.ts` under src: the API answers the tests and stories are built on. */
function mockFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : mockFiles(path);
    return entry.name.endsWith('.mock.ts') ? [path] : [];
  });
}

/** Links to files the site serves from backend/public, written out in full in a mock. */
const LINK = /['`](\/(?:images|newsletters|documents)\/[^'`$]+\.[a-z]+)['`]/g;

describe('mock API answers', () => {
  const mocks = mockFiles(SRC);

  it('are found', () => {
    expect(mocks.length).toBeGreaterThan(5);
  });

  it.each(mocks.map((file) => [relative(SRC, file), file]))(
    '%s links only files the site has',
    (_name, file) => {
      // A story or test showing a picture or PDF the site no longer has shows a broken image.
      const links = [...readFileSync(file, 'utf8').matchAll(LINK)].map((match) => match[1]!);
      expect(links.filter((link) => !existsSync(join(PUBLIC_DIR, link)))).toEqual([]);
    },
  );
});
