import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';
import { makeNewsletter } from '../../test/factories.js';
import { itPaginates } from '../../test/pagination.js';
import { Newsletter } from './newsletter.entity.js';

let t: TestApp;

/** Publishes an edition dated `date`; its id. */
async function publish(date: Date): Promise<string> {
  return String((await makeNewsletter(t.db, { date })).id);
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  // 24 editions a month apart, and two more dated like one of them: the id orders those.
  const start = Date.UTC(2024, 0, 15, 18);
  for (let month = 0; month < 24; month += 1) {
    await publish(new Date(start + month * 30 * 86_400_000));
  }
  await publish(new Date(start));
  await publish(new Date(start));
});
afterAll(() => t.close());

describe('newsletters, a page at a time', () => {
  itPaginates({
    field: 'newsletters',
    app: () => t.app,
    // GET /api/newsletters lists every edition, newest first: the order pages must add up to.
    expectedIds: async () => {
      const res = await request(t.app).get('/api/newsletters').expect(200);
      return res.body.map((newsletter: { id: number }) => String(newsletter.id));
    },
    insert: async (where) => {
      const rows = await t.db.orm.em.fork().find(Newsletter, {}, { orderBy: { date: 'asc' } });
      const edge = (where === 'first' ? rows.at(-1)! : rows[0]).date.getTime();
      return publish(new Date(where === 'first' ? edge + 86_400_000 : edge - 86_400_000));
    },
  });

  it('gives the latest edition with `first: 1`, as the home page asks', async () => {
    const rest = await request(t.app).get('/api/newsletters').expect(200);
    const latest = await gql(t.app, '{ newsletters(first: 1) { edges { node { id title } } } }');
    expect(latest.data!.newsletters.edges).toEqual([
      { node: { id: String(rest.body[0].id), title: rest.body[0].title } },
    ]);
  });
});
