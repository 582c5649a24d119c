import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  makeDocument,
  makeImageAsset,
  makeNewsletter,
  makeProduct,
  makeTeamMember,
  makeTestimonial,
  makeVideo,
  makeVideoCategory,
} from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';
import { NewsletterStatus } from '../newsletters/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  // A few of each, in other numbers, so a count that read the wrong table would show.
  await makeProduct(t.db, { safetyDataSheet: '/documents/sds/a.pdf' });
  await makeProduct(t.db);
  await makeNewsletter(t.db);
  // A draft: not on the site, so not counted with the editions.
  await makeNewsletter(t.db, { status: NewsletterStatus.DRAFT });
  for (let i = 0; i < 3; i += 1) await makeTestimonial(t.db);
  for (let i = 0; i < 4; i += 1) await makeTeamMember(t.db);
  for (const picture of ['tote', 'placeholder', 'fields/canola-bloom', 'team/amrit-gill']) {
    await makeImageAsset(t.db, `/images/${picture}.svg`);
  }
  const tab = await makeVideoCategory(t.db);
  for (let i = 0; i < 6; i += 1) await makeVideo(t.db, tab);
  await makeDocument(t.db);
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
  expect(counts.contacts).toBeGreaterThanOrEqual(1);
  expect(counts).toEqual({
    products: 2,
    newsletters: 1,
    testimonials: 3,
    // This test's message, and the next test's when it ran first.
    contacts: expect.any(Number),
    subscribers: 0,
    teamMembers: 4,
    imageAssets: 4,
    videos: 6,
    // The certificate and the first product's safety data sheet.
    documents: 2,
  });
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
