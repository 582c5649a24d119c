// Draws the backend's imports between its parts (docs/backend-imports.md): `npm run imports`.
// A part is a top-level folder of backend/src (db, common, graphql, http), a module
// (modules/<domain>), the module registry (modules/index.ts) or a top-level file (server, cli,
// config...), placed in its layer by scripts/backend-layers.mjs. Tests and test helpers are left
// out: they wire anything. It counts the cycles and the arrows against the layer order, and fails
// when there is one; lint (eslint/boundaries.mjs) refuses the same arrows file by file. It first
// writes the module registry, backend/src/modules/registry.generated.ts (module-registry.mjs), in
// the order of the same layer table.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LAYERS, layerViolation, partOf as partOfRelative, placeOf } from './backend-layers.mjs';
import { MODULE_REGISTRY_FILE, moduleFolders, renderModuleRegistry } from './module-registry.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(REPO_ROOT, 'backend', 'src');
/** The page this script writes (scripts/import-graph.test.ts checks it is current). */
export const BACKEND_IMPORTS_DOC = path.join(REPO_ROOT, 'docs', 'backend-imports.md');

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

/** @typedef {{ from: string, to: string, count: number }} Arrow */

/** The part of backend/src a file (absolute, with or without extension) belongs to. */
export function partOf(file) {
  return partOfRelative(path.relative(SRC, file).split(path.sep).join('/'));
}

const IMPORT_SOURCE = /(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'(\.[^']+)'/gm;

/**
 * `{ from, to, count }` for every pair of parts with at least one import between them.
 * @returns {Arrow[]}
 */
