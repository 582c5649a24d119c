import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/workers';

// End-to-end suite: the production server (built backend + frontend) on a free port and a fresh
// database, driven by Debian's Chromium through playwright-core. Run with `npm run test:e2e`.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files run side by side, each worker on its own server and with its own Chromium
    // (support/global-setup.ts); within a worker, one file after another.
    maxWorkers: E2E_WORKERS,
    // A worker's files share its modules (playwright-core, axe-core, the support files) instead of
    // importing them again for each file, and with them the worker's Chromium (useBrowser,
    // support/browser.ts): each file keeps its state in its own module and each test opens a
    // browser context of its own, and none stubs globals or mocks modules.
    isolate: false,
  },
});
