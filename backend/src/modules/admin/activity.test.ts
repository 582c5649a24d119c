import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
});
afterAll(() => t.close());

const QUERY = '{ recentActivity(limit: 3) { id kind title businessType at } }';

it('recentActivity merges the latest messages and subscriptions, newest first, for an admin only', async () => {
  const anonymous = await gql(t.app, QUERY);
  expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  expect(anonymous.data).toEqual({ recentActivity: null });

  const token = await adminToken(t.app);
  const empty = await gql(t.app, QUERY, {}, token);
  expect(empty.data!.recentActivity).toEqual([]);

  const contact = (name: string) =>
    request(t.app)
      .post('/api/contact')
      .send({
        name,
        email: 'grower@example.com',
        phone: '780-555-0100',
        businessType: 'Mixed Farming',
        message: 'Hello',
      })
      .expect(201);
  await contact('First Grower');
  await request(t.app).post('/api/subscribe').send({ email: 'News@Example.com' }).expect(201);
  await contact('Second Grower');
  await contact('Third Grower');

  const body = await gql(t.app, QUERY, {}, token);
  expect(body.errors).toBeUndefined();
  const items = body.data!.recentActivity;
  expect(items.map((i: { title: string }) => i.title)).toEqual([
    'Third Grower',
    'Second Grower',
    'news@example.com',
  ]);
  expect(items[0]).toMatchObject({ kind: 'CONTACT', businessType: 'MIXED_FARMING' });
  expect(items[0].id).toMatch(/^contact:\d+$/);
  expect(items[2]).toMatchObject({ kind: 'SUBSCRIPTION', businessType: null });
  expect(new Date(items[0].at).getTime()).toBeGreaterThanOrEqual(new Date(items[1].at).getTime());
});

it('recentActivity shows the latest admin changes with who and what, never a message text', async () => {
  const token = await adminToken(t.app);
  await request(t.app)
    .post('/api/contact')
    .send({
      name: 'Change Grower',
      email: 'grower@example.com',
      phone: '780-555-0100',
      businessType: 'Mixed Farming',
      message: 'A private question about canola',
    })
    .expect(201);
  const created = await gql(
    t.app,
    `mutation ($input: NewsletterInput!) { createNewsletter(input: $input) { newsletter { id } } }`,
    {
      input: {
        title: 'Spring Seeding Checklist',
        date: '2027-03-01T15:00:00.000Z',
        summary: 'What to check before the drill goes in.',
        content: 'Soil temperature',
        imageUrl: '/images/newsletters/2026-02.svg',
      },
    },
    token,
  );
  expect(created.errors).toBeUndefined();

  const body = await gql(
    t.app,
    '{ recentActivity(limit: 2) { id kind title businessType at actor action recordType } }',
    {},
    token,
  );
  expect(body.errors).toBeUndefined();
  const [change, contact] = body.data!.recentActivity;
  expect(change).toMatchObject({
    kind: 'CHANGE',
    title: 'Spring Seeding Checklist',
    actor: 'admin',
    action: 'CREATE',
    recordType: 'newsletter',
    businessType: null,
  });
  expect(change.id).toMatch(/^change:\d+$/);
  expect(contact).toMatchObject({ kind: 'CONTACT', title: 'Change Grower', actor: null });
  expect(JSON.stringify(body.data)).not.toContain('canola');
});
