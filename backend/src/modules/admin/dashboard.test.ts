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

it('dashboardCounts counts the messages not yet handled apart', async () => {
  const token = await adminToken(t.app);
  const counts = async () =>
    (await gql(t.app, '{ dashboardCounts { contacts newContacts } }', {}, token)).data!
      .dashboardCounts as { contacts: number; newContacts: number };
  const before = await counts();
  const sent = await request(t.app)
    .post('/api/contact')
    .send({
      name: 'Ida Voth',
      email: 'ida@example.com',
      phone: '403-555-0188',
      businessType: 'Livestock Farming',
      message: 'Do you deliver to Drumheller?',
    })
    .expect(201);
  expect(await counts()).toEqual({
    contacts: before.contacts + 1,
    newContacts: before.newContacts + 1,
  });
  const handled = await gql(
    t.app,
    `mutation ($id: ID!) {
      updateContactTriage(id: $id, expectedVersion: 1, input: { status: HANDLED }) { userErrors { message } }
    }`,
    { id: String(sent.body.id) },
    token,
  );
  expect(handled.data!.updateContactTriage.userErrors).toEqual([]);
  expect(await counts()).toEqual({
    contacts: before.contacts + 1,
    newContacts: before.newContacts,
  });
});
