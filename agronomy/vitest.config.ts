import { defineConfig } from 'vitest/config';

// The farm tools' pure arithmetic: known answers from published examples and fast-check properties.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'agronomy',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
