import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { eventually } from '../../test/eventually.js';
import { setContactFacts } from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';
import { createDraft, publish } from '../../test/newsletters.js';
import { TEST_CONTACT_FACTS } from '../../test/subscriptions.js';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test/smtp-sink.js';
import { DeliveryStatus, MailDelivery } from '../mail/index.js';
import { Subscriber, SubscriberStatus } from '../subscribers/index.js';
import { runMailing } from './mailing-run.js';
import { MailingStatus, NewsletterMailing } from './mailing.entity.js';

const FAST_RETRY = { retryLimit: 3, retryDelay: 1, retryBackoff: false };

const CHECK = `query ($id: ID!, $topics: [String!]) {
  newsletterMailingCheck(newsletterId: $id, topics: $topics) {
    canSend recipientCount checks { key passed detail }
    preview { subject text html headers { name value } }
  }
}`;
const SEND = `mutation ($input: SendNewsletterInput!) {
  sendNewsletter(input: $input) { mailing { id status recipientCount } userErrors { field message } }
}`;
const MAILING = `query ($id: ID!) {
  newsletterMailing(newsletterId: $id) {
    status recipientCount
    progress { queued sending sent failed bounced skipped }
    deliveries(first: 100) { totalCount edges { node { recipient status messageId } } }
  }
}`;

/** The message's header block, long headers unfolded (RFC 5322 folds them over lines). */
function headersOf(mail: ReceivedMail): string {
  return mail.raw.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
}

/** The link of `label` in a received message's text part. */
function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://\\S*${path}\\S*`).exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`no ${path} link in: ${mail.parsed.text}`);
  return match[0];
}

