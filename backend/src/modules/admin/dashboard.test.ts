import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('dashboardCounts matches the lists the dashboard used to count, for an admin only', async () => {
  const anonymous = await gql(t.app, '{ dashboardCounts { products } }');
  expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');

  const token = await adminToken(t.app);
  await request(t.app)
    .post('/api/contact')
    .send({
      name: 'Ed Unger',
      email: 'ed@example.com',
      phone: '306-555-0134',
      businessType: 'Other',
      message: 'Price list please.',
    })
    .expect(201);
  const body = await gql(
    t.app,
    '{ dashboardCounts { products newsletters testimonials contacts subscribers teamMembers imageAssets videos documents } }',
    {},
    token,
  );
  expect(body.errors).toBeUndefined();
  const counts = body.data!.dashboardCounts;
  const auth = { authorization: `Bearer ${token}` };
  expect(counts.products).toBe((await request(t.app).get('/api/products')).body.length);
  expect(counts.newsletters).toBe((await request(t.app).get('/api/newsletters')).body.length);
  expect(counts.testimonials).toBe((await request(t.app).get('/api/testimonials')).body.length);
  expect(counts.contacts).toBe((await request(t.app).get('/api/contacts').set(auth)).body.length);
  expect(counts.contacts).toBe(1);
  expect(counts.imageAssets).toBe(13);
  expect(counts.teamMembers).toBeGreaterThanOrEqual(7);
});
