import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdStaticStyles } from '../ui-kit/build/antd-static-styles.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), antdStaticStyles()],
  test: {
    name: 'frontend',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
