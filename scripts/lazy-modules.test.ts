import { describe, expect, it } from 'vitest';
import { directLazyCalls, importsOutsideHelpers, lazyModules } from './lazy-modules.js';

/**
 * The server links the stylesheets of the lazy modules a page rendered, by the keys they record
 * (frontend/src/app/lazyComponent.ts): a lazy component loaded without a helper, or with a key
 * that is not its module's, would be server-rendered without its CSS (a flash of unstyled
 * content, a layout shift). size-budgets.test.ts checks the keys against a build's manifest.
 */
describe('lazily loaded components', () => {
  it('all go through lazyComponent or lazyWhenVisible', () => {
    expect(directLazyCalls()).toEqual(['src/app/lazyComponent.ts', 'src/app/lazyWhenVisible.tsx']);
    // main.tsx imports React's DOM renderer in a task of its own, and the page data loads Apollo
    // Client when a public page must ask the API: no component.
    expect(importsOutsideHelpers()).toEqual(['src/main.tsx', 'src/app/page-data/context.ts']);
  });

  it('record the key of the module they load, as the manifest names it', () => {
    const modules = lazyModules();
    expect(modules.length).toBeGreaterThan(40);
    for (const { file, key, imported } of modules) expect(key, file).toBe(imported);
  });
});
