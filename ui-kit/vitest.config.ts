import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from './build/antd-static-styles.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), antdStaticStyles()],
  test: {
    name: 'ui-kit',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Test files share one module graph per worker, so antd, React and the stories are imported
    // once per worker rather than once per file (that import was most of the suite's time). What a
    // file could leave behind is undone after every test: stubbed globals and mocks (below), and
    // in vitest.setup.ts the rendered trees, the timers and the storage.
    isolate: false,
    unstubGlobals: true,
    restoreMocks: true,
    // Form stories type into antd inputs key by key, which is slow in jsdom.
    testTimeout: 20_000,
  },
});
