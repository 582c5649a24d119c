import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { Subscriber } from './subscriber.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
});
afterAll(() => t.close());

/** Reads with a fresh EntityManager: what is committed, not what an identity map remembers. */
function stored(email: string) {
  return t.db.orm.em.fork().find(Subscriber, { email: email.toLowerCase() });
}

const SUCCESS = { success: true, message: 'Thank you for subscribing to our newsletter!' };

describe('POST /api/subscribe', () => {
  it('stores a new subscriber with the spec defaults and answers 201', async () => {
    const res = await request(t.app)
      .post('/api/subscribe')
      .send({ email: 'grower.one@example.com', preferences: [] })
      .expect(201);
    expect(res.body).toEqual(SUCCESS);
    const rows = await stored('grower.one@example.com');
    expect(rows).toHaveLength(1);
    // Double opt-in: pending until the address is confirmed (the spec's isActive and isVerified
    // are derived from the status, see the GraphQL test below).
    expect(rows[0]).toMatchObject({ status: 'pending', confirmedAt: null, preferences: [] });
    expect(rows[0].subscribeDate.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts a body without preferences (default empty list)', async () => {
    await request(t.app).post('/api/subscribe').send({ email: 'no.prefs@example.com' }).expect(201);
    expect((await stored('no.prefs@example.com'))[0].preferences).toEqual([]);
  });

  it('answers a second subscription of the same address (any case) the same, without a second row', async () => {
    await request(t.app)
      .post('/api/subscribe')
      .send({ email: 'Repeat@Example.com', preferences: ['canola'] })
      .expect(201);
    const again = await request(t.app)
      .post('/api/subscribe')
      .send({ email: 'repeat@example.COM', preferences: ['organic'] })
      .expect(201);
    expect(again.body).toEqual(SUCCESS);
    const rows = await stored('repeat@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe('repeat@example.com');
    expect(rows[0].preferences.sort()).toEqual(['canola', 'organic']);
  });

  it('stays one row when the same address subscribes twice at the same moment', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        request(t.app).post('/api/subscribe').send({ email: 'race@example.com' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await stored('race@example.com')).toHaveLength(1);
  });

  it('refuses an invalid email with "Please enter a valid email address"', async () => {
    for (const email of ['', 'not-an-email', 'a@b', 42, null, 'x'.repeat(250) + '@example.com']) {
      const res = await request(t.app).post('/api/subscribe').send({ email, preferences: [] });
      expect(res.status, String(email)).toBe(400);
      expect(res.body).toEqual({
        message: 'Please enter a valid email address',
        errors: { email: 'Please enter a valid email address' },
      });
    }
    const missing = await request(t.app).post('/api/subscribe').send({ preferences: [] });
    expect(missing.body.errors.email).toBe('Please enter a valid email address');
  });

  it('refuses unknown fields and bad preferences', async () => {
    const extra = await request(t.app)
      .post('/api/subscribe')
      .send({ email: 'ok@example.com', isVerified: true });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ isVerified: 'Unknown field "isVerified"' });
    const prefs = await request(t.app)
      .post('/api/subscribe')
      .send({ email: 'ok@example.com', preferences: 'canola' });
    expect(prefs.status).toBe(400);
    expect(prefs.body.errors.preferences).toBeDefined();
    expect(await stored('ok@example.com')).toHaveLength(0);
  });
});

describe('GraphQL subscribe and subscribers', () => {
  const SUBSCRIBE = `mutation($input: SubscribeInput!) {
    subscribe(input: $input) { message userErrors { field message code } }
  }`;

  it('subscribe stores the address and answers the same success, with no user errors', async () => {
    const answer = { message: SUCCESS.message, userErrors: [] };
    const ok = await gql(t.app, SUBSCRIBE, {
      input: { email: 'graphql@example.com', preferences: ['soil'] },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.subscribe).toEqual(answer);
    expect(await stored('graphql@example.com')).toHaveLength(1);
    const again = await gql(t.app, SUBSCRIBE, { input: { email: 'GraphQL@example.com' } });
    expect(again.data!.subscribe).toEqual(answer);
    expect(await stored('graphql@example.com')).toHaveLength(1);
  });

  it('subscribe answers an invalid address or preferences as user errors and stores nothing', async () => {
    const bad = await gql(t.app, SUBSCRIBE, { input: { email: 'nope@' } });
    expect(bad.errors).toBeUndefined();
    expect(bad.data!.subscribe).toEqual({
      message: null,
      userErrors: [
        {
          field: ['input', 'email'],
          message: 'Please enter a valid email address',
          code: 'INVALID_FORMAT',
        },
      ],
    });
    expect(await stored('nope@')).toHaveLength(0);
    const prefs = await gql(t.app, SUBSCRIBE, {
      input: { email: 'prefs@example.com', preferences: ['x'.repeat(61)] },
    });
    expect(prefs.data!.subscribe.userErrors).toEqual([
      {
        field: ['input', 'preferences'],
        message: 'Each preference must be at most 60 characters',
        code: 'TOO_LONG',
      },
    ]);
    expect(await stored('prefs@example.com')).toHaveLength(0);
  });

  it('subscribers is admin only and lists the stored addresses', async () => {
    // Addresses of its own, so the test holds in any order.
    for (const email of ['listed-one@example.com', 'listed-two@example.com']) {
      const sent = await gql(
        t.app,
        'mutation($input: SubscribeInput!) { subscribe(input: $input) { message } }',
        { input: { email } },
      );
      expect(sent.errors).toBeUndefined();
    }
    const anonymous = await gql(t.app, '{ subscribers { totalCount } }');
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const body = await gql(
      t.app,
      '{ subscribers(first: 100) { edges { node { id email subscribeDate status confirmedAt unsubscribedAt isActive isVerified preferences } } } }',
      {},
      await adminToken(t.app),
    );
    expect(body.errors).toBeUndefined();
    const emails = body.data!.subscribers.edges.map(
      (edge: { node: { email: string } }) => edge.node.email,
    );
    expect(emails).toContain('listed-one@example.com');
    expect(emails).toContain('listed-two@example.com');
    const listed = body.data!.subscribers.edges.find(
      (edge: { node: { email: string } }) => edge.node.email === 'listed-one@example.com',
    ).node;
    // The deprecated booleans, derived from the status, for older clients.
    expect(listed).toMatchObject({
      status: 'PENDING',
      confirmedAt: null,
      unsubscribedAt: null,
      isActive: true,
      isVerified: false,
    });
  });

  it('newsletterTopics and subscriberTopics are admin only and list the topics in order', async () => {
    const newsletter = ['Plant Nutrition', 'Soil Health', 'Organic Solutions'];
    // The topics an edition may go to, and every topic a subscriber may hold (the waitlists too).
    for (const [field, topics] of [
      ['newsletterTopics', newsletter],
      ['subscriberTopics', [...newsletter, 'FarmOps Manager waitlist']],
    ] as const) {
      const anonymous = await gql(t.app, `{ ${field} }`);
      expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      const body = await gql(t.app, `{ ${field} }`, {}, await adminToken(t.app));
      expect(body.errors).toBeUndefined();
      expect(body.data![field]).toEqual(topics);
    }
  });
});
