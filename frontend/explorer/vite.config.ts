import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';

/**
 * The GraphQL explorer (GraphiQL) served at GET /graphql: a build of its own, apart from the site's
 * (frontend/vite.config.ts), so its editor (Monaco, a few MB) never counts towards the site's
 * JavaScript budgets. `npm run build:explorer -w frontend` writes dist/explorer: index.html, which
 * the backend sends for /graphql, and content-hashed files under /graphql-explorer/assets/
 * (backend/src/http/explorer.ts).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/graphql-explorer/',
  // The site's public files (favicon) are served by the site; nothing to copy here.
  publicDir: false,
  plugins: [react()],
  worker: {
    // Monaco's workers import modules of their own: one ES module file each (the default, `iife`,
    // cannot split them).
    format: 'es',
  },
  build: {
    outDir: join(import.meta.dirname, '..', 'dist', 'explorer'),
    emptyOutDir: true,
    target: 'es2022',
    // Monaco's chunks are large by nature; this page is not part of the site's budgets.
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      // GraphiQL's modules start with React Compiler's "use no memo", which bundling drops
      // harmlessly (they are compiled already): one warning per module, nothing to act on.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
