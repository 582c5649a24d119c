import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace; each workspace owns its own environment and setup.
// The end-to-end suite has its own config (e2e/vitest.config.ts) and is run by `npm run test:e2e`.
export default defineConfig({
  test: {
    projects: ['backend', 'ui-kit', 'frontend', 'scripts'],
  },
});
