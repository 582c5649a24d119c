// `npm run bench`: performance numbers of the production build, printed, never asserted.
// Starts the built server on a free port and a throw-away database (embedded, or a new database on
// DATABASE_URL's server), measures a bounded number of loopback requests, reports the frontend's
// transfer sizes, then stops everything.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const REQUESTS = 300;
const CONCURRENCY = 8;

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'prairie-bench-'));
chmodSync(dataDir, 0o755);
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
};
if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/bench_${Date.now()}`;
  env.DATABASE_URL = url.toString();
}
const server = spawn('node', ['backend/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 360; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 250));
}

async function measure(name, request) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const res = await request();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(
    `${name.padEnd(34)} ${String(Math.round(times.length / elapsed)).padStart(6)} req/s   p50 ${pct(50)} ms   p95 ${pct(95)} ms`,
  );
}

try {
  console.log(`\n${REQUESTS} requests each, ${CONCURRENCY} at a time, loopback:\n`);
  await measure('GET /healthz', () => fetch(`${base}/healthz`));
  await measure('GET / (app shell)', () => fetch(`${base}/`, { headers: { accept: 'text/html' } }));
  await measure('GET /api/testimonials', () => fetch(`${base}/api/testimonials`));
  await measure('POST /graphql testimonials', () =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ testimonials { id customerName content rating } }' }),
    }),
  );

  const assets = join(root, 'frontend/dist/assets');
  let js = 0;
  let css = 0;
  for (const file of readdirSync(assets)) {
    if (file.endsWith('.map')) continue;
    const size = gzipSync(readFileSync(join(assets, file))).length;
    if (file.endsWith('.js')) js += size;
    if (file.endsWith('.css')) css += size;
  }
  console.log(
    `\nfrontend assets (all chunks, gzip): JS ${(js / 1024).toFixed(1)} KiB, CSS ${(css / 1024).toFixed(1)} KiB\n`,
  );
} finally {
  server.kill('SIGINT');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
