import request from 'supertest';
import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken } from '../../test/graphql.js';
import { itPaginates } from '../../test/pagination.js';
import { BusinessType, Contact } from './contact.entity.js';

let t: TestApp;
let token: string;
let sent = 0;

/** Stores a message received at `createdAt`; its id. */
async function receive(createdAt: Date): Promise<string> {
  const em = t.db.orm.em.fork();
  sent += 1;
  const contact = em.create(Contact, {
    name: `Grower ${sent}`,
    email: `grower${sent}@example.com`,
    phone: '780-555-0110',
    message: 'Please call me about a soil test.',
    businessType: BusinessType.CROP_FARMING,
    createdAt,
  });
  await em.flush();
  return String(contact.id);
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
  // 25 messages (more than the default page of 20), three of them in the same millisecond: the
  // id orders those.
  const start = Date.UTC(2026, 0, 5, 9);
  for (let i = 0; i < 22; i += 1) await receive(new Date(start + i * 60_000));
  for (let i = 0; i < 3; i += 1) await receive(new Date(start + 10 * 60_000));
});
afterAll(() => t.close());

/** The oldest and newest message dates, to add one before or after all others. */
async function bounds(): Promise<{ oldest: number; newest: number }> {
  const rows = await t.db.orm.em.fork().find(Contact, {}, { orderBy: { createdAt: 'asc' } });
  return { oldest: rows[0].createdAt.getTime(), newest: rows.at(-1)!.createdAt.getTime() };
}

describe('contacts (admin), a page at a time', () => {
  itPaginates({
    field: 'contacts',
    app: () => t.app,
    token: () => token,
    // GET /api/contacts lists every message, newest first: the order pages must add up to.
    expectedIds: async () => {
      const res = await request(t.app)
        .get('/api/contacts')
        .set('authorization', `Bearer ${token}`)
        .expect(200);
      return res.body.map((contact: { id: number }) => String(contact.id));
    },
    insert: async (where) => {
      const { oldest, newest } = await bounds();
      return receive(new Date(where === 'first' ? newest + 60_000 : oldest - 60_000));
    },
  });
});
