import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Two builds: the browser bundle (dist/client) and the server renderer (dist/server/entry-server.js,
 * `vite build --ssr`), which the backend imports to render public pages. In `npm run dev` the
 * backend runs Vite in middleware mode instead (server rendering with HMR), so no proxy is needed.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    emptyOutDir: true,
    sourcemap: !isSsrBuild,
    target: 'es2022',
  },
  ssr: {
    // The production server renderer bundles every dependency: some of antd's CommonJS helpers
    // (e.g. @emotion/hash) do not survive Node's ESM-to-CommonJS interop when left external. In
    // `npm run dev` Vite loads dependencies through Node as usual.
    noExternal: isSsrBuild ? true : undefined,
  },
}));
