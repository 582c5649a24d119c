import { defineConfig } from 'vitest/config';

// Repository-level checks: docker compose wiring, generated code freshness, the start script, the
// JavaScript budgets of a first visit (frontend/size-budgets.json).
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'repo',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 60_000,
  },
});
