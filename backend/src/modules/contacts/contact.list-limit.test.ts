import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken } from '../../test/graphql.js';
import { BusinessType, Contact } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACTS_LIST_LIMIT: '3' }, { seed: 'settings' });
});
afterAll(() => t.close());

it('GET /api/contacts answers the plain array of the spec, capped at CONTACTS_LIST_LIMIT, newest first', async () => {
  // Stored directly, a minute apart: the public form would stop at its rate limit.
  const em = t.db.orm.em.fork();
  const start = Date.now() - 60 * 60_000;
  for (let i = 0; i < 5; i++) {
    em.create(Contact, {
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      phone: '780-555-0110',
      businessType: BusinessType.MIXED_FARMING,
      message: `Message ${i}`,
      createdAt: new Date(start + i * 60_000),
    });
  }
  await em.flush();
  const res = await request(t.app)
    .get('/api/contacts')
    .set('authorization', `Bearer ${await adminToken(t.app)}`)
    .expect(200);
  expect(Array.isArray(res.body)).toBe(true);
  expect(res.body.map((c: { name: string }) => c.name)).toEqual([
    'Sender 4',
    'Sender 3',
    'Sender 2',
  ]);
});
