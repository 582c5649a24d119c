import { rmSync } from 'node:fs';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailDelivery, OutboxMessage } from '../modules/mail/index.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { eventually } from '../test/eventually.js';
import {
  startForecastFixtureServer,
  type ForecastFixtureServer,
} from '../test/forecast-fixture-server.js';
import { adminToken, gql } from '../test/graphql.js';
import { startS3Server, type S3TestServer } from '../test/s3-server.js';
import { startTestServer, type TestServer } from '../test/server.js';
import { writeStandInBuild } from '../test/stand-in-build.js';

/*
 * Issue 26, part 2: two instances on one database and one bucket, as replicas behind a load
 * balancer, with requests alternating between them. Whatever one does, the other sees: uploads,
 * edits, the abuse limits, a revoked session, and the same ETag for the same page; and the jobs
 * both work are done once, as is the forecast fetch of a cell both are asked for (issue 39).
 */

const SITE = 'http://localhost:4000';
const CONTACT_LIMIT = 3;

let db: TestDatabase;
let s3: S3TestServer;
let forecast: ForecastFixtureServer;
let dist: string;
let replicas: [TestServer, TestServer];

beforeAll(async () => {
  db = await createTestDatabase();
  s3 = await startS3Server();
  forecast = await startForecastFixtureServer();
  dist = writeStandInBuild('replicas-dist-');
  const env = {
    ...s3.env(),
    ...forecast.env(),
    // A cell's first fetch from the fixture is about 340 requests: long enough, on a busy machine,
    // to pass the page's 1.5 s wait (the outage budget's own test is e2e/spray-outage.e2e.ts).
    SPRAY_FORECAST_WAIT_MS: '10000',
    FRONTEND_DIST: dist,
    PUBLIC_URL: SITE,
    CONTACT_LIMIT: String(CONTACT_LIMIT),
  };
  replicas = [await startTestServer(db, env), await startTestServer(db, env)];
}, 90_000);
afterAll(async () => {
  for (const replica of replicas ?? []) await replica.close();
  await s3?.close();
  await forecast?.close();
  await db?.drop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** The replica that takes the n-th request of a test: they alternate, as a round robin does. */
const at = (n: number) => replicas[n % 2].origin;

describe('two replicas on one database and one bucket', () => {
  it('listen on two ports of their own', () => {
    expect(replicas[0].origin).not.toBe(replicas[1].origin);
  });

  it('serve an upload made through one from the other, and a delete through the other', async () => {
    const token = await adminToken(at(0));
    const bytes = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#5b7f3a' },
    })
      .png()
      .toBuffer();
    const uploaded = await request(at(0))
      .post('/api/admin/images')
      .set('Authorization', `Bearer ${token}`)
      .field('name', 'Canola field in July')
      .field('category', 'Other')
      .attach('file', bytes, 'field.png')
      .expect(201);
    const { id, path, variants } = uploaded.body as {
      id: string;
      path: string;
      variants: { url: string }[];
    };
    const served = await request(at(1)).get(path).expect(200);
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    expect(served.headers['cache-control']).toContain('immutable');
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) await request(at(1)).get(variant.url).expect(200);

    const deleted = await gql(
      at(1),
      'mutation ($id: ID!) { deleteImageAsset(id: $id) { deletedId userErrors { message } } }',
      { id },
      token,
    );
    expect(deleted.errors).toBeUndefined();
    await request(at(0)).get(path).expect(404);
    await request(at(1)).get(variants[0].url).expect(404);
  });

  it('show an edit made through one on the other, whose cache held the old answer', async () => {
    const token = await adminToken(at(1));
    const before = await request(at(0)).get('/api/testimonials').expect(200);
    const name = 'Robin Coulee, barley grower near Olds';
    expect(JSON.stringify(before.body)).not.toContain(name);
    const created = await gql(
      at(1),
      `mutation ($input: TestimonialInput!) {
        createTestimonial(input: $input) { testimonial { id } userErrors { message } }
      }`,
      { input: { customerName: name, content: 'Even emergence on every field.', rating: 5 } },
      token,
    );
    expect(created.data!.createTestimonial.userErrors).toEqual([]);
    // The other replica learns of the write through PostgreSQL (LISTEN/NOTIFY), within a second.
    await eventually(
      () => request(at(0)).get('/api/testimonials'),
      (res) => JSON.stringify(res.body).includes(name),
      2000,
    );
  });

  it('share the abuse limits: a parallel burst on both spends one budget', async () => {
    const send = (n: number) =>
      request(at(n))
        .post('/api/contact')
        .send({
          name: `Grower ${n}`,
          email: 'grower@example.com',
          phone: '306-555-0134',
          businessType: 'Other',
          message: 'Please call about the spring price list.',
        });
    // A burst at once, alternating between the replicas: the budget is spent once, atomically.
    const statuses = await Promise.all(
      Array.from({ length: CONTACT_LIMIT + 5 }, (_, n) => send(n).then((res) => res.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(CONTACT_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect((await send(1)).status).toBe(429);
  });

  it("send each message the contacts queued once, whichever replica's worker takes it", async () => {
    // Both replicas run mail workers on the one queue (pg-boss): each ledger row is claimed once.
    const em = () => db.orm.em.fork();
    const sent = await eventually(
      () => em().find(MailDelivery, { contactId: { $ne: null } }),
      (rows) => rows.length >= CONTACT_LIMIT && rows.every((row) => row.status === 'sent'),
    );
    expect(sent).toHaveLength(CONTACT_LIMIT);
    for (const row of sent) expect(row.attempts).toBe(1);
    // A moment later, still one message in the outbox per row: no second worker sent it again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const row of sent) {
      const copies = await em().count(OutboxMessage, {
        messageId: { $like: `<delivery-${row.id}@%` },
      });
      expect(copies).toBe(1);
    }
  });

  it('refuse a revoked bearer token and an ended browser session on both', async () => {
    const token = await adminToken(at(0));
    const me = (n: number, auth: { token?: string; cookie?: string }) => {
      const req = request(at(n)).post('/graphql').send({ query: '{ currentAdmin { username } }' });
      if (auth.token) req.set('Authorization', `Bearer ${auth.token}`);
      if (auth.cookie) req.set('Cookie', auth.cookie).set('Origin', SITE);
      return req.then((res) => res.body as { data?: { currentAdmin?: unknown }; errors?: unknown });
    };
    expect((await me(1, { token })).data?.currentAdmin).toBeTruthy();

    const login = await request(at(1))
      .post('/graphql')
      .set('Origin', SITE)
      .send({
        query: `mutation ($input: AdminLoginInput!) {
          adminLogin(input: $input, browserSession: true) { userErrors { message } }
        }`,
        variables: { input: { username: 'admin', password: 'prairie-dev-password' } },
      })
      .expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    expect((await me(0, { cookie })).data?.currentAdmin).toBeTruthy();

    // The browser signs out through one replica: its session is over on both.
    const out = await request(at(0))
      .post('/graphql')
      .set('Cookie', cookie)
      .set('Origin', SITE)
      .send({ query: 'mutation { adminLogout { signedOut } }' })
      .expect(200);
    expect(out.body.data.adminLogout.signedOut).toBe(true);
    for (const n of [0, 1]) expect((await me(n, { cookie })).errors).toBeDefined();
    // The token still works: signing out a browser ends that browser only.
    expect((await me(1, { token })).data?.currentAdmin).toBeTruthy();

    // Signing out everywhere through the other replica ends the token on both.
    await gql(at(1), 'mutation { signOutEverywhere { signedOut } }', {}, token);
    for (const n of [0, 1]) expect((await me(n, { token })).errors).toBeDefined();
  });

  it('give the same ETag for the same page and REST answer, so either answers 304', async () => {
    for (const [path, accept] of [
      ['/', 'text/html'],
      ['/products/1', 'text/html'],
      ['/api/products', 'application/json'],
    ] as const) {
      const first = await request(at(0))
        .get(path)
        .set('Accept', accept)
        .set('Accept-Encoding', 'br, gzip')
        .expect(200);
      const etag = first.headers.etag;
      expect(etag, path).toBeTruthy();
      const second = await request(at(1))
        .get(path)
        .set('Accept', accept)
        .set('Accept-Encoding', 'br, gzip')
        .expect(200);
      expect(second.headers.etag, path).toBe(etag);
      for (const n of [1, 0]) {
        await request(at(n))
          .get(path)
          .set('Accept', accept)
          .set('Accept-Encoding', 'br, gzip')
          .set('If-None-Match', etag)
          .expect(304);
      }
    }
  });

  it('ask the forecast provider once for a cell both are asked for at once', async () => {
    const query = `query ($placeId: Int, $rainfastHours: Float) {
      sprayForecast(placeId: $placeId, rainfastHours: $rainfastHours) {
        status hours { startsAt temperatureCelsius windSpeedKmh }
      }
    }`;
    const saskatoon = { placeId: 6141256 };
    const [here, there] = await Promise.all([0, 1].map((n) => gql(at(n), query, saskatoon)));
    for (const answer of [here, there]) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.sprayForecast.status).toBe('AVAILABLE');
    }
    // Both read the one forecast the winner of the cell's claim fetched and stored (each from
    // the hour in progress by its own clock, which may just have turned).
    type Hour = { startsAt: string };
    const hours = here.data!.sprayForecast.hours as Hour[];
    const theirs = new Map(
      (there.data!.sprayForecast.hours as Hour[]).map((hour) => [hour.startsAt, hour]),
    );
    const shared = hours.filter((hour) => theirs.has(hour.startsAt));
    expect(shared.length).toBeGreaterThanOrEqual(hours.length - 1);
    for (const hour of shared) expect(theirs.get(hour.startsAt)).toEqual(hour);
    // One GetCapabilities, and one GetFeatureInfo per layer and hour (and the accumulated rain
    // of the hour before the first, unless that is the run's start): one fetch, not two.
    expect(forecast.counts.capabilities).toBe(1);
    expect(forecast.counts.featureInfo).toBeGreaterThanOrEqual(7 * (hours.length - 1));
    expect(forecast.counts.featureInfo).toBeLessThanOrEqual(7 * (hours.length + 1) + 1);
    // Asked again on either, with another rainfast time (no response cache holds it): the cell
    // comes from PostgreSQL.
    for (const n of [0, 1]) await gql(at(n), query, { ...saskatoon, rainfastHours: 1 });
    expect(forecast.counts.capabilities).toBe(1);
  });
});
