import { defineConfig } from 'vitest/config';
import { AGRONOMY_SOURCE } from '../agronomy/source-alias.ts';
import { plugins, SERVER_TESTS } from './vitest.config.ts';

/**
 * The server renderer's tests, in Node as the backend runs it, each file in a module graph of its
 * own. They cannot share the jsdom workers of the other tests (isolate: false there): a render
 * pass that Apollo aborts leaves React's context values set, and a later file's client render
 * then finds itself "inside another <Router>".
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: plugins(),
  resolve: { alias: [AGRONOMY_SOURCE] },
  test: {
    name: 'frontend-server',
    environment: 'node',
    include: SERVER_TESTS,
  },
});
