import swc from 'unplugin-swc';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { AGRONOMY_SOURCE } from '../agronomy/source-alias.js';

const require = createRequire(import.meta.url);

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
  resolve: {
    // One graphql for all: Node loads graphql's CommonJS build for type-graphql and Apollo, and so
    // does the server at run time; Vite alone would give our sources its ES build, a second copy
    // whose schema classes the first refuses ("from another module or realm").
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }, AGRONOMY_SOURCE],
  },
  test: {
    name: 'backend',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
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