export function importArrows() {
  const counts = new Map();
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    for (const [, source] of text.matchAll(IMPORT_SOURCE)) {
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

/**
 * Arrows the layer order refuses, each with the reason.
 * @param {readonly Arrow[]} arrows
 * @returns {(Arrow & { reason: string })[]}
 */
export const layerViolations = (arrows) =>
  arrows.flatMap((a) => {
    const reason = layerViolation(a.from, a.to);
    return reason ? [{ ...a, reason }] : [];
  });

/**
 * The cycles of the graph: its strongly connected components of more than one part (Tarjan's
 * algorithm), each sorted, largest first. Parts of one component all reach each other.
 * @param {readonly Arrow[]} arrows
 * @returns {string[][]}
 */
export function cycles(arrows) {
  const next = new Map();
  for (const { from, to } of arrows) {
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from).push(to);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (part) => {
    index.set(part, index.size);
    low.set(part, index.get(part));
    stack.push(part);
    onStack.add(part);
    for (const to of next.get(part)) {
      if (!index.has(to)) {
        visit(to);
        low.set(part, Math.min(low.get(part), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(part, Math.min(low.get(part), index.get(to)));
      }
    }
    if (low.get(part) !== index.get(part)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== part);
    if (component.length > 1) components.push(component.sort());
  };
  for (const part of [...next.keys()].sort()) if (!index.has(part)) visit(part);
  return components.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

/** The parts of `present` that the default places (module folders no layer names), sorted. */
const placedByDefault = (present) => [...present].filter((part) => placeOf(part)?.byDefault).sort();

/**
 * One line per layer: its parts bottom first, each with the parts of its layer it may import, and
 * in its layer the module folders placed there by default.
 */
function layerList(present) {
  const defaults = placedByDefault(present);
  return LAYERS.map((layer, index) => {
    const parts = Object.entries(layer.parts)
      .map(([part, uses]) => `\`${part}\`${uses.length ? ` (→ ${uses.join(', ')})` : ''}`)
      .join(', ');
    const own = defaults.filter((part) => placeOf(part)?.layer === index);
    const more = own.length
      ? `; and, as every module folder no layer names, ${own.map((part) => `\`${part}\``).join(', ')}`
      : '';
    return `${index + 1}. **${layer.name}**: ${parts}${more}. ${layer.about}`;
  });
}

/**
 * docs/backend-imports.md for `arrows`, as `npm run imports` writes it.
 * @param {readonly Arrow[]} arrows
 * @returns {string}
 */
export function renderBackendImports(arrows) {
  const id = (part) => part.replace(/[^a-z0-9]+/gi, '_');
  const present = new Set(arrows.flatMap((a) => [a.from, a.to]));
  const found = cycles(arrows);
  const refused = layerViolations(arrows);
  return [
    '# Backend imports',
    '',
    'Written by `npm run imports` (`scripts/import-graph.mjs`) from `backend/src` (tests, test helpers and migrations left out); edit the code, not this file.',
    '',
    '## Layers',
    '',
    'The parts of `backend/src` sit in layers, bottom first, written once in `scripts/backend-layers.mjs`. A part imports any part of a lower layer, and of its own layer only the parts named after it here (each listed before it), so the graph has no cycle. A module folder the table does not name is a plain content type: in the content layer, using no other content module. `npm run lint` refuses every other arrow (`scripts/eslint/boundaries.mjs`), and a module is reached only through its `index.ts`.',
    '',
    ...layerList(present),
    '',
    'Modules type the GraphQL context they read with the scope of their own module or of a lower one: `RequestScope` (`common/request-scope.ts`: the fork `em`, the `user`, the address) and `actorOf`, or `MediaScope`, `MailScope`, `AuthScope`… The composition root (`composition/request-scope.ts`) builds the one scope that is all of them, with the DataLoaders made from the factories the modules export. A module declares what it adds (`AppModule` in `common/app-module.ts`: entities, seeders, resolvers, public entities, mail kinds, jobs) and the registry collects it. A module reads and writes only its own tables (`scripts/boundaries.test.ts` fails on SQL about the tables of another); it asks another through its `index.ts`, which may hand over a query of its own rows (`SqlQuery`, `common/sql-query.ts`) where a set must stay in the database.',
    '',
    '## Graph',
    '',
    `Arrows: **${arrows.length}**. Cycles (strongly connected components of more than one part): **${found.length}**${found.length ? ` (${found.map((c) => c.join(', ')).join('; ')})` : ''}. Arrows against the layer order: **${refused.length}**${refused.length ? ` (${refused.map((a) => `${a.from} → ${a.to}`).join('; ')})` : ''}.`,
    '',
    'An arrow is "imports from", labelled with the number of import statements.',
    '',
    '```mermaid',
    'graph LR',
    ...LAYERS.flatMap((layer, index) => {
      const parts = [
        ...Object.keys(layer.parts),
        ...placedByDefault(present).filter((part) => placeOf(part)?.layer === index),
      ].filter((part) => present.has(part));
      return [
        `  subgraph layer${index + 1}["${layer.name}"]`,
        ...parts.map((part) => `    ${id(part)}["${part}"]`),
        '  end',
      ];
    }),
    ...[...present]
      .filter((part) => !placeOf(part))
      .sort()
      .map((part) => `  ${id(part)}["${part}"]`),
    ...arrows.map((a) => `  ${id(a.from)} -->|${a.count}| ${id(a.to)}`),
    '```',
    '',
  ].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const folders = moduleFolders();
  writeFileSync(MODULE_REGISTRY_FILE, renderModuleRegistry(folders));
  console.log(`wrote ${path.relative(REPO_ROOT, MODULE_REGISTRY_FILE)}: ${folders.length} modules`);
  const arrows = importArrows();
  writeFileSync(BACKEND_IMPORTS_DOC, renderBackendImports(arrows));
  const found = cycles(arrows);
  const refused = layerViolations(arrows);
  console.log(
    `wrote ${path.relative(REPO_ROOT, BACKEND_IMPORTS_DOC)}: ${arrows.length} arrows, ${found.length} cycles, ${refused.length} against the layer order`,
  );
  for (const component of found) console.error(`CYCLE: ${component.join(' <-> ')}`);
  for (const arrow of refused) console.error(`AGAINST THE LAYERS: ${arrow.from} -> ${arrow.to}`);
  if (found.length > 0 || refused.length > 0) process.exitCode = 1;
}
