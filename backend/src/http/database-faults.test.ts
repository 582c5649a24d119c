import { MikroORM } from '@mikro-orm/postgresql';
import { parse } from 'graphql';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { ormConfig } from '../db/orm.config.js';
import { createGraphQL, type GraphQLService } from '../graphql/server.js';
import { createLogger } from '../logger.js';
import { Contact } from '../modules/contacts/index.js';
import { ENTITIES, RESOLVERS } from '../modules/index.js';
import { ensureAdmin } from '../modules/auth/index.js';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { makeProduct } from '../test/factories.js';
import { standInRenderer, testResponseCaches } from '../test/front-door.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { createApp } from './app.js';
import { createRequestScope } from '../composition/request-scope.js';

/*
 * The database cut off and brought back through a TCP proxy this file runs between the app and
 * PostgreSQL (the shared server is never touched). Timeouts are short here so the file is quick;
 * the production defaults are the documented ones.
 */
const TIMEOUTS = {
  DB_CONNECT_TIMEOUT_MS: '800',
  DB_ACQUIRE_TIMEOUT_MS: '1000',
  DB_STATEMENT_TIMEOUT_MS: '800',
  READYZ_TIMEOUT_MS: '1000',
};
/** What a client of a cut-off database may wait at most: the acquire, then one statement. */
const WORST_WAIT_MS = 1000 + 800 + 1000 + 1500;
/** The promises: readiness answers within 2 s, and recovery within 5 s of the return. */
const READYZ_LIMIT_MS = 2000;
const RECOVERY_LIMIT_MS = 5000;

const PRODUCT_NAME = parse('query ProductName($id: ID!) { product(id: $id) { name } }');

/** A stand-in renderer that shows a product as the real one does, errors included. */
const source = standInRenderer(
  (url) => new URL(url, 'http://page.invalid').pathname,
  async ({ url, execute }) => {
    const id = url.split('/').pop() ?? '';
    const result = await execute({ document: PRODUCT_NAME, variables: { id } });
    const product = (result.data as { product?: { name: string } } | null)?.product;
    return {
      html: product ? `<h1>${product.name}</h1>` : '<p>Error loading product</p>',
      head: '<title>Product</title>',
    };
  },
);

const CONTACT = {
  name: 'Lorna Fehr',
  email: 'lorna.fehr@example.com',
  phone: '780-555-0110',
  businessType: 'Mixed Farming',
};

let db: TestDatabase;
let proxy: TcpProxy;
let orm: MikroORM;
let graphql: GraphQLService;
let server: Server;
let base: string;
/** Products whose pages and reads the tests ask for, each first in a different test. */
const products: number[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ seed: 'settings' });
  for (let i = 0; i < 3; i += 1) products.push((await makeProduct(db)).id);
  const direct = new URL(db.url);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(db.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: viaProxy.toString(),
    FRONTEND_DIST: '/nonexistent-frontend-dist',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    CONTACT_LIMIT: '0',
    ...TIMEOUTS,
  });
  // The app's own ORM, as openDatabase makes it: through the proxy, with the timeouts.
  orm = await MikroORM.init(
    ormConfig({
      clientUrl: viaProxy.toString(),
      entities: ENTITIES,
      log: () => undefined,
      timeouts: config.databaseTimeouts,
    }),
  );
  await ensureAdmin(db.orm.em.fork(), TEST_ADMIN);
  const logger = createLogger('silent');
  graphql = await createGraphQL(RESOLVERS, logger);
  // Caches on, to show that nothing answered while the database is away is kept.
  const caches = testResponseCaches();
  const app = createApp({
    config,
    logger,
    orm,
    graphql,
    requestScope: createRequestScope,
    renderer: { source },
    caches,
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  proxy?.restore();
  await new Promise((resolve) => server?.close(resolve));
  await graphql?.apollo.stop();
  await orm?.close(true);
  await proxy?.close();
  await db?.drop();
});

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  ms: number;
}

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, ms: performance.now() - started };
}

const readyz = () => call('/readyz');
/** Reads of content not read before in the file (the caches would answer those from memory). */
const restRead = (id: number) => call(`/api/products/${id}`);
const graphqlRead = (id: number) =>
  call('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ product(id: "${id}") { id name } }` }),
  });
const page = (id: number) => call(`/products/${id}`, { headers: { accept: 'text/html' } });
const submitContact = (message: string) =>
  call('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CONTACT, message }),
  });
const graphqlContact = (message: string) =>
  call('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation Send($input: ContactInput!) { submitContact(input: $input) { userErrors { message } } }',
      variables: { input: { ...CONTACT, businessType: 'MIXED_FARMING', message } },
    }),
  });

