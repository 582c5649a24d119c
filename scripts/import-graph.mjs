// Draws the backend's imports between its parts (docs/backend-imports.md): `npm run imports`.
// A part is a top-level folder of backend/src (db, common, graphql, http), a module
// (modules/<domain>), the modules' shared files (modules/*.ts: the registry, the request scope) or
// a top-level file (server, cli, config...). Tests and test helpers are left out: they wire
// anything. The arrows the architecture forbids are enforced by lint (eslint/boundaries.mjs).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(REPO_ROOT, 'backend', 'src');
const OUT = path.join(REPO_ROOT, 'docs', 'backend-imports.md');

/** Source files of backend/src, without tests, test helpers and migrations. */
function sourceFiles(dir = SRC) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['test', 'migrations'].includes(entry.name) ? [] : sourceFiles(full);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The part of backend/src a file (absolute, without extension or with) belongs to. */
export function partOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === 'modules')
    return parts.length > 2 ? `modules/${parts[1]}` : 'modules (registry, scope)';
  if (parts.length > 1) return parts[0];
  return parts[0].replace(/\.(ts|js)$/, '');
}

/** `{ from, to, count }` for every pair of parts with at least one import between them. */
export function importArrows() {
  const counts = new Map();
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    const sources = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)].map((m) => m[1]);
    for (const source of sources) {
      const target = path.resolve(path.dirname(file), source);
      if (!target.startsWith(SRC)) continue;
      const from = partOf(file);
      const to = partOf(target);
      if (from === to) continue;
      const key = `${from}\u0000${to}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([key, count]) => {
      const [from, to] = key.split('\u0000');
      return { from, to, count };
    })
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

const LOWER = (part) => part === 'db' || part === 'common' || part.startsWith('modules');
const TRANSPORT = (part) => part === 'http' || part === 'graphql';

/** Arrows from db/, common/ or a module up into http/ or graphql/: there must be none. */
export const upwardArrows = (arrows) => arrows.filter((a) => LOWER(a.from) && TRANSPORT(a.to));

function render(arrows) {
  const id = (part) => part.replace(/[^a-z0-9]+/gi, '_');
  const nodes = [...new Set(arrows.flatMap((a) => [a.from, a.to]))].sort();
  const up = upwardArrows(arrows);
  return [
    '# Backend imports',
    '',
    'Written by `npm run imports` (`scripts/import-graph.mjs`) from `backend/src` (tests, test helpers and migrations left out); edit the code, not this file. An arrow is "imports from", labelled with the number of import statements. `npm run lint` refuses the arrows that "Boundaries" in docs/development.md forbids.',
    '',
    `Arrows from \`db/\`, \`common/\` or a module up into \`http/\` or \`graphql/\`: **${up.length}**.`,
    '',
    '```mermaid',
    'graph LR',
    ...nodes.map((node) => `  ${id(node)}["${node}"]`),
    ...arrows.map((a) => `  ${id(a.from)} -->|${a.count}| ${id(a.to)}`),
    '```',
    '',
  ].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const arrows = importArrows();
  writeFileSync(OUT, render(arrows));
  console.log(
    `wrote ${path.relative(REPO_ROOT, OUT)}: ${arrows.length} arrows, ${upwardArrows(arrows).length} upward`,
  );
}
