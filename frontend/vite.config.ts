import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev`: Vite serves the app with HMR on 5173 and forwards the API to the backend on 4000.
const backend = process.env.BACKEND_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': backend,
      '/api': backend,
      '/images': backend,
      '/documents': backend,
      '/newsletters': backend,
      '/uploads': backend,
      '/products.json': backend,
    },
  },
  build: {
    sourcemap: true,
    target: 'es2022',
  },
});
