import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_MODULES } from './index.js';

/*
 * The registry is written by `npm run imports` (scripts/module-registry.mjs) into
 * registry.generated.ts, in the order of the layer table (docs/content-types.md, "Registering
 * it"). This fails when the committed file is not what the command writes from the folders as they
 * are, so a new module folder left out is a red test rather than a module the app silently lacks.
 */

/** A script of the repository's scripts/ (plain ESM, no types: read as lint and tools read it). */
const script = <T>(file: string): Promise<T> =>
  import(pathToFileURL(path.resolve(import.meta.dirname, '../../../scripts', file)).href);

interface ModuleFolder {
  folder: string;
  exported: string;
}
interface RegistryScript {
  MODULE_REGISTRY_FILE: string;
  moduleFolders: () => ModuleFolder[];
  renderModuleRegistry: (folders: readonly ModuleFolder[]) => string;
}
interface LayersScript {
  layerViolation: (from: string, to: string) => string | undefined;
}

describe('the module registry (APP_MODULES)', () => {
  const declared = readdirSync(import.meta.dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => {
      const index = path.join(import.meta.dirname, entry.name, 'index.ts');
      try {
        return /export const \w+: AppModule = /.test(readFileSync(index, 'utf8'));
      } catch {
        return false;
      }
    })
    .map((entry) => entry.name)
    .sort();

  it('is what `npm run imports` would write from the module folders as they are', async () => {
    const registry = await script<RegistryScript>('module-registry.mjs');
    expect(
      readFileSync(registry.MODULE_REGISTRY_FILE, 'utf8'),
      'backend/src/modules/registry.generated.ts is out of date: run `npm run imports`',
    ).toBe(registry.renderModuleRegistry(registry.moduleFolders()));
  });

  it('holds every module folder that declares an AppModule, once, by its folder name', () => {
    expect(declared.length).toBeGreaterThan(20);
    const names = APP_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(declared);
  });

  it('lists a module after every module it may import, so it is seeded after them', async () => {
    const { layerViolation } = await script<LayersScript>('backend-layers.mjs');
    const names = APP_MODULES.map((module) => module.name);
    names.forEach((name, at) => {
      for (const later of names.slice(at + 1)) {
        expect(
          layerViolation(`modules/${name}`, `modules/${later}`),
          `${name} may import ${later}, listed after it`,
        ).toBeDefined();
      }
    });
  });

  it('seeds content after the content it refers to', () => {
    const at = (name: string) => APP_MODULES.findIndex((module) => module.name === name);
    expect(at('documents')).toBeLessThan(at('products'));
    expect(at('products')).toBeLessThan(at('technologies'));
  });
});
