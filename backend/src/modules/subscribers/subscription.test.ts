import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { setContactFacts } from '../../test/factories.js';
import {
  composeConfirmation,
  TEST_CONTACT_FACTS,
  TEST_CONSENT_COMPANY,
  testSubscriberLinks,
} from '../../test/subscriptions.js';
import { gql } from '../../test/graphql.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { MailDelivery } from '../mail/index.js';
import { ConsentRecord } from './consent-record.entity.js';
import { consentWording, CURRENT_CONSENT_VERSION } from './consent-wording.js';
import { Subscriber, SubscriberStatus } from './subscriber.entity.js';
import { hashToken, LinkSigner } from './subscriber-tokens.js';

/**
 * Double opt-in, the signed links and the consent ledger, through the API a visitor's browser and
 * a mail client use, checked against the rows in PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  await setContactFacts(t.db, TEST_CONTACT_FACTS);
});
afterAll(() => t.close());

const links = testSubscriberLinks;

const fresh = () => t.db.orm.em.fork();
const subscriberOf = (email: string) => fresh().findOneOrFail(Subscriber, { email });
const consentsOf = async (email: string) =>
  fresh().find(
    ConsentRecord,
    { subscriber: { email } },
    { orderBy: { givenAt: 'asc', id: 'asc' } },
  );
/** The confirmation e-mails queued for an address: its rows in the delivery ledger. */
const confirmationsQueued = async (email: string) =>
  (
    await fresh().find(
      MailDelivery,
      { kind: 'subscription-confirmation', recipient: email },
      { orderBy: { id: 'asc' } },
    )
  ).map(({ kind, recipient, subscriberId, dedupeKey }) => ({
    kind,
    recipient,
    subscriberId,
    dedupeKey,
  }));

function subscribe(
  email: string,
  extra: Record<string, unknown> = {},
  userAgent = 'TestBrowser/1.0',
) {
  return request(t.app)
    .post('/api/subscribe')
    .set('User-Agent', userAgent)
    .send({ email, ...extra })
    .expect(201);
}

/** Composes the queued confirmation as the mail sender does, and returns its link's token. */
async function sendConfirmation(email: string, now = new Date()): Promise<string | null> {
  const mail = await composeConfirmation(fresh(), email, now);
  if (!mail) return null;
  expect(mail.to).toBe(email);
  expect(mail.subject).toBe('Confirm your subscription to the Prairie Elite Agronomics newsletter');
  expect(mail.url).not.toBeNull();
  expect(mail.html).toContain(mail.url);
  return mail.token;
}

const CONFIRM = `mutation($token: String!) {
  confirmSubscription(token: $token) { subscription { email status preferencesToken } problem userErrors { message } }
}`;
const UNSUBSCRIBE = `mutation($token: String!) {
  unsubscribe(token: $token) { subscription { email status } problem }
}`;
const RESUBSCRIBE = `mutation($token: String!, $consentVersion: String) {
  resubscribe(token: $token, consentVersion: $consentVersion) { subscription { email status } problem userErrors { message } }
}`;

