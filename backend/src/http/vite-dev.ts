import type { RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.js';
import { pageTemplate } from './page-csp.js';
import type { RendererSource, ServerEntry } from './ssr.js';

/**
 * `npm run dev`: Vite in middleware mode inside this server. Pages are rendered on the server from
 * the sources (with HMR in the browser), exactly as production renders them from the build.
 * Vite is a development dependency: it is imported only here, only in this mode.
 */
export async function viteDevRenderer(
  httpServer: Server,
): Promise<{ middleware: RequestHandler; source: RendererSource; close(): Promise<void> }> {
  const root = join(REPO_ROOT, 'frontend');
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });
  // Vite's page imports its client and React Refresh from parser-inserted scripts, which a hash
  // cannot allow under 'strict-dynamic': this process's pages use a nonce instead (page-csp.ts).
  const devNonce = randomBytes(16).toString('base64');
  return {
    middleware: vite.middlewares as unknown as RequestHandler,
    source: {
      template: async (url) =>
        pageTemplate(
          await vite.transformIndexHtml(url, await readFile(join(root, 'index.html'), 'utf8')),
          { devNonce },
        ),
      entry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>,
      fixStack: (error) => vite.ssrFixStacktrace(error),
    },
    close: () => vite.close(),
  };
}
