import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
