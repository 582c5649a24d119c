import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKEND_IMPORTS_DOC, importArrows, renderBackendImports } from './import-graph.mjs';

describe('docs/backend-imports.md', () => {
  it('is what `npm run imports` would write from the code as it is', () => {
    expect(
      readFileSync(BACKEND_IMPORTS_DOC, 'utf8'),
      'docs/backend-imports.md is out of date: run `npm run imports` to write it from backend/src',
    ).toBe(renderBackendImports(importArrows()));
  });
});
