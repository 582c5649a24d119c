import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { makeTestimonial } from '../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
});
afterAll(() => t.close());

describe('HTTP surface', () => {
  it('answers /healthz while the process is alive', async () => {
    const res = await request(t.app).get('/healthz').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz after asking the database', async () => {
    const res = await request(t.app).get('/readyz').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers GraphQL { __typename } at /graphql', async () => {
    const res = await request(t.app).post('/graphql').send({ query: '{ __typename }' }).expect(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('answers unknown /api paths with a JSON 404, never the app shell', async () => {
    const res = await request(t.app).get('/api/no-such-thing').set('accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body.message).toContain('/api/no-such-thing');
  });

  it('refuses malformed JSON with 400 and oversized bodies with 413', async () => {
    const bad = await request(t.app)
      .post('/api/anything')
      .set('content-type', 'application/json')
      .send('{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'The request body is not valid JSON' });

    const big = await request(t.app)
      .post('/api/anything')
      .send({ message: 'x'.repeat(100_000) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'The request body is too large' });
  });

  it('says how to build the site when the frontend has not been built', async () => {
    const res = await request(t.app).get('/products/3').set('accept', 'text/html');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });

  it('serves the same testimonials over REST and GraphQL from the database', async () => {
    const made = [
      await makeTestimonial(t.db, { customerName: 'Ann Loewen, oats near Quill Lake', rating: 5 }),
      await makeTestimonial(t.db, { customerName: 'Bo Friesen, hay near Ponoka', rating: 3 }),
    ];
    const rest = await request(t.app).get('/api/testimonials').expect(200);
    const gql = await request(t.app)
      .post('/graphql')
      .send({ query: '{ testimonials { id customerName content rating } }' })
      .expect(200);
    expect(rest.body).toEqual(
      made.map(({ id, customerName, content, rating }) => ({ id, customerName, content, rating })),
    );
    expect(gql.body.data.testimonials).toEqual(
      rest.body.map((row: { id: number }) => ({ ...row, id: String(row.id) })),
    );
  });
});

describe('missing files', () => {
  it('answers a missing hashed asset with 404, not a server fault', async () => {
    const res = await request(t.app).get('/assets/index-deadbeef.js');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});
