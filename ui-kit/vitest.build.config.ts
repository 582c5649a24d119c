import { defineConfig } from 'vitest/config';

/**
 * Tests of the ui-kit's build tooling (build/), in Node as Vite runs it: extracting antd's
 * stylesheet renders every antd component through antd's style cache, which is not for the
 * component tests' shared jsdom workers (isolate: false there) to see.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'ui-kit-build',
    environment: 'node',
    include: ['build/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
