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
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});
