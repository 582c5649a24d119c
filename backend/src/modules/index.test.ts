import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_MODULES } from './index.js';

/*
 * The registry is the one line a new module adds by hand (docs/content-types.md, "Registering
 * it"): written, not generated, because its order is the seeding order. This fails when a module
 * folder declares an AppModule that the registry leaves out, so a forgotten line is a red test
 * rather than a module the app silently lacks.
 */
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

  it('holds every module folder that declares an AppModule, once, by its folder name', () => {
    expect(declared.length).toBeGreaterThan(20);
    const names = APP_MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(declared);
  });

  it('seeds content after the content it refers to', () => {
    const at = (name: string) => APP_MODULES.findIndex((module) => module.name === name);
    expect(at('documents')).toBeLessThan(at('products'));
    expect(at('products')).toBeLessThan(at('technologies'));
  });
});