describe('e-mailing a newsletter, read from the wire', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let token: string;

  /** Subscribes `email` on the site and confirms it from the e-mail's link, as a person does. */
  async function confirmedSubscriber(email: string, preferences: string[] = []) {
    const before = sink.received.length;
    const subscribed = await gql(
      t.app,
      `mutation ($input: SubscribeInput!) { subscribe(input: $input) { message userErrors { message } } }`,
      { input: { email, preferences } },
    );
    expect(subscribed.data!.subscribe.userErrors).toEqual([]);
    const mails = await sink.waitFor(before + 1);
    const confirmation = mails.slice(before).find((mail) => mail.to.includes(email))!;
    const link = new URL(linkIn(confirmation, '/subscription/confirm'));
    const confirmed = await gql(
      t.app,
      `mutation ($token: String!) { confirmSubscription(token: $token) { userErrors { message } } }`,
      { token: link.searchParams.get('token') },
    );
    expect(confirmed.data!.confirmSubscription.userErrors).toEqual([]);
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(
      {},
      {
        seed: 'settings',
        mail: {
          smtpUrl: sink.url,
          mailFrom: '"Prairie Elite Agronomics" <newsletter@example.com>',
          worker: true,
          retry: FAST_RETRY,
        },
      },
    );
    token = await adminToken(t.app);
    await setContactFacts(t.db, TEST_CONTACT_FACTS);
    await confirmedSubscriber('wheat.grower@example.com', ['Soil Health']);
    await confirmedSubscriber('canola.grower@example.com', ['Plant Nutrition']);
    // Subscribed, never confirmed: must never receive a newsletter.
    await gql(t.app, `mutation { subscribe(input: { email: "pending@example.com" }) { message } }`);
    await sink.waitFor(3);
  });

  afterEach(() => {
    sink.received.length = 0;
  });

  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('checks the message a subscriber would get, and refuses a draft', async () => {
    const draft = await createDraft(t.app, token);
    const { data } = await gql(t.app, CHECK, { id: draft.id }, token);
    const check = data!.newsletterMailingCheck;
    expect(check.recipientCount).toBe(2);
    expect(check.canSend).toBe(false);
    const byKey = Object.fromEntries(
      check.checks.map((c: { key: string; passed: boolean }) => [c.key, c.passed]),
    );
    expect(byKey).toEqual({
      PUBLISHED: false,
      NOT_SENT: true,
      SENDER: true,
      MAILING_ADDRESS: true,
      UNSUBSCRIBE_LINK: true,
      UNSUBSCRIBE_HEADERS: true,
      SIZE: true,
      CONSENT: true,
      AUDIENCE: true,
    });
    expect(check.preview.text).toContain('555 Test Road, Red Deer, AB T4N 1A1');
    const headers = Object.fromEntries(
      check.preview.headers.map((h: { name: string; value: string }) => [h.name, h.value]),
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const refused = await gql(
      t.app,
      SEND,
      { input: { newsletterId: draft.id, topics: [], expectedRecipients: 2 } },
      token,
    );
    expect(refused.data!.sendNewsletter.mailing).toBeNull();
    expect(refused.data!.sendNewsletter.userErrors[0].message).toMatch(/checks before sending/);
  });

  it('sends a test to one address, marked as a test', async () => {
    const newsletter = await publish(t.app, token, await createDraft(t.app, token));
    const body = await gql(
      t.app,
      `mutation ($input: SendNewsletterTestInput!) { sendNewsletterTest(input: $input) { queued userErrors { message } } }`,
      { input: { newsletterId: newsletter.id, email: 'office@example.com' } },
      token,
    );
    expect(body.data!.sendNewsletterTest).toEqual({ queued: true, userErrors: [] });
    const [received] = await sink.waitFor(1);
    expect(received.to).toEqual(['office@example.com']);
    expect(received.parsed.subject).toBe(`[Test] ${newsletter.title}`);
    expect(received.parsed.text).toContain('This is a test of the e-mail');
  });

  it('mails confirmed subscribers once, with one-click unsubscribe, and never the pending one', async () => {
    const newsletter = await publish(t.app, token, await createDraft(t.app, token));
    const changed = await gql(
      t.app,
      SEND,
      { input: { newsletterId: newsletter.id, topics: [], expectedRecipients: 3 } },
      token,
    );
    expect(changed.data!.sendNewsletter.userErrors[0].message).toMatch(/audience has changed/);
    const sent = await gql(
      t.app,
      SEND,
      { input: { newsletterId: newsletter.id, topics: [], expectedRecipients: 2 } },
      token,
    );
    expect(sent.data!.sendNewsletter.userErrors).toEqual([]);
    const received = await sink.waitFor(2);
    expect(received.flatMap((mail) => mail.to).sort()).toEqual([
      'canola.grower@example.com',
      'wheat.grower@example.com',
    ]);
    for (const mail of received) {
      expect(mail.parsed.subject).toBe(newsletter.title);
      expect(mail.parsed.text).toContain('Prairie Elite Agronomics Ltd.');
      expect(mail.parsed.text).toContain('555 Test Road, Red Deer, AB T4N 1A1');
      expect(headersOf(mail)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
      expect(headersOf(mail)).toMatch(
        /^List-Unsubscribe: <http:\/\/localhost:4000\/api\/newsletter\/unsubscribe\?token=[^>]+>\r$/m,
      );
    }
    const mailing = await eventually(
      async () => (await gql(t.app, MAILING, { id: newsletter.id }, token)).data!.newsletterMailing,
      (value) => value.status === 'SENT',
    );
    expect(mailing.progress).toMatchObject({ sent: 2, queued: 0, failed: 0 });
    expect(mailing.deliveries.totalCount).toBe(2);
    expect(received.map((mail) => mail.parsed.messageId).sort()).toEqual(
      mailing.deliveries.edges.map((e: { node: { messageId: string } }) => e.node.messageId).sort(),
    );

    // The mail app's one-click button: a POST of RFC 8058's body to the header's address.
    const wheat = received.find((mail) => mail.to[0] === 'wheat.grower@example.com')!;
    const target = new URL(/^List-Unsubscribe: <([^>]+)>/m.exec(headersOf(wheat))![1]);
    await request(t.app)
      .post(`${target.pathname}${target.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect((res) => expect(res.status).toBeLessThan(300));
    const subscriber = await t.db.orm.em
      .fork()
      .findOneOrFail(Subscriber, { email: 'wheat.grower@example.com' });
    expect(subscriber.status).toBe(SubscriberStatus.UNSUBSCRIBED);

    const again = await gql(
      t.app,
      SEND,
      { input: { newsletterId: newsletter.id, topics: [], expectedRecipients: 1 } },
      token,
    );
    expect(again.data!.sendNewsletter.mailing).toBeNull();
    expect(again.data!.sendNewsletter.userErrors[0].message).toMatch(/Some checks|already/);
  });

  it('narrows the audience to a topic', async () => {
    const newsletter = await publish(t.app, token, await createDraft(t.app, token));
    const { data } = await gql(
      t.app,
      CHECK,
      { id: newsletter.id, topics: ['Plant Nutrition'] },
      token,
    );
    expect(data!.newsletterMailingCheck.recipientCount).toBe(1);
    const unknown = await gql(t.app, CHECK, { id: newsletter.id, topics: ['Gardening'] }, token);
    expect(unknown.errors?.[0].message).toMatch(/Unknown topic: Gardening/);
  });

  it('after a crash, resends what was in flight and nobody else, and skips who left meanwhile', async () => {
    const em = t.db.orm.em.fork();
    const newsletter = await publish(t.app, token, await createDraft(t.app, token));
    await confirmedSubscriber('barley.grower@example.com');
    sink.received.length = 0;
    // As a dead process leaves a mailing: one recipient sent, one in flight, one still queued,
    // its heartbeat a minute old and no job left.
    const mailing = em.create(NewsletterMailing, {
      newsletterId: Number(newsletter.id),
      subject: newsletter.title,
      recipientCount: 3,
      startedBy: 'admin',
    });
    await em.flush();
    const subscribers = await em.find(Subscriber, {}, { orderBy: { id: 'asc' } });
    const [canola, barley, wheat] = ['canola', 'barley', 'wheat'].map((name) =>
      subscribers.find((s) => s.email.startsWith(name))!,
    );
    const row = (subscriber: Subscriber, status: DeliveryStatus) =>
      em.create(MailDelivery, {
        kind: 'newsletter-edition',
        recipient: subscriber.email,
        dedupeKey: `mailing:${mailing.id}:${subscriber.id}`,
        subscriberId: subscriber.id,
        mailingId: mailing.id,
        status,
      });
    row(canola, DeliveryStatus.SENT);
    row(barley, DeliveryStatus.SENDING);
    row(wheat, DeliveryStatus.QUEUED);
    await em.flush();
    // Left after the send started: skipped at their turn.
    await em.nativeUpdate(Subscriber, { id: wheat.id }, { status: SubscriberStatus.UNSUBSCRIBED });
    await em
      .getConnection()
      .execute(
        `update newsletter_mailings set heartbeat_at = now() - interval '1 minute' where id = ?`,
        [mailing.id],
      );
    expect(await t.mail!.sweep()).toBeGreaterThanOrEqual(1);
    const done = await eventually(
      () => t.db.orm.em.fork().findOneOrFail(NewsletterMailing, { id: mailing.id }),
      (current) => current.status === MailingStatus.SENT,
    );
    expect(done.finishedAt).not.toBeNull();
    expect(sink.received.map((mail) => mail.to[0])).toEqual(['barley.grower@example.com']);
    const rows = await t.db.orm.em.fork().find(MailDelivery, { mailingId: mailing.id });
    expect(Object.fromEntries(rows.map((r) => [r.recipient, r.status]))).toEqual({
      'canola.grower@example.com': DeliveryStatus.SENT,
      'barley.grower@example.com': DeliveryStatus.SENT,
      'wheat.grower@example.com': DeliveryStatus.SKIPPED,
    });
    // A second run finds it done and sends nothing.
    await runMailing(mailing.id, {
      orm: t.db.orm,
      deliver: (id, options) => t.mail!.dispatcher.deliver(id, options),
      queue: t.mail!.queue,
      logger: { info() {}, warn() {} } as never,
    });
    expect(sink.received).toHaveLength(1);
  });
});
