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
const SERVED = /^\/(?:images|newsletters|documents)\/[^?#]+\.[a-z]+$/;

/** The mock modules, loaded: their exported answers, with the links they build from templates. */
const loaded = import.meta.glob<Record<string, unknown>>('../**/*.mock.ts', { eager: true });

/** Every string below `value` that names a file the site serves (a mock's answers, walked). */
function servedLinks(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return SERVED.test(value) ? [value] : [];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((child) => servedLinks(child, seen));
}

describe('mock API answers', () => {
  const mocks = mockFiles(SRC);

  it('are found', () => {
    expect(mocks.length).toBeGreaterThan(5);
  });

  it.each(mocks.map((file) => [relative(SRC, file), file]))(
    '%s links only files the site has',
    (_name, file) => {
      // A story or test showing a picture or PDF the site no longer has shows a broken image.
      // Both the links written out and those the module builds (e.g. `/images/team/${slug}.svg`).
      const written = [...readFileSync(file, 'utf8').matchAll(LINK)].map((match) => match[1]!);
      const built = servedLinks(loaded[`../${relative(SRC, file)}`]);
      const links = [...new Set([...written, ...built])];
      expect(links.filter((link) => !existsSync(join(PUBLIC_DIR, link)))).toEqual([]);
    },
  );
});
