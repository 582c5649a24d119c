// Writes the module registry, backend/src/modules/registry.generated.ts: every module folder's
// AppModule export, imported and listed by name, in the order the layer table gives
// (scripts/backend-layers.mjs, `placeOf`). `npm run imports` writes it beside
// docs/backend-imports.md, and backend/src/modules/index.test.ts fails when it is not current.
//
// The order is the seeding order (APP_MODULES, then SEEDERS), and it is derived, not chosen: layer
// by layer, bottom first (foundations, then content, then admin views); in a layer, the parts the
// table names in its order (each after the parts it may import), then the module folders placed
// there by default, by name. So a module is listed after every module it may import, and built-in
// content is seeded after the content it refers to (the products after the documents, which keep
// their safety data sheets). No exception is kept for the older hand-written order: its seeders
// write tables of their own, and the seed tests and e2e showed the same built-in content (ids
// included) either way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LAYERS, placeOf } from './backend-layers.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(REPO_ROOT, 'backend', 'src', 'modules');
/** The file this script writes. */
export const MODULE_REGISTRY_FILE = path.join(MODULES, 'registry.generated.ts');

const DECLARATION = /^export const (\w+): AppModule = /m;

/**
 * @typedef {object} ModuleFolder
 * @property {string} folder its folder's name under backend/src/modules, also the module's name
 * @property {string} exported the name of its AppModule export in its index.ts
 */

/**
 * Every module folder whose index.ts declares an AppModule (`export const x: AppModule = `).
 * @returns {ModuleFolder[]}
 */
export function moduleFolders() {
  return readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      let text;
      try {
        text = readFileSync(path.join(MODULES, entry.name, 'index.ts'), 'utf8');
      } catch {
        return [];
      }
      const match = DECLARATION.exec(text);
      return match ? [{ folder: entry.name, exported: match[1] }] : [];
    });
}

/**
 * The sort key of a module folder: its layer, its row in the layer's table (a folder placed by
 * default after every named one), then its name.
 * @param {string} folder
 * @returns {[number, number, string]}
 */
function orderKey(folder) {
  const part = `modules/${folder}`;
  const place = placeOf(part);
  if (!place) throw new Error(`${part} is in no layer (scripts/backend-layers.mjs)`);
  const row = place.byDefault
    ? Number.POSITIVE_INFINITY
    : Object.keys(LAYERS[place.layer].parts).indexOf(part);
  return [place.layer, row, folder];
}

/**
 * `folders` in registry order: a module after the modules it may import (see the top of the file).
 * @template {ModuleFolder} T
 * @param {readonly T[]} folders
 * @returns {T[]}
 */
export function registryOrder(folders) {
  const keyed = folders.map((module) => ({ module, key: orderKey(module.folder) }));
  keyed.sort(
    (a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2].localeCompare(b.key[2]),
  );
  return keyed.map(({ module }) => module);
}

/**
 * backend/src/modules/registry.generated.ts for `folders`, as `npm run imports` writes it.
 * @param {readonly ModuleFolder[]} folders
 * @returns {string}
 */
export function renderModuleRegistry(folders) {
  const ordered = registryOrder(folders);
  const imports = [...ordered]
    .sort((a, b) => a.folder.localeCompare(b.folder))
    .map(({ folder, exported }) => `import { ${exported} } from './${folder}/index.js';`);
  return [
    '// Written by `npm run imports` (scripts/module-registry.mjs) from the module folders and the',
    '// layer table (scripts/backend-layers.mjs); edit those, not this file.',
    "import type { AppModule } from '../common/app-module.js';",
    ...imports,
    '',
    '/**',
    ' * Every module of the app (each folder of modules/ that declares an AppModule), in seeding',
    ' * order: layer by layer, bottom first; in a layer, the parts the layer table names in its order,',
    ' * then the module folders placed there by default, by name. A module comes after every module',
    ' * it may import.',
    ' */',
    'export const APP_MODULES: readonly AppModule[] = [',
    ...ordered.map(({ exported }) => `  ${exported},`),
    '];',
    '',
  ].join('\n');
}
