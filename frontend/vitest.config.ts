import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from '../ui-kit/build/antd-static-styles.ts';
import { AGRONOMY_SOURCE } from '../agronomy/source-alias.ts';

/** Tests of the server renderer: they run apart, in Node (vitest.server.config.ts). */
export const SERVER_TESTS = [
  'src/entry-server.test.tsx',
  'src/pages/FarmTools/farmTools.server.test.tsx',
  'src/pages/SprayConditions/sprayConditions.server.test.tsx',
];

export const plugins = () => [react(), antdStaticStyles()];

export default defineConfig({
  root: import.meta.dirname,
  plugins: plugins(),
  resolve: { alias: [AGRONOMY_SOURCE] },
  test: {
    name: 'frontend',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: SERVER_TESTS,
    // Test files share one module graph per worker, so antd, React and the stories are imported
    // once per worker rather than once per file (that import was most of the suite's time). What a
    // file could leave behind is undone after every test: stubbed globals and mocks (below), and
    // in vitest.setup.ts the rendered trees, the page's head tags, the timers and the storage.
    isolate: false,
    // Page tests click through antd tabs, accordions and forms in jsdom, each a few seconds on a
    // 2-core machine with both workers busy; Vitest's 5 s default failed them under load (a CI
    // run timed one out). The ui-kit's stories have 20 s for the same reason.
    testTimeout: 20_000,
    unstubGlobals: true,
    restoreMocks: true,
  },
});
