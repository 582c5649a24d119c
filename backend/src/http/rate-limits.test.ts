import { MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormConfig } from '../db/orm.config.js';
import { createGraphQL } from '../graphql/server.js';
import { createLogger } from '../logger.js';
import { Contact } from '../modules/contacts/index.js';
import { ENTITIES, RESOLVERS } from '../modules/index.js';
import { Subscriber } from '../modules/subscribers/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createApp } from './app.js';
import { createRequestScope } from '../composition/request-scope.js';

/*
 * The abuse limits of the public forms (common/rate-limits.ts), against the real PostgreSQL. The
 * app trusts one proxy, so each test speaks from its own X-Forwarded-For address and spends a
 * budget of its own.
 */

const CONTACT = {
  name: 'Jane Prairie',
  email: 'jane@example.com',
  phone: '780-555-0110',
  message: 'Do you have canola seed in stock?',
  businessType: 'Crop Farming',
};
/** GraphQL carries the enum's name. */
const GQL_CONTACT = { ...CONTACT, businessType: 'CROP_FARMING' };
const LIMITED_CONTACT =
  /^Too many messages from your connection\. Please try again in \d+ minutes?\.$/;
const LIMITED_SUBSCRIBE =
  /^Too many subscriptions from your connection\. Please try again in \d+ minutes?\.$/;

const SUBMIT = `mutation($input: ContactInput!) {
  submitContact(input: $input) { receipt { id message } userErrors { message } }
}`;
const SUBSCRIBE = `mutation($input: SubscribeInput!) {
  subscribe(input: $input) { message userErrors { message } }
}`;

interface GraphQLError {
  message: string;
  path: string[];
  extensions: { code: string; retryAfter?: number };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {
      CONTACT_LIMIT: '5',
      CONTACT_LIMIT_WINDOW: '600',
      SUBSCRIBE_LIMIT: '5',
      SUBSCRIBE_LIMIT_WINDOW: '600',
      TRUST_PROXY: '1',
      // Room for the 50 aliases below: the GraphQL cost limits refuse such a document by default,
      // and these limits must hold even where they let it through.
      GRAPHQL_MAX_ALIASES: '100',
      GRAPHQL_MAX_COST: '100000',
    },
    { seed: 'settings' },
  );
});
afterAll(() => t.close());

const contacts = () => t.db.orm.em.fork().count(Contact);
const subscribers = () => t.db.orm.em.fork().count(Subscriber);

function post(app: Express, path: string, body: object, from?: string) {
  const req = request(app).post(path);
  if (from) req.set('x-forwarded-for', from);
  return req.send(body);
}

/** One GraphQL request with `count` aliased copies of a mutation field. */
function aliased(field: 'submitContact' | 'subscribe', inputType: string, count: number): string {
  const selection =
    field === 'submitContact' ? '{ receipt { id } userErrors { message } }' : '{ message }';
  const fields = Array.from(
    { length: count },
    (_, i) => `m${i}: ${field}(input: $input) ${selection}`,
  );
  return `mutation($input: ${inputType}!) { ${fields.join(' ')} }`;
}

describe('contact messages', () => {
  it('stores only the budget of 50 aliased submitContact fields in one request; the rest are TOO_MANY_REQUESTS', async () => {
    const before = await contacts();
    const res = await post(
      t.app,
      '/graphql',
      { query: aliased('submitContact', 'ContactInput', 50), variables: { input: GQL_CONTACT } },
      '192.0.2.10',
    );
    expect(res.status).toBe(200);
    const data = res.body.data as Record<string, { receipt: { id: string } } | null>;
    const errors = res.body.errors as GraphQLError[];
    expect(Object.values(data).filter((field) => field?.receipt)).toHaveLength(5);
    expect(errors).toHaveLength(45);
    for (const error of errors) {
      expect(error.extensions.code).toBe('TOO_MANY_REQUESTS');
      expect(error.message).toMatch(LIMITED_CONTACT);
      expect(error.extensions.retryAfter).toBeGreaterThan(0);
      expect(error.extensions.retryAfter).toBeLessThanOrEqual(600);
    }
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await contacts()).toBe(before + 5);
  });

  it('shares one budget between POST /api/contact and submitContact, and answers REST 429 with Retry-After', async () => {
    const from = '192.0.2.11';
    const before = await contacts();
    for (let i = 0; i < 3; i++) await post(t.app, '/api/contact', CONTACT, from).expect(201);
    for (let i = 0; i < 2; i++) {
      const ok = await post(
        t.app,
        '/graphql',
        { query: SUBMIT, variables: { input: GQL_CONTACT } },
        from,
      );
      expect(ok.body.data.submitContact.receipt.id).toBeTruthy();
    }
    const refused = await post(t.app, '/api/contact', CONTACT, from);
    expect(refused.status).toBe(429);
    expect(refused.type).toBe('application/json');
    expect(Object.keys(refused.body)).toEqual(['message']);
    expect(refused.body.message).toMatch(LIMITED_CONTACT);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    const graphql = await post(
      t.app,
      '/graphql',
      { query: SUBMIT, variables: { input: GQL_CONTACT } },
      from,
    );
    expect(graphql.body.data).toEqual({ submitContact: null });
    expect(graphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await contacts()).toBe(before + 5);
    // Another address has its own budget.
    await post(t.app, '/api/contact', CONTACT, '192.0.2.12').expect(201);
  });

  it('answers a filled honeypot as a success and stores nothing, on both transports', async () => {
    const before = await contacts();
    const website = 'https://cheap-pills.example';
    const trap = { ...CONTACT, website };
    const rest = await post(t.app, '/api/contact', trap, '192.0.2.13');
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(rest.body.id).toBeGreaterThan(0);
    const graphql = await post(
      t.app,
      '/graphql',
      { query: SUBMIT, variables: { input: { ...GQL_CONTACT, website } } },
      '192.0.2.13',
    );
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.submitContact.receipt.message).toBe(rest.body.message);
    expect(graphql.body.data.submitContact.userErrors).toEqual([]);
    expect(await contacts()).toBe(before);
    // An empty honeypot (what the form sends) is a normal message.
    await post(t.app, '/api/contact', { ...CONTACT, website: '' }, '192.0.2.13').expect(201);
    expect(await contacts()).toBe(before + 1);
  });
});

