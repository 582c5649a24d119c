import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC compiles the tests so TypeGraphQL and MikroORM get the decorator metadata they read
// (esbuild, Vitest's default, does not emit it).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    swc.vite({
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', decorators: true },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          useDefineForClassFields: false,
        },
      },
    }),
  ],
  test: {
    name: 'backend',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['reflect-metadata'],
    // Test files share one module graph per worker: the app, schema and entities are imported once
    // per worker instead of once per file (most of the suite's time). Each file still has its own
    // database, so no rows are shared.
    isolate: false,
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});
