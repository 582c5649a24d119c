import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';
import { MailDelivery } from '../mail/index.js';
import { ConsentRecord, CURRENT_CONSENT_VERSION, Subscriber } from '../subscribers/index.js';
import { Contact } from './contact.entity.js';

/**
 * The contact form's "Also send me the newsletter" box: ticked, the message starts a subscription
 * (pending, an express consent from /contact, a confirmation e-mail); unticked, it never does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
});
afterAll(() => t.close());

const message = (email: string) => ({
  name: 'Dana Grower',
  email,
  phone: '780-555-0110',
  message: 'How much Soil Health blend for 160 acres?',
  businessType: 'Crop Farming',
});
const fresh = () => t.db.orm.em.fork();
/** The confirmation e-mails queued for an address (the delivery ledger). */
const confirmations = (email: string) =>
  fresh().find(MailDelivery, { kind: 'subscription-confirmation', recipient: email });

describe('the contact form and the newsletter', () => {
  it('never subscribes the sender when the box is not ticked', async () => {
    await request(t.app).post('/api/contact').send(message('just-asking@example.com')).expect(201);
    await request(t.app)
      .post('/api/contact')
      .send({ ...message('just-asking@example.com'), subscribeToNewsletter: false })
      .expect(201);
    expect(await fresh().count(Contact, { email: 'just-asking@example.com' })).toBe(2);
    expect(await fresh().count(Subscriber, { email: 'just-asking@example.com' })).toBe(0);
    expect(await fresh().count(ConsentRecord, {})).toBe(0);
    expect(await confirmations('just-asking@example.com')).toHaveLength(0);
  });

  it('starts a pending subscription with its consent from /contact when the box is ticked', async () => {
    const email = 'Also-News@Example.com';
    const sent = await gql(
      t.app,
      `mutation($input: ContactInput!) { submitContact(input: $input) { receipt { id } userErrors { message } } }`,
      {
        input: {
          ...message(email),
          businessType: 'CROP_FARMING',
          subscribeToNewsletter: true,
          consentVersion: CURRENT_CONSENT_VERSION,
        },
      },
    );
    expect(sent.data!.submitContact.userErrors).toEqual([]);
    const subscriber = await fresh().findOneOrFail(Subscriber, { email: 'also-news@example.com' });
    expect(subscriber.status).toBe('pending');
    const consents = await fresh().find(ConsentRecord, { subscriber });
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      type: 'express',
      page: '/contact',
      wordingVersion: CURRENT_CONSENT_VERSION,
      confirmedAt: null,
    });
    expect(await confirmations('also-news@example.com')).toHaveLength(1);
  });

  it('refuses an unknown consent version and stores nothing', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .send({ ...message('odd@example.com'), subscribeToNewsletter: true, consentVersion: 'v0' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ consentVersion: 'Unknown consent wording version' });
    expect(await fresh().count(Contact, { email: 'odd@example.com' })).toBe(0);
  });
});
