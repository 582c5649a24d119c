import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/app.js';
import { gql } from '../test/graphql.js';
import { errorHandler } from './error-handler.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
});
afterAll(() => t.close());

/** The API rows of spec section 8, as the site's client sees them. */
describe('spec section 8: what the API answers in each situation', () => {
  it('every non-ok answer has a body whose message the client can show', async () => {
    const answers = [
      await request(t.app).post('/api/subscribe').send({ email: 'x' }),
      await request(t.app).post('/api/contact').send({}),
      await request(t.app).post('/api/admin/login').send({ username: 'a', password: 'b' }),
      await request(t.app).get('/api/products/999999'),
      await request(t.app).get('/api/contacts'),
      await request(t.app).get('/api/nothing-here'),
    ];
    expect(answers.map((r) => r.status)).toEqual([400, 400, 401, 404, 401, 404]);
    for (const res of answers) {
      expect(res.type).toBe('application/json');
      expect(res.body.message.length).toBeGreaterThan(0);
      expect(res.text).not.toMatch(/at .+\.(ts|js):\d+/);
    }
  });

  it('subscribe success is a 2xx; an invalid email says "Please enter a valid email address"', async () => {
    const ok = await request(t.app)
      .post('/api/subscribe')
      .send({ email: 'ok@example.com', preferences: [] });
    expect(ok.status).toBe(201);
    const bad = await request(t.app).post('/api/subscribe').send({ email: 'bad', preferences: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
  });

  it('contact success is a 2xx; a failure is a non-ok status', async () => {
    const ok = await request(t.app).post('/api/contact').send({
      name: 'Nell Rempel',
      email: 'nell@example.com',
      phone: '403-555-0177',
      businessType: 'Organic Farming',
      message: 'Do you ship to Lethbridge?',
    });
    expect(ok.status).toBe(201);
    const bad = await request(t.app).post('/api/contact').send({ name: 'Nell' });
    expect(bad.ok).toBe(false);
  });

  it('login non-success is 401 "Invalid credentials"; verify with a bad token is non-ok', async () => {
    const res = await request(t.app)
      .post('/api/admin/login')
      .send({ ...TEST_ADMIN, password: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid credentials');
    await request(t.app).get('/api/admin/verify').set('authorization', 'Bearer x.y.z').expect(401);
  });

  it('a missing or invalid product id is 404; newsletter and technology misses are NOT_FOUND', async () => {
    await request(t.app).get('/api/products/0').expect(404);
    await request(t.app).get('/api/products/not-a-number').expect(404);
    const body = await gql(
      t.app,
      '{ newsletter(id: "0") { id } technology(key: "unknown") { key } }',
    );
    expect(body.errors!.map((e) => e.extensions!.code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
  });

  it('serves the placeholder (broken product image) and the tote (broken video thumbnail)', async () => {
    for (const path of ['/images/placeholder.svg', '/images/tote.svg']) {
      const res = await request(t.app).get(path).expect(200);
      expect(res.type).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toContain('max-age=86400');
    }
    const missing = await request(t.app).get('/images/no-such-file.svg').set('accept', 'image/*');
    expect(missing.status).toBe(404);
  });
});

describe('faults', () => {
  it('a real fault answers 500 with a generic message and no stack or SQL', async () => {
    const app = express();
    app.get('/boom', () => {
      throw new Error('relation "secret_table" does not exist');
    });
    app.use(errorHandler(createLogger('silent')));
    const res = await request(app).get('/boom').expect(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
  });

  it('GraphQL errors carry a code and never a stack trace', async () => {
    const body = await gql(t.app, '{ product(id: "nope") { id } }');
    expect(body.errors![0].extensions).toEqual({ code: 'NOT_FOUND' });
    const invalid = await gql(t.app, '{ products { nope } }');
    expect(invalid.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(invalid)).not.toContain('stacktrace');
  });

  it('company answers the contact details of the one config module', async () => {
    const body = await gql(t.app, '{ company { name headOfficePhone email warehouse { city } } }');
    expect(body.data!.company.warehouse.city).toBe('Tofield');
    expect(body.data!.company.headOfficePhone).toMatch(/555/);
    expect(body.data!.company.email).toMatch(/@example\.com$/);
  });
});