describe('newsletter subscriptions', () => {
  it('counts aliased subscribe fields and POST /api/subscribe in one budget', async () => {
    const from = '192.0.2.20';
    const before = await subscribers();
    await post(t.app, '/api/subscribe', { email: 'a1@example.com' }, from).expect(201);
    const res = await post(
      t.app,
      '/graphql',
      {
        query: aliased('subscribe', 'SubscribeInput', 10),
        variables: { input: { email: 'a2@example.com' } },
      },
      from,
    );
    const errors = res.body.errors as GraphQLError[];
    expect(Object.values(res.body.data).filter(Boolean)).toHaveLength(4);
    expect(errors).toHaveLength(6);
    expect(errors.every((e) => e.extensions.code === 'TOO_MANY_REQUESTS')).toBe(true);
    expect(errors[0].message).toMatch(LIMITED_SUBSCRIBE);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const refused = await post(t.app, '/api/subscribe', { email: 'a3@example.com' }, from);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(LIMITED_SUBSCRIBE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await subscribers()).toBe(before + 2);
  });

  it('answers a filled honeypot as a success and stores nothing, on both transports', async () => {
    const before = await subscribers();
    const rest = await post(
      t.app,
      '/api/subscribe',
      { email: 'bot1@example.com', website: 'x' },
      '192.0.2.21',
    );
    expect(rest.status).toBe(201);
    expect(rest.body).toEqual({
      success: true,
      message: 'Thank you for subscribing to our newsletter!',
    });
    const graphql = await post(
      t.app,
      '/graphql',
      { query: SUBSCRIBE, variables: { input: { email: 'bot2@example.com', website: 'x' } } },
      '192.0.2.21',
    );
    expect(graphql.body.data.subscribe).toEqual({ message: rest.body.message, userErrors: [] });
    expect(await subscribers()).toBe(before);
  });
});

describe('TRUST_PROXY', () => {
  it('off (the default), X-Forwarded-For is ignored: every claimed address spends one budget', async () => {
    const direct = await createTestApp({ CONTACT_LIMIT: '2' }, { seed: 'settings' });
    try {
      expect(direct.config.trustProxy).toBe(0);
      await post(direct.app, '/api/contact', CONTACT, '198.51.100.1').expect(201);
      await post(direct.app, '/api/contact', CONTACT, '198.51.100.2').expect(201);
      await post(direct.app, '/api/contact', CONTACT, '198.51.100.3').expect(429);
    } finally {
      await direct.close();
    }
  });

  it('on, the address the trusted proxy saw keys the budget', async () => {
    const from = (i: number) => `10.9.8.${i}`;
    // Five messages use up 192.0.2.30; the others are their own clients.
    for (let i = 0; i < 5; i++)
      await post(t.app, '/api/contact', CONTACT, '192.0.2.30').expect(201);
    await post(t.app, '/api/contact', CONTACT, '192.0.2.30').expect(429);
    // With one trusted hop the right-most address counts: what a client puts before it does not.
    await post(t.app, '/api/contact', CONTACT, `${from(1)}, 192.0.2.30`).expect(429);
    await post(t.app, '/api/contact', CONTACT, `192.0.2.30, ${from(2)}`).expect(201);
  });
});

describe('IPv6 clients', () => {
  it('share one budget across their /64 network', async () => {
    for (let i = 1; i <= 5; i++) {
      await post(t.app, '/api/contact', CONTACT, `2001:db8:1:2::${i}`).expect(201);
    }
    await post(t.app, '/api/contact', CONTACT, '2001:db8:1:2:ffff:ffff:ffff:ffff').expect(429);
    await post(t.app, '/api/contact', CONTACT, '2001:db8:1:3::1').expect(201);
  });
});

describe('two app instances on one database', () => {
  it('spend one shared budget', async () => {
    const logger = createLogger('silent');
    const orm = await MikroORM.init(ormConfig({ clientUrl: t.db.url, entities: ENTITIES }));
    const graphql = await createGraphQL(RESOLVERS, logger);
    // The second instance builds its limits as `npm start` does: from config, on its own pool.
    const second = createApp({
      config: t.config,
      logger,
      orm,
      graphql,
      requestScope: createRequestScope,
    });
    try {
      const from = '192.0.2.40';
      const before = await contacts();
      await post(t.app, '/api/contact', CONTACT, from).expect(201);
      await post(second, '/api/contact', CONTACT, from).expect(201);
      await post(t.app, '/api/contact', CONTACT, from).expect(201);
      const both = await Promise.all([
        post(second, '/api/contact', CONTACT, from),
        post(t.app, '/api/contact', CONTACT, from),
        post(second, '/graphql', { query: SUBMIT, variables: { input: GQL_CONTACT } }, from),
      ]);
      const stored = both.filter((res) => res.status === 201 || res.body.data?.submitContact);
      expect(stored).toHaveLength(2);
      await post(second, '/api/contact', CONTACT, from).expect(429);
      await post(t.app, '/api/contact', CONTACT, from).expect(429);
      expect(await contacts()).toBe(before + 5);
    } finally {
      await graphql.apollo.stop();
      await orm.close(true);
    }
  });
});