describe('double opt-in', () => {
  it('keeps a new address pending, records its consent and queues one confirmation', async () => {
    const email = 'opt-in@example.com';
    await subscribe(email, { consentVersion: CURRENT_CONSENT_VERSION, page: '/newsletter' });
    const subscriber = await subscriberOf(email);
    expect(subscriber.status).toBe(SubscriberStatus.PENDING);
    expect(await confirmationsQueued(email)).toEqual([
      {
        kind: 'subscription-confirmation',
        recipient: email,
        subscriberId: subscriber.id,
        dedupeKey: expect.stringMatching(new RegExp(`^confirm:${subscriber.id}:\\d{4}-`)),
      },
    ]);
    const [consent] = await consentsOf(email);
    const wording = consentWording(CURRENT_CONSENT_VERSION, TEST_CONSENT_COMPANY);
    expect(consent).toMatchObject({
      type: 'express',
      wordingVersion: CURRENT_CONSENT_VERSION,
      wordingText: wording.text,
      wordingHash: wording.hash,
      page: '/newsletter',
      userAgent: 'TestBrowser/1.0',
      confirmedAt: null,
      withdrawnAt: null,
    });
    expect(consent.wordingText).toContain(
      'Prairie Elite Agronomics (hello@example.com, 1-800-555-0123)',
    );
    expect(consent.wordingText).toContain('unsubscribe at any time');
    expect(consent.ipAddress).toMatch(/127\.0\.0\.1/);
  });

  it('confirms by the POST of the e-mailed token, once; the token is stored only hashed', async () => {
    const email = 'confirm-me@example.com';
    await subscribe(email, { page: '/' });
    const token = (await sendConfirmation(email))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await fresh()
      .getConnection()
      .execute(`select * from subscribers where email = ?`, [email]);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0].confirmation_token_hash).toBe(hashToken(token));

    const confirmed = await gql(t.app, CONFIRM, { token });
    expect(confirmed.data!.confirmSubscription).toMatchObject({
      subscription: { email, status: 'CONFIRMED' },
      problem: null,
    });
    const subscriber = await subscriberOf(email);
    expect(subscriber.status).toBe(SubscriberStatus.CONFIRMED);
    expect(subscriber.confirmedAt).toBeInstanceOf(Date);
    expect(subscriber.confirmationTokenHash).toBeNull();
    const [consent] = await consentsOf(email);
    expect(consent.confirmedAt?.getTime()).toBe(subscriber.confirmedAt!.getTime());

    // Used once: the same link confirms nothing again.
    const again = await gql(t.app, CONFIRM, { token });
    expect(again.data!.confirmSubscription).toMatchObject({
      subscription: null,
      problem: 'INVALID',
    });
  });

  it('refuses an expired token and one replaced by a newer e-mail', async () => {
    const email = 'slow-reader@example.com';
    await subscribe(email);
    const old = (await sendConfirmation(email, new Date(Date.now() - 49 * 3_600_000)))!;
    expect((await gql(t.app, CONFIRM, { token: old })).data!.confirmSubscription.problem).toBe(
      'EXPIRED',
    );
    const first = (await sendConfirmation(email))!;
    const second = (await sendConfirmation(email))!;
    expect((await gql(t.app, CONFIRM, { token: first })).data!.confirmSubscription.problem).toBe(
      'INVALID',
    );
    expect((await subscriberOf(email)).status).toBe(SubscriberStatus.PENDING);
    expect(
      (await gql(t.app, CONFIRM, { token: second })).data!.confirmSubscription.subscription.status,
    ).toBe('CONFIRMED');
  });

  it('re-sends to a pending address at most once an hour, with the same answer', async () => {
    const email = 'impatient@example.com';
    await subscribe(email);
    const again = await subscribe(email);
    expect(again.body).toEqual({
      success: true,
      message: 'Thank you for subscribing to our newsletter!',
    });
    expect(await confirmationsQueued(email)).toHaveLength(1);
    // An hour later (the last confirmation's time moved back), a new one goes out.
    await fresh().nativeUpdate(
      Subscriber,
      { email },
      { confirmationRequestedAt: new Date(Date.now() - 61 * 60_000) },
    );
    await subscribe(email);
    expect(await confirmationsQueued(email)).toHaveLength(2);
    expect((await consentsOf(email)).length).toBe(3);
  });

  it('sends nothing to a confirmed address that subscribes again, and keeps it confirmed', async () => {
    const email = 'already-in@example.com';
    await subscribe(email);
    await gql(t.app, CONFIRM, { token: (await sendConfirmation(email))! });
    await subscribe(email, { preferences: ['Soil Health'] });
    expect(await confirmationsQueued(email)).toHaveLength(1);
    const subscriber = await subscriberOf(email);
    expect(subscriber.status).toBe(SubscriberStatus.CONFIRMED);
    expect(subscriber.preferences).toEqual(['Soil Health']);
    // Nothing to confirm: the queued confirmation, sent late, is skipped.
    expect(await sendConfirmation(email)).toBeNull();
  });

  it('refuses an unknown consent version, and records the current one when none is sent', async () => {
    const refused = await request(t.app)
      .post('/api/subscribe')
      .send({ email: 'versioned@example.com', consentVersion: '1999-01' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ consentVersion: 'Unknown consent wording version' });
    const badPage = await request(t.app)
      .post('/api/subscribe')
      .send({ email: 'versioned@example.com', page: 'https://elsewhere.example.com/' });
    expect(badPage.status).toBe(400);
    await subscribe('versioned@example.com');
    const [consent] = await consentsOf('versioned@example.com');
    expect(consent).toMatchObject({ wordingVersion: CURRENT_CONSENT_VERSION, page: null });
  });
});

