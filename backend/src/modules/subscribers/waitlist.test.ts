import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import request from 'supertest';
import { setContactFacts } from '../../test/factories.js';
import {
  composeConfirmation,
  TEST_CONTACT_FACTS,
  TEST_CONSENT_COMPANY,
  testSubscriberLinks,
} from '../../test/subscriptions.js';
import { adminToken, gql, type GraphQLBody } from '../../test/graphql.js';
import { MailDelivery } from '../mail/index.js';
import { newsletterAudience } from './newsletter-audience.js';
import { ConsentRecord } from './consent-record.entity.js';
import { consentWording, CURRENT_CONSENT_VERSION } from './consent-wording.js';
import { Subscriber, SubscriberStatus } from './subscriber.entity.js';

/**
 * The FarmOps Manager waitlist (issue 38, part 8): a topic of its own, joined with its own consent
 * wording and double opt-in, never the newsletter; left from the preferences page or by
 * unsubscribing. Through the API, checked against the rows in PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUBSCRIBE_LIMIT: '3', TRUST_PROXY: '1' }, { seed: 'settings' });
  await setContactFacts(t.db, TEST_CONTACT_FACTS);
});
afterAll(() => t.close());

const links = testSubscriberLinks;
const WAITLIST_VERSION = 'farmops-waitlist-2026-11';

const fresh = () => t.db.orm.em.fork();
const subscriberOf = (email: string) => fresh().findOneOrFail(Subscriber, { email });
const consentsOf = (email: string) =>
  fresh().find(
    ConsentRecord,
    { subscriber: { email } },
    { orderBy: { givenAt: 'asc', id: 'asc' } },
  );
const confirmationsQueued = (email: string) =>
  fresh().count(MailDelivery, { kind: 'subscription-confirmation', recipient: email });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read as the test's queries shape them
type Answer = Record<string, any>;

/** A GraphQL request from a client address (the limits' key) and browser. */
async function ask(
  query: string,
  variables: Record<string, unknown>,
  client: string,
): Promise<GraphQLBody<Answer>> {
  const res = await request(t.app)
    .post('/graphql')
    .set('X-Forwarded-For', client)
    .set('User-Agent', 'FieldPhone/2.0')
    .send({ query, variables });
  return res.body;
}

/** Each request from its own address, so the limit of one test does not spill into another. */
let nextAddress = 10;
function join(
  email: string,
  extra: Record<string, unknown> = {},
  client = `10.0.3.${nextAddress++}`,
) {
  return ask(
    `mutation($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { message userErrors { field message } } }`,
    { input: { email, waitlist: 'FARMOPS_MANAGER', page: '/apps', ...extra } },
    client,
  );
}

/** Composes the queued confirmation as the mail sender does: its subject, text and token. */
async function sendConfirmation(email: string) {
  const mail = await composeConfirmation(fresh(), email);
  return mail && { subject: mail.subject, text: mail.text, token: mail.token! };
}

const CONFIRM = `mutation($token: String!) {
  confirmSubscription(token: $token) { subscription { email status preferences topics newsletter } problem }
}`;

async function audience(): Promise<string[]> {
  const { sql, params } = newsletterAudience([]);
  const rows: { email: string }[] = await fresh()
    .getConnection()
    .execute(sql, [...params]);
  return rows.map((row) => row.email);
}

