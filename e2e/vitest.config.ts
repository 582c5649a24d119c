import { defineConfig } from 'vitest/config';

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
    // One browser and one server are plenty for 2 cores; files run one after another.
    fileParallelism: false,
  },
});
