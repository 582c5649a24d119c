import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace; each workspace owns its own environment and setup. The
// component tests share their workers' module graphs (isolate: false); the tests of the ui-kit's
// build tooling and of the server renderer run apart, in Node (their configs say why).
// The end-to-end suite has its own config (e2e/vitest.config.ts) and is run by `npm run test:e2e`.
export default defineConfig({
  test: {
    projects: [
      'agronomy',
      'backend',
      'ui-kit',
      'ui-kit/vitest.build.config.ts',
      'frontend',
      'frontend/vitest.server.config.ts',
      'scripts',
    ],
    // Vitest's default is one worker fewer than the cores: one worker on our 2-core machines, so
    // half the machine idled while the jsdom files ran one by one (4 min 45 s against 3 min).
    maxWorkers: availableParallelism(),
    // `npm run test:coverage`: line and branch coverage (V8's) of the workspaces' sources, the
    // tests, test helpers, stories and generated code left out (docs/benchmarks.md keeps figures).
    coverage: {
      provider: 'v8',
      include: ['{backend,frontend,ui-kit,agronomy}/src/**/*.{ts,tsx}'],
      exclude: [
        '**/*.{test,spec,stories}.{ts,tsx}',
        '**/test/**',
        '**/*.d.ts',
        '**/graphql/generated/**',
      ],
      reporter: ['text-summary', 'json-summary'],
      // A failed test still leaves the figures of the run.
      reportOnFailure: true,
    },
  },
});
