import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is the front door and the guides live in docs/: a link or an anchor that moved must
// be followed, or a reader lands nowhere. Checks every relative link of the Markdown we write.
const ROOT = join(import.meta.dirname, '..');

/**
 * Guides another branch adds (the worked example of issue 37's content-type shape): linked from
 * the README's map already, and checked like any other once they exist.
 */
const PLANNED = new Set(['docs/content-types.md']);

const markdownFiles = [
  'README.md',
  'backend/README.md',
  'frontend/README.md',
  'ui-kit/README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** The text of a Markdown file without code blocks and code spans, where links are not links. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** The anchors GitHub gives a file's headings. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set(
    [...text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map(([, heading]) => {
      const slug = heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count === 0 ? slug : `${slug}-${count}`;
    }),
  );
}

/** Every relative link of `file`: the file it names (from the root) and its anchor. */
function links(file: string) {
  return [...prose(readFileSync(join(ROOT, file), 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => {
      const [path, anchor] = target.split('#');
      const resolved = path ? relative(ROOT, join(ROOT, dirname(file), path)) : file;
      return { target, resolved, anchor };
    });
}

describe('links between the README, the guides and the workspace READMEs', () => {
  it.each(markdownFiles)('%s links only to files and headings that exist', (file) => {
    const broken = links(file)
      .filter(({ resolved }) => !PLANNED.has(resolved) || existsSync(join(ROOT, resolved)))
      .filter(({ resolved, anchor }) => {
        if (!existsSync(join(ROOT, resolved))) return true;
        if (anchor === undefined) return false;
        return statSync(join(ROOT, resolved)).isFile() && !anchors(resolved).has(anchor);
      })
      .map(({ target }) => target);
    expect(broken).toEqual([]);
  });
});
