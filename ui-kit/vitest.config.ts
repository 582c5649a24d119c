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
    // Form stories type into antd inputs key by key, which is slow in jsdom.
    testTimeout: 20_000,
  },
});
