import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { BUSINESS_TYPES, Contact } from './contact.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
});
afterAll(() => t.close());

const VALID = {
  name: 'Lorna Fehr',
  email: 'lorna.fehr@example.com',
  phone: '780-555-0110',
  businessType: 'Mixed Farming',
  message:
    'Hello,\nWe farm 2,000 acres near Two Hills.\nCould a consultant call us about Soil Booster?',
};

const PHONE_MESSAGE = 'Please enter a phone number with its area code, e.g. 780-555-0110';

describe('POST /api/contact', () => {
  it('stores the message (committed, trimmed, line breaks kept) and answers 201', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .send({ ...VALID, name: '  Lorna Fehr  ' })
      .expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: "We'll get back to you as soon as possible.",
    });
    const row = await t.db.orm.em.fork().findOneOrFail(Contact, { id: res.body.id });
    expect(row).toMatchObject({ ...VALID, name: 'Lorna Fehr' });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts each of the five business types of the form', async () => {
    for (const businessType of BUSINESS_TYPES) {
      await request(t.app)
        .post('/api/contact')
        .send({ ...VALID, businessType })
        .expect(201);
    }
  });

  it('requires each field, not blank, with its own message', async () => {
    const required: Record<string, string> = {
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      message: 'Message is required',
      businessType: 'Business type is required',
    };
    for (const [field, message] of Object.entries(required)) {
      for (const value of [undefined, '', '   ']) {
        const body: Record<string, unknown> = { ...VALID, [field]: value };
        if (value === undefined) delete body[field];
        const res = await request(t.app).post('/api/contact').send(body);
        expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(res.body).toEqual({ message, errors: { [field]: message } });
      }
    }
    const empty = await request(t.app).post('/api/contact').send({});
    expect(empty.body.errors).toEqual(required);
  });

  it('limits lengths and checks email, phone and business type', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'n'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
      [{ email: 'lorna' }, 'email', 'Please enter a valid email address'],
      [
        { email: `${'e'.repeat(250)}@example.com` },
        'email',
        'Email must be at most 254 characters',
      ],
      [{ phone: 'call me' }, 'phone', PHONE_MESSAGE],
      [{ phone: '555-0110' }, 'phone', PHONE_MESSAGE],
      [{ phone: '780-555-01100' }, 'phone', PHONE_MESSAGE],
      [{ phone: `${' '.repeat(20)}780-555-0110` }, 'phone', 'Phone must be at most 30 characters'],
      [{ message: 'm'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
      [
        { businessType: 'Farm' },
        'businessType',
        'Business type must be one of Crop Farming, Livestock Farming, Mixed Farming, Organic Farming, Other',
      ],
      [{ name: 42 }, 'name', 'Name must be text'],
    ];
    for (const [change, field, message] of cases) {
      const res = await request(t.app)
        .post('/api/contact')
        .send({ ...VALID, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.errors, JSON.stringify(change).slice(0, 60)).toEqual({ [field]: message });
    }
  });

  it('takes a North American number however it is written', async () => {
    for (const phone of ['(306) 555 0142', '+1 800 555 0199', '7805550110', '1-403-555-0177']) {
      const res = await request(t.app)
        .post('/api/contact')
        .send({ ...VALID, phone });
      expect(res.status, phone).toBe(201);
    }
  });

  it('refuses unknown fields, malformed JSON and bodies over the limit', async () => {
    const extra = await request(t.app)
      .post('/api/contact')
      .send({ ...VALID, createdAt: '2020-01-01' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ createdAt: 'Unknown field "createdAt"' });
    const malformed = await request(t.app)
      .post('/api/contact')
      .set('content-type', 'application/json')
      .send('{"name": "x",');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON' });
    const huge = await request(t.app)
      .post('/api/contact')
      .send({ ...VALID, message: 'x'.repeat(40_000) });
    expect(huge.status).toBe(413);
    const notObject = await request(t.app).post('/api/contact').send([VALID]);
    expect(notObject.status).toBe(400);
  });
});

