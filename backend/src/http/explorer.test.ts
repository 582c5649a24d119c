import type { Express } from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createGraphQL, type GraphQLService } from '../graphql/server.js';
import { createLogger } from '../logger.js';
import { RESOLVERS } from '../modules/index.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/app.js';
import { createApp } from './app.js';
import { EXPLORER_CSP } from './explorer.js';
import { createRequestScope } from '../composition/request-scope.js';

/** A stand-in for `npm run build:explorer -w frontend`'s output (frontend/dist/explorer). */
const dist = mkdtempSync(join(tmpdir(), 'explorer-dist-'));
const PAGE = '<!doctype html><title>GraphQL API explorer</title><div id="graphiql"></div>';
const ASSET = '/graphql-explorer/assets/index-C0ffee12.js';
mkdirSync(join(dist, 'explorer', 'assets'), { recursive: true });
writeFileSync(join(dist, 'explorer', 'index.html'), PAGE);
writeFileSync(join(dist, 'explorer', 'assets', 'index-C0ffee12.js'), 'export {};\n');

/** What Chromium sends when an address is typed in. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

let t: TestApp;
/** The same app with GRAPHQL_EXPLORER=off, on the same database. */
let off: Express;
let offGraphQL: GraphQLService;

beforeAll(async () => {
  t = await createTestApp({ FRONTEND_DIST: dist }, { seed: 'settings' });
  const logger = createLogger('silent');
  offGraphQL = await createGraphQL(RESOLVERS, logger);
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: t.db.url,
    FRONTEND_DIST: dist,
    GRAPHQL_EXPLORER: 'off',
  });
  off = createApp({
    config,
    logger,
    orm: t.db.orm,
    graphql: offGraphQL,
    requestScope: createRequestScope,
  });
});
afterAll(async () => {
  await offGraphQL.apollo.stop();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the GraphQL explorer at /graphql', () => {
  it('answers a browser with the explorer page under a strict Content-Security-Policy', async () => {
    const res = await request(t.app).get('/graphql').set('accept', BROWSER_ACCEPT).expect(200);
    expect(res.type).toBe('text/html');
    expect(res.text).toBe(PAGE);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = res.headers['content-security-policy'];
    expect(csp).toBe(EXPLORER_CSP);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
    ]) {
      expect(csp.split('; ')).toContain(directive);
    }
    // No address of another origin anywhere in the policy.
    expect(csp).not.toMatch(/https?:/);
  });

  it('serves its hashed files for a year, and a missing one as a 404', async () => {
    const res = await request(t.app).get(ASSET).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.type).toBe('text/javascript');
    await request(t.app).get('/graphql-explorer/assets/index-0ld0ld00.js').expect(404);
  });

  it('leaves POST and non-HTML GET requests to Apollo as before', async () => {
    const post = await request(t.app).post('/graphql').send({ query: '{ __typename }' });
    expect(post.body).toEqual({ data: { __typename: 'Query' } });

    // A GET query from a client that did not preflight is refused by Apollo's CSRF prevention...
    const simple = await request(t.app)
      .get('/graphql')
      .query({ query: '{ __typename }' })
      .set('accept', 'application/json');
    expect(simple.status).toBe(400);
    expect(simple.text).toContain('Cross-Site Request Forgery');
    // ...and answered with the header it asks for; curl's `*/*` does not get the page either.
    const preflighted = await request(t.app)
      .get('/graphql')
      .query({ query: '{ __typename }' })
      .set('accept', '*/*')
      .set('apollo-require-preflight', 'true')
      .expect(200);
    expect(preflighted.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('is switched off by GRAPHQL_EXPLORER=off: a browser gets Apollo’s plain answer', async () => {
    const page = await request(off).get('/graphql').set('accept', BROWSER_ACCEPT);
    expect(page.status).toBe(400);
    expect(page.text).not.toContain('graphiql');
    expect(page.headers['content-security-policy']).toBeUndefined();
    // Its files are not served either (here the site, not built, answers instead).
    const asset = await request(off).get(ASSET).set('accept', '*/*');
    expect(asset.status).not.toBe(200);
    expect(asset.text).not.toBe('export {};\n');
    // Introspection stays on.
    const schema = await request(off)
      .post('/graphql')
      .send({ query: '{ __schema { queryType { name } } }' })
      .expect(200);
    expect(schema.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('says how to build it when the build is missing', async () => {
    const app = createApp({
      config: { ...t.config, frontendDist: join(dist, 'missing') },
      logger: createLogger('silent'),
      orm: t.db.orm,
      graphql: offGraphQL,
      requestScope: createRequestScope,
    });
    const res = await request(app).get('/graphql').set('accept', BROWSER_ACCEPT).expect(503);
    expect(res.text).toContain('npm run build');
  });
});
