import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { ConsentRecord, ConsentType } from './consent-record.entity.js';
import { Subscriber, SubscriberStatus } from './subscriber.entity.js';

const LIST = `query ($status: SubscriberStatus, $search: String, $first: Int) {
  subscribers(first: $first, status: $status, search: $search) {
    totalCount
    edges { node { email status consents { id page } } }
  }
}`;

let t: TestApp;
let token: string;
const queries: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings', onQuery: (sql) => queries.push(sql) });
  token = await adminToken(t.app);
  const em = t.db.orm.em.fork();
  const statuses = [
    SubscriberStatus.PENDING,
    SubscriberStatus.CONFIRMED,
    SubscriberStatus.UNSUBSCRIBED,
  ];
  for (let i = 0; i < 12; i++) {
    const subscriber = em.create(Subscriber, {
      email: `grower${i}@${i % 2 ? 'farm' : 'ranch'}.example.com`,
      status: statuses[i % 3],
      subscribeDate: new Date(Date.UTC(2026, 2, 1 + i)),
    });
    for (let j = 0; j < 2; j++) {
      em.create(ConsentRecord, {
        subscriber,
        type: ConsentType.EXPRESS,
        wordingVersion: 'v1',
        wordingText: 'Invented wording',
        wordingHash: 'd'.repeat(64),
        page: `/page-${i}-${j}`,
        ipAddress: '192.0.2.1',
        givenAt: new Date(Date.UTC(2026, 2, 1 + i, j)),
      });
    }
  }
  await em.flush();
});
afterAll(() => t.close());

describe('subscribers (admin): status filter, search and consents', () => {
  it('filters by status and searches the address in any case, newest first', async () => {
    const confirmed = await gql(t.app, LIST, { status: 'CONFIRMED', first: 100 }, token);
    const emails = confirmed.data!.subscribers.edges.map(
      (e: { node: { email: string } }) => e.node.email,
    );
    expect(emails).toEqual([
      'grower10@ranch.example.com',
      'grower7@farm.example.com',
      'grower4@ranch.example.com',
      'grower1@farm.example.com',
    ]);
    const searched = await gql(t.app, LIST, { search: 'FARM grower1', first: 100 }, token);
    expect(searched.data!.subscribers.totalCount).toBe(2);
    expect(
      searched.data!.subscribers.edges.map((e: { node: { email: string } }) => e.node.email),
    ).toEqual(['grower11@farm.example.com', 'grower1@farm.example.com']);
  });

  it('reads the consents of a whole page in one query, oldest first', async () => {
    queries.length = 0;
    const { data } = await gql(t.app, LIST, { first: 12 }, token);
    const nodes = data!.subscribers.edges.map((e: { node: unknown }) => e.node);
    expect(nodes).toHaveLength(12);
    expect(nodes[0].consents.map((c: { page: string }) => c.page)).toEqual([
      '/page-11-0',
      '/page-11-1',
    ]);
    expect(queries.filter((sql) => sql.includes('from "subscriber_consents"'))).toHaveLength(1);
  });

  it('refuses a search that is too long', async () => {
    const { errors } = await gql(t.app, LIST, { search: 'x'.repeat(255) }, token);
    expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