describe('GET /api/contacts', () => {
  it('lists submissions newest first in the spec shape, with a bearer token only', async () => {
    // Messages of its own, so the test holds whichever tests ran before it.
    const ids: number[] = [];
    for (const name of ['Iris Nakamura', 'Otto Brandt']) {
      const sent = await request(t.app)
        .post('/api/contact')
        .send({ ...VALID, name })
        .expect(201);
      ids.push(sent.body.id);
    }
    await request(t.app).get('/api/contacts').expect(401);
    const res = await request(t.app)
      .get('/api/contacts')
      .set('authorization', `Bearer ${await adminToken(t.app)}`)
      .expect(200);
    const listed = res.body.map((contact: { id: number }) => contact.id);
    expect(listed).toEqual(expect.arrayContaining(ids));
    for (const contact of res.body) {
      expect(Object.keys(contact).sort()).toEqual(
        ['businessType', 'createdAt', 'email', 'id', 'message', 'name', 'phone'].sort(),
      );
      expect(new Date(contact.createdAt).toISOString()).toBe(contact.createdAt);
    }
    const times = res.body.map((c: { createdAt: string }) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('GraphQL submitContact and contacts', () => {
  const SUBMIT = `mutation($input: ContactInput!) {
    submitContact(input: $input) { receipt { id message } userErrors { field message code } }
  }`;
  /** VALID as GraphQL takes it: the business type by its enum name. */
  const GQL_VALID = { ...VALID, businessType: 'MIXED_FARMING' };

  it('submitContact stores the message and answers its receipt with no user errors', async () => {
    const ok = await gql(t.app, SUBMIT, { input: { ...GQL_VALID, name: 'Receipt Test' } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.submitContact).toEqual({
      receipt: { id: expect.any(String), message: "We'll get back to you as soon as possible." },
      userErrors: [],
    });
    const row = await t.db.orm.em
      .fork()
      .findOneOrFail(Contact, { id: Number(ok.data!.submitContact.receipt.id) });
    expect(row.name).toBe('Receipt Test');
  });

  it('submitContact answers input problems as user errors, per field, and stores nothing', async () => {
    const em = t.db.orm.em.fork();
    const before = await em.count(Contact);
    const bad = await gql(t.app, SUBMIT, {
      input: { ...GQL_VALID, name: ' ', phone: '555-0110', message: 'm'.repeat(5001) },
    });
    expect(bad.errors).toBeUndefined();
    expect(bad.data!.submitContact).toEqual({
      receipt: null,
      userErrors: [
        { field: ['input', 'name'], message: 'Name is required', code: 'REQUIRED' },
        { field: ['input', 'phone'], message: PHONE_MESSAGE, code: 'INVALID_FORMAT' },
        {
          field: ['input', 'message'],
          message: 'Message must be at most 5000 characters',
          code: 'TOO_LONG',
        },
      ],
    });
    const email = await gql(t.app, SUBMIT, { input: { ...GQL_VALID, email: 'lorna' } });
    expect(email.data!.submitContact.userErrors).toEqual([
      {
        field: ['input', 'email'],
        message: 'Please enter a valid email address',
        code: 'INVALID_FORMAT',
      },
    ]);
    expect(await em.count(Contact)).toBe(before);
    // A value of the wrong type is refused by GraphQL itself, before the resolver: no payload.
    const typed = await gql(t.app, SUBMIT, { input: { ...GQL_VALID, businessType: 'Farm' } });
    expect(typed.data).toBeUndefined();
    expect(typed.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('contacts answers the submissions to an admin only', async () => {
    // A message of its own (the newest), so the test holds in any order.
    const sent = await gql(
      t.app,
      'mutation($input: ContactInput!) { submitContact(input: $input) { receipt { id } } }',
      { input: { ...VALID, businessType: 'MIXED_FARMING' } },
    );
    expect(sent.errors).toBeUndefined();
    const anonymous = await gql(t.app, '{ contacts { totalCount } }');
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const body = await gql(
      t.app,
      '{ contacts(first: 1) { edges { node { id name email phone businessType message createdAt } } } }',
      {},
      await adminToken(t.app),
    );
    expect(body.data!.contacts.edges).toHaveLength(1);
    expect(body.data!.contacts.edges[0].node.name).toBe('Lorna Fehr');
  });
});
