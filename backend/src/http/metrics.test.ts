import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { createTestApp } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { eventually } from '../test/eventually.js';
import { startTestServer, type TestServer } from '../test/server.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { operationNameOf, routeKindOf } from './metrics.js';

/*
 * Issue 26, part 5: GET /metrics (Prometheus) on a whole server (its front door, caches, pool,
 * queue and mail workers), and X-Request-Id on every answer and every log line of a request.
 */

const TOKEN = 'metrics-token-for-tests-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let db: TestDatabase;
let server: TestServer;
let sink: SmtpSink;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  sink = await startSmtpSink();
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line) logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  server = await startTestServer(
    db,
    {
      METRICS_TOKEN: TOKEN,
      TRUST_PROXY: '1',
      SMTP_URL: sink.url,
      MAIL_FROM: 'office@example.com',
      COMPANY_MAILBOX: 'office@example.com',
    },
    createLogger('info', destination),
  );
}, 60_000);
afterAll(async () => {
  await server?.close();
  await sink?.stop();
  await db?.drop();
});

/** One scrape, as `name{labels}` → value. */
async function scrape(): Promise<Map<string, number>> {
  const res = await request(server.origin)
    .get('/metrics')
    .set('Authorization', `Bearer ${TOKEN}`)
    .expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const series = new Map<string, number>();
  for (const line of res.text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    series.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return series;
}

const value = (series: Map<string, number>, key: string) => series.get(key) ?? 0;

const requests = (kind: string, operation: string, method: string, status: string) =>
  `http_requests_total{kind="${kind}",operation="${operation}",method="${method}",status="${status}"}`;

describe('GET /metrics', () => {
  it('is off (404) without METRICS_TOKEN', async () => {
    const t = await createTestApp({}, { seed: 'settings' });
    try {
      const res = await request(t.app)
        .get('/metrics')
        .set('Authorization', `Bearer ${TOKEN}`)
        .expect(404);
      expect(res.text).not.toContain('http_requests_total');
    } finally {
      await t.close();
    }
  });

  it('refuses a scrape without the token, or with another one, from any address', async () => {
    const none = await request(server.origin).get('/metrics').expect(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.headers['cache-control']).toBe('no-store');
    expect(none.text).not.toContain('http_requests_total');
    await request(server.origin)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN.slice(0, -1)}x`)
      .expect(401);
    await request(server.origin).get('/metrics').set('Authorization', TOKEN).expect(401);
  });

  it('counts REST reads and the reads cache: a miss, then hits served by the front door', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) await request(server.origin).get('/api/products').expect(200);
    const after = await scrape();
    const key = requests('rest', '', 'GET', '200');
    expect(value(after, key) - value(before, key)).toBe(3);
    const miss = 'http_cache_lookups_total{cache="reads",result="miss"}';
    const hit = 'http_cache_lookups_total{cache="reads",result="hit"}';
    expect(value(after, miss) - value(before, miss)).toBe(1);
    expect(value(after, hit) - value(before, hit)).toBe(2);
    const count = 'http_request_duration_seconds_count{kind="rest",operation=""}';
    expect(value(after, count) - value(before, count)).toBe(3);
  });

  it('counts GraphQL by operation name, with a latency histogram', async () => {
    const before = await scrape();
    const query = 'query MetricsProbe { products { id } }';
    for (let i = 0; i < 2; i++) {
      await request(server.origin).post('/graphql').send({ query }).expect(200);
    }
    await request(server.origin)
      .post('/graphql')
      .send({ query: '{ company { name } }' })
      .expect(200);
    const after = await scrape();
    const named = requests('graphql', 'MetricsProbe', 'POST', '200');
    expect(value(after, named) - value(before, named)).toBe(2);
    const anonymous = requests('graphql', 'anonymous', 'POST', '200');
    expect(value(after, anonymous) - value(before, anonymous)).toBe(1);
    const le =
      'http_request_duration_seconds_bucket{le="+Inf",kind="graphql",operation="MetricsProbe"}';
    expect(value(after, le) - value(before, le)).toBe(2);
    const hit = 'http_cache_lookups_total{cache="graphql",result="hit"}';
    expect(value(after, hit) - value(before, hit)).toBe(1);
  });

  it('reports the database pool and the event loop', async () => {
    const series = await scrape();
    expect(value(series, 'db_pool_max')).toBeGreaterThan(0);
    expect(series.has('db_pool_connections_in_use')).toBe(true);
    expect(series.has('db_pool_waiting')).toBe(true);
    expect(series.get('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(series.has('process_cpu_seconds_total')).toBe(true);
  });

  it('reports queue depth and failures from the queue tables', async () => {
    const sql = db.orm.em.fork().getConnection();
    await sql.execute(`select pgboss.create_queue('metrics-probe', '{"policy":"standard"}'::json)`);
    const job = `insert into pgboss.job (name, data, state) values ('metrics-probe', '{}', ?)`;
    await sql.execute(job, ['created']);
    await sql.execute(job, ['created']);
    await sql.execute(job, ['failed']);
    const series = await scrape();
    expect(series.get('queue_jobs{queue="metrics-probe",state="created"}')).toBe(2);
    expect(series.get('queue_jobs{queue="metrics-probe",state="failed"}')).toBe(1);
    await sql.execute(`delete from pgboss.job where name = 'metrics-probe' and state = 'created'`);
    const drained = await scrape();
    expect(drained.has('queue_jobs{queue="metrics-probe",state="created"}')).toBe(false);
  });

  it('counts e-mails sent, and attempts that failed and will be retried', async () => {
    const sent = 'mail_messages_total{outcome="sent"}';
    const retrying = 'mail_messages_total{outcome="retrying"}';
    const before = await scrape();
    const contact = (name: string) =>
      request(server.origin)
        .post('/api/contact')
        .send({
          name,
          email: 'grower@example.com',
          phone: '306-555-0134',
          businessType: 'Other',
          message: 'Please send the spring price list.',
        })
        .expect(201);
    await contact('Mel Prairie');
    await sink.waitFor(1);
    const afterSend = await eventually(scrape, (s) => value(s, sent) - value(before, sent) === 1);
    expect(value(afterSend, retrying)).toBe(value(before, retrying));
    await sink.stop();
    try {
      await contact('Sam Coulee');
      await eventually(scrape, (s) => value(s, retrying) - value(before, retrying) >= 1);
    } finally {
      await sink.start();
    }
  });
});

describe('X-Request-Id', () => {
  it('names every answer, cache hits included, with a new id each time', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const res = await request(server.origin).get('/api/testimonials').expect(200);
      ids.push(res.headers['x-request-id']);
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it("keeps a trusted proxy's id, and every log line of the request carries it", async () => {
    const id = 'edge-7f3a9c2e41d04b6f';
    const res = await request(server.origin)
      .get('/api/no-such-route')
      .set('X-Request-Id', id)
      .expect(404);
    expect(res.headers['x-request-id']).toBe(id);
    const lines = await eventually(
      async () => logLines.filter((line) => line.requestId === id),
      (found) => found.some((line) => line.msg === 'request completed'),
    );
    expect(lines.length).toBeGreaterThan(0);
    // A cached answer is logged by the front door, not pino-http: it carries the id too.
    await request(server.origin).get('/api/products').expect(200);
    await request(server.origin).get('/api/products').set('X-Request-Id', `${id}-hit`).expect(200);
    await eventually(
      async () => logLines.filter((line) => line.requestId === `${id}-hit`),
      (found) => found.some((line) => line.cache === 'hit'),
    );
  });

  it("ignores a client's id without TRUST_PROXY, and a malformed one from a proxy", async () => {
    const t = await createTestApp({}, { seed: 'settings' });
    try {
      const res = await request(t.app).get('/healthz').set('X-Request-Id', 'client-chosen-id-1');
      expect(res.headers['x-request-id']).toMatch(UUID);
    } finally {
      await t.close();
    }
    const odd = await request(server.origin)
      .get('/healthz')
      .set('X-Request-Id', 'a b<script>')
      .expect(200);
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });
});

describe('metrics labels', () => {
  it('sorts addresses into route kinds, never the path itself', () => {
    expect(routeKindOf('/')).toBe('page');
    expect(routeKindOf('/products/7?x=1')).toBe('page');
    expect(routeKindOf('/graphql')).toBe('graphql');
    expect(routeKindOf('/api/products?category=x')).toBe('rest');
    expect(routeKindOf('/products.json')).toBe('rest');
    expect(routeKindOf('/uploads/0b8e.png')).toBe('file');
    expect(routeKindOf('/assets/entry-abc.js')).toBe('file');
    expect(routeKindOf('/readyz')).toBe('health');
  });

  it('names an operation from the body, the document or the query string', () => {
    const req = (body: unknown, url = '/graphql') => ({ body, url }) as never;
    expect(operationNameOf(req({ operationName: 'Products', query: 'query X { a }' }))).toBe(
      'Products',
    );
    expect(operationNameOf(req({ query: 'mutation SaveThing { a }' }))).toBe('SaveThing');
    expect(operationNameOf(req({ query: '{ a }' }))).toBe('anonymous');
    expect(operationNameOf(req(undefined, '/graphql?query=query%20Q1%20%7B%20a%20%7D'))).toBe('Q1');
  });

  it('refuses a short METRICS_TOKEN at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be 24/);
  });
});
