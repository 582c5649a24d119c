import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';
import { SUBSCRIBER_LIMITS } from './dto/subscribe.input.js';
import { Subscriber } from './subscriber.entity.js';

/**
 * A subscriber's preferences are bounded: at most 20 a request, 60 characters each (field
 * messages), and subscribing again keeps the 20 latest rather than growing the row for ever.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUBSCRIBE_LIMIT: '1000' }, { seed: 'settings' });
});
afterAll(() => t.close());

const preferencesOf = async (email: string) =>
  (await t.db.orm.em.fork().findOneOrFail(Subscriber, { email })).preferences;

const topics = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `topic ${from + i}`);

describe('subscriber preferences', () => {
  it('refuses more than 20 preferences, or one over 60 characters, with field messages', async () => {
    const many = await request(t.app)
      .post('/api/subscribe')
      .send({ email: 'many@example.com', preferences: topics(0, 21) });
    expect(many.status).toBe(400);
    expect(many.body.errors).toEqual({ preferences: 'Choose at most 20 preferences' });

    const long = await gql(
      t.app,
      `mutation($input: SubscribeInput!) { subscribe(input: $input) { userErrors { field message code } } }`,
      { input: { email: 'long@example.com', preferences: ['🌾'.repeat(61)] } },
    );
    expect(long.data?.subscribe.userErrors).toEqual([
      {
        field: ['input', 'preferences'],
        message: 'Each preference must be at most 60 characters',
        code: 'TOO_LONG',
      },
    ]);
    // 60 emoji are 60 characters (120 UTF-16 units): accepted, as the column counts them.
    await request(t.app)
      .post('/api/subscribe')
      .send({ email: 'emoji@example.com', preferences: ['🌾'.repeat(60)] })
      .expect(201);
  });

  it('keeps at most the 20 latest preferences however often an address subscribes again', async () => {
    const email = 'again@example.com';
    for (let round = 0; round < 5; round += 1) {
      await request(t.app)
        .post('/api/subscribe')
        .send({ email, preferences: topics(round * 20, 20) })
        .expect(201);
    }
    const kept = await preferencesOf(email);
    expect(kept).toHaveLength(SUBSCRIBER_LIMITS.preferences);
    expect(kept).toEqual(topics(80, 20));

    // A preference chosen again moves to the newest end instead of being stored twice.
    await request(t.app)
      .post('/api/subscribe')
      .send({ email, preferences: ['topic 80', 'new one'] })
      .expect(201);
    const after = await preferencesOf(email);
    expect(after).toHaveLength(20);
    expect(after.slice(-2)).toEqual(['topic 80', 'new one']);
    expect(after.filter((p) => p === 'topic 80')).toHaveLength(1);
  });
});