describe('joining the FarmOps Manager waitlist', () => {
  it('records the waitlist consent, mails a confirmation and joins the topic on confirming', async () => {
    const email = 'early.adopter@example.com';
    const wording = await gql(
      t.app,
      `{ waitlistConsentWording(waitlist: FARMOPS_MANAGER) { version text hash } }`,
    );
    expect(wording.data!.waitlistConsentWording).toMatchObject({
      version: WAITLIST_VERSION,
      text: expect.stringContaining('will e-mail you about FarmOps Manager'),
    });
    const answer = await join(email, { consentVersion: WAITLIST_VERSION });
    expect(answer.data!.joinWaitlist).toEqual({
      message:
        'Almost there: check your inbox and confirm your address to join the FarmOps Manager waitlist.',
      userErrors: [],
    });

    const pending = await subscriberOf(email);
    expect(pending).toMatchObject({
      status: SubscriberStatus.PENDING,
      newsletter: false,
      preferences: [],
    });
    const [consent] = await consentsOf(email);
    const expected = consentWording(WAITLIST_VERSION, TEST_CONSENT_COMPANY);
    expect(consent).toMatchObject({
      type: 'express',
      wordingVersion: WAITLIST_VERSION,
      wordingText: expected.text,
      wordingHash: expected.hash,
      page: '/apps',
      userAgent: 'FieldPhone/2.0',
      confirmedAt: null,
      withdrawnAt: null,
    });
    expect(consent.wordingText).toContain(
      'Prairie Elite Agronomics (hello@example.com, 1-800-555-0123)',
    );
    expect(consent.wordingText).toContain('does not subscribe you to our newsletter');
    expect(await confirmationsQueued(email)).toBe(1);

    const mail = (await sendConfirmation(email))!;
    expect(mail.subject).toBe('Confirm your place on the FarmOps Manager waitlist');
    expect(mail.text).toContain('this does not subscribe you to our newsletter');

    const confirmed = await gql(t.app, CONFIRM, { token: mail.token });
    expect(confirmed.data!.confirmSubscription).toEqual({
      subscription: {
        email,
        status: 'CONFIRMED',
        preferences: ['FarmOps Manager waitlist'],
        topics: ['FarmOps Manager waitlist'],
        newsletter: false,
      },
      problem: null,
    });
    const [confirmedConsent] = await consentsOf(email);
    expect(confirmedConsent.confirmedAt).toBeInstanceOf(Date);
    // On the waitlist, not on the newsletter's audience.
    expect(await audience()).not.toContain(email);
  });

  it('asks a newsletter subscriber to confirm the waitlist, keeping the newsletter', async () => {
    const email = 'reader@example.com';
    await ask(
      `mutation { subscribe(input: { email: "${email}", preferences: ["Soil Health", "FarmOps Manager waitlist"] }) { message } }`,
      {},
      '10.0.4.1',
    );
    // The newsletter's form cannot put anyone on the waitlist.
    expect((await subscriberOf(email)).preferences).toEqual(['Soil Health']);
    const first = (await sendConfirmation(email))!;
    expect(first.subject).toBe(
      'Confirm your subscription to the Prairie Elite Agronomics newsletter',
    );
    await gql(t.app, CONFIRM, { token: first.token });
    expect(await audience()).toContain(email);

    await join(email);
    // Confirmed for the newsletter, not yet for the waitlist: nothing joined before the address says so.
    expect((await subscriberOf(email)).preferences).toEqual(['Soil Health']);
    const second = (await sendConfirmation(email))!;
    expect(second.subject).toBe('Confirm your place on the FarmOps Manager waitlist');
    const confirmed = await gql(t.app, CONFIRM, { token: second.token });
    expect(confirmed.data!.confirmSubscription.subscription).toMatchObject({
      preferences: ['Soil Health', 'FarmOps Manager waitlist'],
      topics: ['Plant Nutrition', 'Soil Health', 'Organic Solutions', 'FarmOps Manager waitlist'],
      newsletter: true,
    });
    const consents = await consentsOf(email);
    expect(consents.map((c) => [c.wordingVersion, c.confirmedAt !== null])).toEqual([
      [CURRENT_CONSENT_VERSION, true],
      [WAITLIST_VERSION, true],
    ]);
    // Joining again once on it: nothing more to confirm, nothing sent.
    await join(email);
    expect(await sendConfirmation(email)).toBeNull();
  });

  it('lets the preferences page leave the waitlist (consent withdrawn) but not join it', async () => {
    const email = 'changed.mind@example.com';
    await join(email);
    await gql(t.app, CONFIRM, { token: (await sendConfirmation(email))!.token });
    const subscriber = await subscriberOf(email);
    const token = links.signer.sign(subscriber.id, 'preferences');
    const SAVE = `mutation($input: SubscriptionPreferencesInput!) {
      updateSubscriptionPreferences(input: $input) { subscription { preferences topics newsletter } problem userErrors { message } }
    }`;
    // A newsletter topic is not the waitlist's to add.
    const left = await gql(t.app, SAVE, { input: { token, preferences: ['Soil Health'] } });
    expect(left.data!.updateSubscriptionPreferences).toEqual({
      subscription: { preferences: [], topics: [], newsletter: false },
      problem: null,
      userErrors: [],
    });
    const [consent] = await consentsOf(email);
    expect(consent).toMatchObject({ withdrawnHow: 'preferences' });
    expect(consent.withdrawnAt).toBeInstanceOf(Date);
    // Not joined again from there.
    const back = await gql(t.app, SAVE, {
      input: { token, preferences: ['FarmOps Manager waitlist'] },
    });
    expect(back.data!.updateSubscriptionPreferences.subscription.preferences).toEqual([]);
  });

  it('leaves the waitlist on unsubscribing, and an unsubscribed reader rejoins it alone', async () => {
    const email = 'former.reader@example.com';
    await join(email);
    await gql(t.app, CONFIRM, { token: (await sendConfirmation(email))!.token });
    const subscriber = await subscriberOf(email);
    await gql(t.app, `mutation($token: String!) { unsubscribe(token: $token) { problem } }`, {
      token: links.signer.sign(subscriber.id, 'unsubscribe'),
    });
    const gone = await subscriberOf(email);
    expect(gone).toMatchObject({ status: SubscriberStatus.UNSUBSCRIBED, preferences: [] });
    expect((await consentsOf(email)).every((c) => c.withdrawnHow === 'link')).toBe(true);

    await fresh().nativeUpdate(Subscriber, { email }, { newsletter: true });
    await join(email);
    expect(await subscriberOf(email)).toMatchObject({
      status: SubscriberStatus.PENDING,
      newsletter: false,
    });
    await gql(t.app, CONFIRM, { token: (await sendConfirmation(email))!.token });
    expect(await subscriberOf(email)).toMatchObject({
      preferences: ['FarmOps Manager waitlist'],
      newsletter: false,
    });
    expect(await audience()).not.toContain(email);
  });

  it("refuses the newsletter's wording on the waitlist and the waitlist's on the newsletter", async () => {
    const wrong = await join('mixed.up@example.com', { consentVersion: CURRENT_CONSENT_VERSION });
    expect(wrong.data!.joinWaitlist).toMatchObject({
      message: null,
      userErrors: [{ message: 'Unknown consent wording version' }],
    });
    const other = await ask(
      `mutation { subscribe(input: { email: "mixed.up@example.com", consentVersion: "${WAITLIST_VERSION}" }) { message userErrors { message } } }`,
      {},
      '10.0.4.2',
    );
    expect(other.data!.subscribe.userErrors).toEqual([
      { message: 'Unknown consent wording version' },
    ]);
    expect(await fresh().count(Subscriber, { email: 'mixed.up@example.com' })).toBe(0);
  });

  it("spends the subscribe form's limit", async () => {
    const client = '10.0.5.1';
    for (let i = 0; i < 3; i++) {
      expect(
        (await join(`eager${i}@example.com`, {}, client)).data!.joinWaitlist.message,
      ).toBeTruthy();
    }
    const over = await join('eager3@example.com', {}, client);
    expect(over.errors![0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await fresh().count(Subscriber, { email: 'eager3@example.com' })).toBe(0);
  });

  it('lets exactly the limit through when the requests arrive at once', async () => {
    const client = '10.0.6.1';
    const emails = Array.from({ length: 8 }, (_, i) => `rush${i}@example.com`);
    const answers = await Promise.all(emails.map((email) => join(email, {}, client)));
    const accepted = emails.filter((_, i) => answers[i].data?.joinWaitlist?.message);
    const refused = emails.filter((_, i) => answers[i].errors);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const answer of answers.filter((a) => a.errors)) {
      expect(answer.errors![0]).toMatchObject({
        message: expect.stringMatching(
          /^Too many subscriptions from your connection\. Please try again in \d+ minutes?\.$/,
        ),
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    }
    for (const email of accepted) {
      expect(await subscriberOf(email)).toMatchObject({ status: SubscriberStatus.PENDING });
      expect(await confirmationsQueued(email)).toBe(1);
    }
    expect(await fresh().count(Subscriber, { email: { $in: refused } })).toBe(0);
    // Every attempt was counted once: none lost to a race on the counter's row.
    const [counter] = await fresh()
      .getConnection()
      .execute('select points from rate_limits where key = ?', [`subscribe:${client}`]);
    expect(counter).toEqual({ points: 8 });
  });

  it('lets the office list who is on the waitlist', async () => {
    const on = 'on.the.list@example.com';
    const pending = 'not.yet@example.com';
    await join(on);
    await gql(t.app, CONFIRM, { token: (await sendConfirmation(on))!.token });
    await join(pending);
    const LIST = `query($topic: String) {
      subscribers(first: 100, topic: $topic) { totalCount edges { node { email preferences } } }
    }`;
    const token = await adminToken(t.app);
    const listed = await gql(t.app, LIST, { topic: 'FarmOps Manager waitlist' }, token);
    const emails = listed.data!.subscribers.edges.map(
      (edge: { node: { email: string } }) => edge.node.email,
    );
    expect(emails).toContain(on);
    expect(emails).not.toContain(pending);
    for (const edge of listed.data!.subscribers.edges) {
      expect(edge.node.preferences).toContain('FarmOps Manager waitlist');
    }
    expect(listed.data!.subscribers.totalCount).toBe(emails.length);
    const all = await gql(t.app, LIST, {}, token);
    expect(all.data!.subscribers.totalCount).toBeGreaterThan(emails.length);
  });
});