describe('unsubscribing and subscribing again', () => {
  async function confirmedSubscriber(email: string) {
    await subscribe(email);
    await gql(t.app, CONFIRM, { token: (await sendConfirmation(email))! });
    return subscriberOf(email);
  }

  it('unsubscribes at once by the link, withdraws the consent (how: link), answers the same again', async () => {
    const email = 'leaving@example.com';
    const subscriber = await confirmedSubscriber(email);
    const token = links.signer.sign(subscriber.id, 'unsubscribe');
    const first = await gql(t.app, UNSUBSCRIBE, { token });
    expect(first.data!.unsubscribe).toEqual({
      subscription: { email, status: 'UNSUBSCRIBED' },
      problem: null,
    });
    const after = await subscriberOf(email);
    expect(after.status).toBe(SubscriberStatus.UNSUBSCRIBED);
    expect(after.unsubscribedAt).toBeInstanceOf(Date);
    const [consent] = await consentsOf(email);
    expect(consent.withdrawnHow).toBe('link');
    expect(consent.withdrawnAt?.getTime()).toBe(after.unsubscribedAt!.getTime());
    const second = await gql(t.app, UNSUBSCRIBE, { token });
    expect(second.data!.unsubscribe.subscription.status).toBe('UNSUBSCRIBED');
    expect((await consentsOf(email))[0].withdrawnAt?.getTime()).toBe(
      consent.withdrawnAt!.getTime(),
    );
  });

  it('resubscribes from the unsubscribe page: confirmed at once, with a new confirmed consent', async () => {
    const email = 'coming-back@example.com';
    const subscriber = await confirmedSubscriber(email);
    const token = links.signer.sign(subscriber.id, 'unsubscribe');
    await gql(t.app, UNSUBSCRIBE, { token });
    const back = await gql(t.app, RESUBSCRIBE, { token, consentVersion: CURRENT_CONSENT_VERSION });
    expect(back.data!.resubscribe.subscription).toEqual({ email, status: 'CONFIRMED' });
    const consents = await consentsOf(email);
    expect(consents).toHaveLength(2);
    expect(consents[0].withdrawnHow).toBe('link');
    expect(consents[1]).toMatchObject({
      type: 'express',
      page: '/subscription/unsubscribe',
      withdrawnAt: null,
    });
    expect(consents[1].confirmedAt).toBeInstanceOf(Date);
    expect(await confirmationsQueued(email)).toHaveLength(1);
  });

  it('makes an unsubscribed address that subscribes on a form pending, with a new confirmation', async () => {
    const email = 'form-again@example.com';
    const subscriber = await confirmedSubscriber(email);
    await gql(t.app, UNSUBSCRIBE, { token: links.signer.sign(subscriber.id, 'unsubscribe') });
    await subscribe(email);
    const after = await subscriberOf(email);
    expect(after.status).toBe(SubscriberStatus.PENDING);
    expect(await confirmationsQueued(email)).toHaveLength(2);
    const consents = await consentsOf(email);
    expect(consents).toHaveLength(2);
    expect(consents[1]).toMatchObject({ confirmedAt: null, withdrawnAt: null });
    await gql(t.app, CONFIRM, { token: (await sendConfirmation(email))! });
    expect((await subscriberOf(email)).status).toBe(SubscriberStatus.CONFIRMED);
    // The withdrawn consent stays withdrawn; the new one is confirmed.
    const [old, renewed] = await consentsOf(email);
    expect(old.confirmedAt).toBeInstanceOf(Date);
    expect(old.withdrawnHow).toBe('link');
    expect(renewed.confirmedAt).toBeInstanceOf(Date);
  });

  it('refuses tampered, re-purposed and expired links, and changes nothing', async () => {
    const email = 'tamper@example.com';
    const subscriber = await confirmedSubscriber(email);
    const other = await confirmedSubscriber('bystander@example.com');
    const token = links.signer.sign(subscriber.id, 'unsubscribe');
    const [, purpose, expires, signature] = token.split('.');
    const forged = [other.id, purpose, expires, signature].join('.');
    const longer = [subscriber.id, purpose, Number(expires) + 86_400, signature].join('.');
    const flipped = token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA');
    const wrongKey = new LinkSigner('another-secret').sign(subscriber.id, 'unsubscribe');
    for (const bad of [forged, longer, flipped, wrongKey, 'nonsense', '']) {
      const answer = await gql(t.app, UNSUBSCRIBE, { token: bad });
      expect(answer.data!.unsubscribe, bad).toEqual({ subscription: null, problem: 'INVALID' });
    }
    // A preferences link may unsubscribe (the preferences page); a confirmation token may not.
    const expired = links.signer.sign(
      subscriber.id,
      'unsubscribe',
      new Date(Date.now() - 181 * 86_400_000),
    );
    expect((await gql(t.app, UNSUBSCRIBE, { token: expired })).data!.unsubscribe.problem).toBe(
      'EXPIRED',
    );
    expect((await subscriberOf(email)).status).toBe(SubscriberStatus.CONFIRMED);
    expect((await subscriberOf('bystander@example.com')).status).toBe(SubscriberStatus.CONFIRMED);
  });

  it('unsubscribes by the one-click POST of RFC 8058 (how: one_click), no-store', async () => {
    const email = 'one-click@example.com';
    const subscriber = await confirmedSubscriber(email);
    const url = new URL(links.oneClickUnsubscribeUrl(subscriber));
    expect(url.pathname).toBe('/api/newsletter/unsubscribe');
    const path = `${url.pathname}${url.search}`;
    const missing = await request(t.app).post(path).type('form').send('');
    expect(missing.status).toBe(400);
    expect((await subscriberOf(email)).status).toBe(SubscriberStatus.CONFIRMED);
    const done = await request(t.app).post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    expect((await subscriberOf(email)).status).toBe(SubscriberStatus.UNSUBSCRIBED);
    expect((await consentsOf(email))[0].withdrawnHow).toBe('one_click');
    const tampered = await request(t.app)
      .post(`${url.pathname}?token=${subscriber.id}.u.99999999999.${'A'.repeat(43)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(tampered.status).toBe(400);
    // A mail client that opens the address in a browser is sent on to the page.
    const opened = await request(t.app).get(path);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe(`/subscription/unsubscribe${url.search}`);
  });
});

describe('preferences by link', () => {
  const SUBSCRIPTION = `query($token: String!) {
    newsletterSubscription(token: $token) { subscription { email status preferences topics } problem }
  }`;
  const SAVE = `mutation($input: SubscriptionPreferencesInput!) {
    updateSubscriptionPreferences(input: $input) { subscription { preferences } problem userErrors { field message } }
  }`;

  it('shows and saves the topics of a preferences link, never cached', async () => {
    const email = 'topics@example.com';
    await subscribe(email, { preferences: ['Soil Health'] });
    const subscriber = await subscriberOf(email);
    const token = links.signer.sign(subscriber.id, 'preferences');
    const shown = await request(t.app)
      .post('/graphql')
      .send({ query: SUBSCRIPTION, variables: { token } });
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body.data.newsletterSubscription).toEqual({
      subscription: {
        email,
        status: 'PENDING',
        preferences: ['Soil Health'],
        topics: ['Plant Nutrition', 'Soil Health', 'Organic Solutions'],
      },
      problem: null,
    });
    const saved = await gql(t.app, SAVE, {
      input: { token, preferences: ['Organic Solutions', 'Plant Nutrition'] },
    });
    expect(saved.data!.updateSubscriptionPreferences.subscription.preferences).toEqual([
      'Plant Nutrition',
      'Organic Solutions',
    ]);
    const refused = await gql(t.app, SAVE, { input: { token, preferences: ['Lottery wins'] } });
    expect(refused.data!.updateSubscriptionPreferences.userErrors).toEqual([
      { field: ['input', 'preferences'], message: 'Choose among the topics offered' },
    ]);
    // An unsubscribe link is not a preferences link.
    const wrong = await gql(t.app, SUBSCRIPTION, {
      token: links.signer.sign(subscriber.id, 'unsubscribe'),
    });
    expect(wrong.data!.newsletterSubscription.problem).toBe('INVALID');
  });
});

describe('the consent ledger', () => {
  it('is append-only: the evidence cannot be rewritten, a withdrawal not undone', async () => {
    const email = 'evidence@example.com';
    await subscribe(email);
    const [consent] = await consentsOf(email);
    const connection = fresh().getConnection();
    await expect(
      connection.execute(
        `update subscriber_consents set wording_text = 'something else' where id = ?`,
        [consent.id],
      ),
    ).rejects.toThrow(/append-only/);
    await connection.execute(
      `update subscriber_consents set withdrawn_at = now(), withdrawn_how = 'admin' where id = ?`,
      [consent.id],
    );
    await expect(
      connection.execute(
        `update subscriber_consents set withdrawn_at = null, withdrawn_how = null where id = ?`,
        [consent.id],
      ),
    ).rejects.toThrow(/append-only/);
  });

  it('matches its migration: the schema has nothing left to change for these tables', async () => {
    const diff = await t.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff).not.toMatch(/"subscribers"|"subscriber_consents"/);
  });
});

describe('the confirmation e-mail, read from the wire', () => {
  let wire: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    wire = await createTestApp(
      { PUBLIC_URL: 'https://www.example.com' },
      {
        seed: 'settings',
        mail: {
          smtpUrl: sink.url,
          mailFrom: '"Prairie Elite Agronomics" <newsletter@example.com>',
          companyMailbox: 'office@example.com',
          worker: true,
        },
      },
    );
    await setContactFacts(wire.db, TEST_CONTACT_FACTS);
  });
  afterAll(async () => {
    await wire.close();
    await sink.stop();
  });

  it('sends a confirm link that works once, by POST, and expires', async () => {
    await request(wire.app)
      .post('/api/subscribe')
      .send({ email: 'on-the-wire@example.com', page: '/newsletter' })
      .expect(201);
    const [received] = await sink.waitFor(1);
    expect(received.to).toEqual(['on-the-wire@example.com']);
    const { parsed } = received;
    expect(parsed.subject).toBe(
      'Confirm your subscription to the Prairie Elite Agronomics newsletter',
    );
    // Who sends: the company's name, mailing address and contact.
    expect(parsed.text).toContain('555 Test Road, Red Deer, AB T4N 1A1');
    const link =
      /https:\/\/www\.example\.com\/subscription\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
        parsed.text ?? '',
      );
    expect(link).not.toBeNull();
    expect(parsed.html).toContain(link![0]);
    // Opening the page (a GET, as a link scanner does) confirms nothing: it is only a page.
    const em = wire.db.orm.em.fork();
    expect((await em.findOneOrFail(Subscriber, { email: 'on-the-wire@example.com' })).status).toBe(
      SubscriberStatus.PENDING,
    );
    // 48 hours later the link no longer confirms.
    await em.nativeUpdate(
      Subscriber,
      { email: 'on-the-wire@example.com' },
      { confirmationExpiresAt: new Date(Date.now() - 1000) },
    );
    const late = await gql(wire.app, CONFIRM, { token: link![1] });
    expect(late.data!.confirmSubscription.problem).toBe('EXPIRED');
    await em.nativeUpdate(
      Subscriber,
      { email: 'on-the-wire@example.com' },
      { confirmationExpiresAt: new Date(Date.now() + 3_600_000) },
    );
    const ok = await gql(wire.app, CONFIRM, { token: link![1] });
    expect(ok.data!.confirmSubscription.subscription.status).toBe('CONFIRMED');
  });
});
