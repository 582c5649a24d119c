import { describe, expect, it } from 'vitest';
import { startSiteServer } from './support/site-server';

interface AccessLine {
  level: number;
  requestId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  msg?: string;
}

/** The JSON lines a server printed, each parsed (its stderr's lines too, which are none here). */
function jsonLines(output: string): AccessLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as AccessLine);
}

/**
 * The access log as `npm start` writes it, at the default level: one JSON line per request with
 * its method, path, status, time and request id, written from a buffer off the request's path
 * (backend/src/logger.ts), and every line out by the time a clean shutdown has ended the process.
 */
describe('the access log at the default log level', () => {
  it(
    'has one line per request, cache misses and hits alike, all flushed at a clean shutdown',
    { timeout: 180_000 },
    async () => {
      // LOG_LEVEL unset: the default, as `npm start` and the Docker image run.
      const server = await startSiteServer({ env: { LOG_LEVEL: undefined } });
      let stopped = false;
      try {
        const requests = [
          { path: '/', accept: 'text/html' }, // rendered, then cached
          { path: '/', accept: 'text/html' }, // answered by the front door from the cache
          { path: '/api/products', accept: 'application/json' },
          { path: '/api/products', accept: 'application/json' },
          { path: '/no-such-page', accept: 'text/html' },
        ];
        const sent: { path: string; id: string; status: number }[] = [];
        for (const { path, accept } of requests) {
          const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept } });
          await response.arrayBuffer();
          const id = response.headers.get('x-request-id');
          expect(id, `${path} names its request`).toBeTruthy();
          sent.push({ path, id: id!, status: response.status });
        }
        expect(sent.map((s) => s.status)).toEqual([200, 200, 200, 200, 404]);

        await server.stop();
        stopped = true;
        const lines = jsonLines(server.output());
        for (const { path, id, status } of sent) {
          const mine = lines.filter((line) => line.requestId === id && line.req);
          expect(mine, `one access line for ${path} (${id})`).toHaveLength(1);
          expect(mine[0]).toMatchObject({
            req: { method: 'GET', url: path },
            res: { statusCode: status },
          });
          expect(mine[0].responseTime).toBeGreaterThanOrEqual(0);
        }
        // The last line of the shutdown, logged just before the process exited, is out too.
        expect(lines.at(-1)?.msg).toBe('stopped');
      } finally {
        if (!stopped) await server.stop();
      }
    },
  );
});
