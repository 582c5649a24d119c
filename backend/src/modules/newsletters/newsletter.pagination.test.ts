import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';
import { itPaginates } from '../../test/pagination.js';
import { Newsletter } from './newsletter.entity.js';
import { NewsletterStatus } from './newsletter-status.js';

let t: TestApp;
let written = 0;

/** Publishes an edition dated `date`; its id. */
async function publish(date: Date): Promise<string> {
  const em = t.db.orm.em.fork();
  written += 1;
  const newsletter = em.create(Newsletter, {
    title: `Test Edition ${written}`,
    date,
    summary: 'A summary.',
    content: 'A body.',
    imageUrl: '',
    status: NewsletterStatus.PUBLISHED,
  });
  await em.flush();
  return String(newsletter.id);
}

beforeAll(async () => {
  // The seeded editions, and two more dated like one of them: the id orders those.
  t = await createTestApp();
  const [seeded] = await t.db.orm.em.fork().find(Newsletter, {}, { orderBy: { date: 'asc' } });
  await publish(seeded.date);
  await publish(seeded.date);
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