/** Signs the admin in (the database must be reachable). */
async function signIn(): Promise<string> {
  const answer = await call('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { token: string }).token;
}

/** Contacts with this message, read directly from PostgreSQL (not through the proxy). */
async function storedContacts(message: string): Promise<number> {
  return db.orm.em.fork().count(Contact, { message });
}

function expectUnavailableApi(answer: Answer) {
  expect(answer.status).toBe(503);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.text).toContain('temporarily unavailable');
  expect(answer.text).not.toMatch(/select|insert|timeout|ECONN|terminated/i);
  expect(answer.ms).toBeLessThan(WORST_WAIT_MS);
}

function expectUnavailablePage(answer: Answer) {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.text).toContain('Temporarily unavailable');
  expect(answer.text).not.toContain('Error loading product');
  expect(answer.ms).toBeLessThan(WORST_WAIT_MS);
}

/** Polls until every check answers 200; returns how long it took. */
async function recovery(checks: (() => Promise<Answer>)[]): Promise<number> {
  const started = performance.now();
  for (;;) {
    const answers = await Promise.all(checks.map((check) => check()));
    if (answers.every((answer) => answer.status === 200)) return performance.now() - started;
    if (performance.now() - started > 3 * RECOVERY_LIMIT_MS) {
      throw new Error(`no recovery: ${answers.map((a) => a.status).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A write answered while the database was away: a clear refusal, or a success with its row. */
async function expectNoLostWrite(answer: Answer, message: string, created: number) {
  expect([created, 503]).toContain(answer.status);
  if (answer.status === created) expect(await storedContacts(message)).toBe(1);
}

describe('the database stalled (packets dropped), then back', () => {
  it('answers 503 quickly and clearly while it is away, and 200 within 5 s of its return', async () => {
    const before = await submitContact('Sent before the outage');
    expect(before.status).toBe(201);
    expect((await readyz()).status).toBe(200);
    expect((await page(products[0])).status).toBe(200);

    proxy.stall();

    const ready = await readyz();
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThanOrEqual(READYZ_LIMIT_MS);
    expect(Number(ready.headers.get('retry-after'))).toBeGreaterThan(0);

    expectUnavailableApi(await restRead(products[0]));
    const gql = await graphqlRead(products[0]);
    expectUnavailableApi(gql);
    expect(JSON.parse(gql.text).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    // A page not rendered before, and one that was: the first cannot be read, the second may be
    // served from the page cache (content from before the outage) but never as an error page.
    expectUnavailablePage(await page(products[1]));
    const during = await submitContact('Sent during the stall');
    const duringGraphql = await graphqlContact('Sent by GraphQL during the stall');
    expect(duringGraphql.status).toBe(503);

    proxy.restore();
    const took = await recovery([
      readyz,
      () => restRead(products[0]),
      () => graphqlRead(products[0]),
      () => page(products[1]),
    ]);
    expect(took).toBeLessThan(RECOVERY_LIMIT_MS);

    const after = await page(products[1]);
    expect(after.headers.get('cache-control')).toBe('public, no-cache');
    expect(after.text).toContain('<h1>');
    expect(await storedContacts('Sent before the outage')).toBe(1);
    await expectNoLostWrite(during, 'Sent during the stall', 201);
    expect(await submitContact('Sent after the outage')).toMatchObject({ status: 201 });
  });
});

describe('the database refusing connections (a restart), then back', () => {
  it('answers reads and writes 503 instead of 500, and recovers within 5 s', async () => {
    const token = await signIn();
    proxy.refuse();

    expect((await readyz()).status).toBe(503);
    expectUnavailableApi(await restRead(products[1]));
    expectUnavailableApi(await graphqlRead(products[1]));
    expectUnavailablePage(await page(products[2]));
    const write = await submitContact('Sent during the restart');
    expectUnavailableApi(write);
    const mutation = await graphqlContact('Sent by GraphQL during the restart');
    expectUnavailableApi(mutation);
    expect(await storedContacts('Sent during the restart')).toBe(0);
    // With a bearer token, whose check reads its user before any resolver runs.
    const authorization = { authorization: `Bearer ${token}` };
    expectUnavailableApi(await call('/api/contacts', { headers: authorization }));
    const admin = await call('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authorization },
      body: JSON.stringify({ query: '{ products { id } }' }),
    });
    expectUnavailableApi(admin);
    expect(JSON.parse(admin.text).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

    proxy.restore();
    const took = await recovery([
      readyz,
      () => restRead(products[1]),
      () => graphqlRead(products[1]),
      () => page(products[2]),
    ]);
    expect(took).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(await submitContact('Sent after the restart')).toMatchObject({ status: 201 });
    expect(await storedContacts('Sent after the restart')).toBe(1);
  });
});
