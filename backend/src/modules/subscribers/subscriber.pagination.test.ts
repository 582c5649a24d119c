import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken } from '../../test/graphql.js';
import { itPaginates } from '../../test/pagination.js';
import { Subscriber } from './subscriber.entity.js';

let t: TestApp;
let token: string;
let subscribed = 0;

/** Stores a subscriber who subscribed at `subscribeDate`; its id. */
async function subscribe(subscribeDate: Date): Promise<string> {
  const em = t.db.orm.em.fork();
  subscribed += 1;
  const subscriber = em.create(Subscriber, {
    email: `reader${subscribed}@example.com`,
    subscribeDate,
  });
  await em.flush();
  return String(subscriber.id);
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
  // 24 subscribers, four in the same millisecond: the id orders those.
  const start = Date.UTC(2026, 1, 1, 12);
  for (let i = 0; i < 20; i += 1) await subscribe(new Date(start + i * 3_600_000));
  for (let i = 0; i < 4; i += 1) await subscribe(new Date(start + 5 * 3_600_000));
});
afterAll(() => t.close());

/** Every subscriber, newest first, from the database. */
async function newestFirst(): Promise<Subscriber[]> {
  return t.db.orm.em
    .fork()
    .find(Subscriber, {}, { orderBy: { subscribeDate: 'desc', id: 'desc' } });
}

describe('subscribers (admin), a page at a time', () => {
  itPaginates({
    field: 'subscribers',
    app: () => t.app,
    token: () => token,
    expectedIds: async () => (await newestFirst()).map((subscriber) => String(subscriber.id)),
    insert: async (where) => {
      const rows = await newestFirst();
      const edge = (where === 'first' ? rows[0] : rows.at(-1)!).subscribeDate.getTime();
      return subscribe(new Date(where === 'first' ? edge + 60_000 : edge - 60_000));
    },
  });
});
