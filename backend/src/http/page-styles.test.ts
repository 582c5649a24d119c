import { describe, expect, it } from 'vitest';
import {
  pageScriptsMeta,
  scriptsOf,
  stylesheetLinks,
  stylesheetsOf,
  withDeferredStyles,
  type Manifest,
} from './page-styles.js';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  _shared: { file: 'assets/shared-2.js', css: ['assets/Card-2.css'] },
  'src/pages/Home/HomePage.tsx': {
    file: 'assets/HomePage-3.js',
    imports: ['_shared', 'index.html'],
    css: ['assets/HomePage-3.css'],
  },
  'src/features/Form.tsx': {
    file: 'assets/Form-4.js',
    imports: ['_shared'],
    css: ['assets/Form-4.css'],
  },
};

describe('page stylesheets', () => {
  it("links a module's stylesheets after those of its imports, without the entry's", () => {
    expect(stylesheetsOf(manifest, ['src/pages/Home/HomePage.tsx'])).toEqual([
      '/assets/Card-2.css',
      '/assets/HomePage-3.css',
    ]);
    expect(stylesheetLinks(['/assets/Card-2.css'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/Card-2.css">',
    );
  });

  it("lists a module's scripts with its imports', without the entry's, for the page loader", () => {
    expect(scriptsOf(manifest, ['src/pages/Home/HomePage.tsx', 'src/features/Form.tsx'])).toEqual([
      '/assets/shared-2.js',
      '/assets/HomePage-3.js',
      '/assets/Form-4.js',
    ]);
    expect(pageScriptsMeta(['/assets/shared-2.js', '/assets/HomePage-3.js'])).toBe(
      '<meta name="page-scripts" content="/assets/shared-2.js /assets/HomePage-3.js">',
    );
    expect(pageScriptsMeta([])).toBe('');
    expect(() => scriptsOf(manifest, ['src/Gone.tsx'])).toThrow(/rebuild the frontend/);
  });

  it('refuses a module the build does not have', () => {
    expect(() => stylesheetsOf(manifest, ['src/Gone.tsx'])).toThrow(/rebuild the frontend/);
  });

  it("names a deferred part's own stylesheets on its wrapper, and drops the key", () => {
    const html =
      '<main><div data-lazy-part="src/features/Form.tsx"><form></form></div>' +
      '<div data-lazy-part="src/pages/Other.tsx"><p>Other</p></div></main>';
    expect(
      withDeferredStyles(html, new Map([['src/features/Form.tsx', ['/assets/Form-4.css']]])),
    ).toBe(
      '<main><div data-styles="/assets/Form-4.css"><form></form></div>' +
        '<div><p>Other</p></div></main>',
    );
  });
});
