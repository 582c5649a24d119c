import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { columnsContaining } from '../../test/address-scan.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AuditEvent } from '../history/index.js';
import {
  DeliveryStatus,
  MailDelivery,
  OutboxMessage,
  SUPPRESSED_REASON,
  SUPPRESSED_RECIPIENT,
  SuppressionList,
} from '../mail/index.js';
import { MailingService } from '../mailings/index.js';
import {
  ConsentRecord,
  ConsentType,
  SUBSCRIPTION_CONFIRMATION,
  Subscriber,
  SubscriberStatus,
} from '../subscribers/index.js';

/** The person asking, as they typed their address in different places. */
const PERSON = 'marie.tremblay@example.com';
/** Someone else, whose rows must stay. */
const OTHER = 'joe.other@example.com';

const SUBSCRIBE = `mutation ($input: SubscribeInput!) {
  subscribe(input: $input) { message userErrors { message } }
}`;
const PERSONAL_DATA = `query ($email: String!) {
  personalData(email: $email) {
    email suppressed historyMentions
    subscriber { id email status preferences consents { id type page } }
    consents { id type wordingVersion wordingHash wordingText page ipAddress userAgent givenAt }
    contacts { id name email phone message }
    deliveries { id kind recipient status }
    outboxMessages { id recipient replyTo subject }
  }
}`;
const ERASE = `mutation ($email: String!) {
  erasePersonalData(email: $email) {
    erased { subscribers consents contacts deliveries outboxMessages historyEntries }
    userErrors { field message }
  }
}`;
const LIFT = `mutation ($email: String!) {
  liftMailSuppression(email: $email) { lifted userErrors { message } }
}`;

let t: TestApp;
let token: string;

const em = () => t.db.orm.em.fork();

/** Sends every queued message now, through the outbox driver (no worker runs). */
async function sendQueued(): Promise<void> {
  const queued = await em().find(
    MailDelivery,
    { status: DeliveryStatus.QUEUED },
    { orderBy: { id: 'asc' } },
  );
  for (const { id } of queued) await t.mail!.dispatcher.deliver(id, { lastAttempt: true });
}

function contact(email: string, subscribeToNewsletter = false, name = 'Marie Tremblay') {
  return request(t.app)
    .post('/api/contact')
    .send({
      name,
      email,
      phone: '780-555-0143',
      businessType: 'Mixed Farming',
      message: 'Bonjour, our canola near Legal, AB looks pale. Please call.',
      subscribeToNewsletter,
    })
    .expect(201);
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      seed: 'settings',
      mail: {
        mailFrom: '"Prairie Elite Agronomics" <newsletter@example.com>',
        companyMailbox: 'office@example.com',
        worker: false,
      },
    },
  );
  token = await adminToken(t.app);
  // The person: subscribed twice (two consents, one confirmation e-mail), wrote once, in other
  // spellings of the address; someone else did the same.
  for (const email of ['Marie.Tremblay@Example.com', OTHER]) {
    const first = await gql(t.app, SUBSCRIBE, { input: { email, preferences: ['Soil Health'] } });
    expect(first.data?.subscribe.userErrors).toEqual([]);
  }
  await request(t.app)
    .post('/api/subscribe')
    .send({ email: 'MARIE.TREMBLAY@example.com' })
    .expect(201);
  await contact('Marie.TREMBLAY@example.com');
  await contact(OTHER, false, 'Joe Other');
  await sendQueued();
});
afterAll(() => t.close());

describe('personalData: everything about an e-mail address', () => {
  it('is for admins only', async () => {
    const anonymous = await gql(t.app, PERSONAL_DATA, { email: PERSON });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('collects the subscriber, its consents, contact messages, deliveries and outbox messages, in any case', async () => {
    const { data, errors } = await gql(
      t.app,
      PERSONAL_DATA,
      { email: 'Marie.Tremblay@EXAMPLE.com' },
      token,
    );
    expect(errors).toBeUndefined();
    const found = data!.personalData;
    expect(found.email).toBe(PERSON);
    expect(found.suppressed).toBe(false);
    expect(found.subscriber).toMatchObject({
      email: PERSON,
      status: 'PENDING',
      preferences: ['Soil Health'],
    });
    expect(found.consents).toHaveLength(2);
    expect(found.consents[0]).toMatchObject({ type: 'EXPRESS', ipAddress: expect.any(String) });
    expect(found.consents[0].wordingText).toContain('unsubscribe');
    expect(found.subscriber.consents).toHaveLength(2);
    expect(found.contacts).toEqual([
      expect.objectContaining({ name: 'Marie Tremblay', email: 'Marie.TREMBLAY@example.com' }),
    ]);
    // The confirmation to the address, and the notice of its message to the company's mailbox.
    expect(found.deliveries.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'contact-notification',
      SUBSCRIPTION_CONFIRMATION,
    ]);
    expect(found.outboxMessages).toHaveLength(2);
    expect(found.outboxMessages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ recipient: PERSON }),
        expect.objectContaining({
          recipient: 'office@example.com',
          replyTo: 'Marie.TREMBLAY@example.com',
        }),
      ]),
    );
    expect(found.historyMentions).toBe(0);
  });

  it('refuses what is not an address, as a user error', async () => {
    const { data } = await gql(t.app, ERASE, { email: 'not an address' }, token);
    expect(data?.erasePersonalData).toEqual({
      erased: null,
      userErrors: [{ field: ['email'], message: 'Enter the e-mail address the request is about' }],
    });
  });
});

describe('erasePersonalData', () => {
  let otherBefore: string[];

  beforeAll(async () => {
    otherBefore = await columnsContaining(t.db.orm, OTHER);
  });

  it('removes every row with the address, leaving no trace in any table, and audits once without it', async () => {
    expect(await columnsContaining(t.db.orm, PERSON)).not.toEqual([]);
    const auditsBefore = await em().count(AuditEvent);
    const { data } = await gql(t.app, ERASE, { email: 'MARIE.tremblay@example.com' }, token);
    expect(data?.erasePersonalData).toEqual({
      erased: {
        subscribers: 1,
        consents: 2,
        contacts: 1,
        deliveries: 2,
        outboxMessages: 2,
        historyEntries: 0,
      },
      userErrors: [],
    });
    // Every text, varchar, json and text[] column of every table, the queue's included.
    expect(await columnsContaining(t.db.orm, PERSON)).toEqual([]);
    expect(await columnsContaining(t.db.orm, 'Marie Tremblay')).toEqual([]);
    // Someone else's rows are all there.
    expect(await columnsContaining(t.db.orm, OTHER)).toEqual(otherBefore);
    expect(await em().count(Subscriber, { email: OTHER })).toBe(1);

    const audits = await em().find(
      AuditEvent,
      {},
      { orderBy: { id: 'asc' }, offset: auditsBefore },
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'ERASE',
      recordType: 'person',
      recordId: null,
      recordLabel: 'Personal data of one person',
      note: 'Erased the personal data of one person: 1 subscriber, 2 consent records, 1 contact message, 2 deliveries, 2 outbox messages',
    });
  });

  it('keeps the address suppressed: personalData says so and finds nothing else', async () => {
    const { data } = await gql(t.app, PERSONAL_DATA, { email: PERSON }, token);
    expect(data!.personalData).toMatchObject({
      suppressed: true,
      subscriber: null,
      consents: [],
      contacts: [],
      deliveries: [],
      outboxMessages: [],
    });
    // Only a salted hash is kept: 64 hex digits, not the SHA-256 of the address alone.
    const rows = await em()
      .getConnection()
      .execute<{ address_hash: string; reason: string }[]>(
        'select address_hash, reason from mail_suppressions',
      );
    expect(rows).toEqual([
      { address_hash: expect.stringMatching(/^[0-9a-f]{64}$/), reason: 'erased' },
    ]);
    const { createHash } = await import('node:crypto');
    expect(rows[0].address_hash).not.toBe(createHash('sha256').update(PERSON).digest('hex'));
  });
});

describe('a suppressed address', () => {
  it('is answered as always when it subscribes, by GraphQL, REST or the contact form, and nothing is stored or sent', async () => {
    const deliveriesBefore = await em().count(MailDelivery);
    const answer = await gql(t.app, SUBSCRIBE, { input: { email: 'Marie.Tremblay@example.com' } });
    expect(answer.data?.subscribe).toEqual({
      message: 'Thank you for subscribing to our newsletter!',
      userErrors: [],
    });
    const rest = await request(t.app).post('/api/subscribe').send({ email: PERSON }).expect(201);
    expect(rest.body).toEqual({
      success: true,
      message: 'Thank you for subscribing to our newsletter!',
    });
    expect(await em().count(Subscriber, { email: PERSON })).toBe(0);
    expect(await em().count(MailDelivery)).toBe(deliveriesBefore);
    // A message with the newsletter box ticked is a message (stored and sent to the company), but
    // starts no subscription.
    await contact(PERSON, true);
    expect(await em().count(Subscriber, { email: PERSON })).toBe(0);
    expect(await em().count(MailDelivery, { recipient: PERSON })).toBe(0);
  });

  it('is never in a mailing audience, and the dispatcher refuses to mail it', async () => {
    const fork = em();
    const mailing = new MailingService(fork, t.mail!.queue);
    const audience = await mailing.audienceCount([]);
    // A confirmed row with live consent that got past every other check (an old copy restored).
    const row = fork.create(Subscriber, {
      email: PERSON,
      status: SubscriberStatus.CONFIRMED,
      confirmedAt: new Date(),
    });
    fork.create(ConsentRecord, {
      subscriber: row,
      type: ConsentType.EXPRESS,
      wordingVersion: 'v1',
      wordingText: 'Invented wording',
      wordingHash: 'a'.repeat(64),
      ipAddress: '192.0.2.10',
      givenAt: new Date(),
      confirmedAt: new Date(),
    });
    const control = fork.create(Subscriber, {
      email: 'still.here@example.com',
      status: SubscriberStatus.CONFIRMED,
      confirmedAt: new Date(),
    });
    await fork.flush();
    expect(await mailing.audienceCount([])).toBe(audience + 1);

    // A message queued to it anyway (here, a confirmation) is skipped, and the skip forgets it.
    const outboxBefore = await em().count(OutboxMessage);
    await t.mail!.queue.queue(fork, {
      kind: SUBSCRIPTION_CONFIRMATION,
      recipient: PERSON,
      dedupeKey: `confirm:${row.id}:guard`,
      subscriberId: row.id,
    });
    const delivery = await em().findOneOrFail(MailDelivery, {
      dedupeKey: `confirm:${row.id}:guard`,
    });
    row.status = SubscriberStatus.PENDING;
    await fork.flush();
    expect(await t.mail!.dispatcher.deliver(delivery.id, { lastAttempt: true })).toBe(
      DeliveryStatus.SKIPPED,
    );
    const after = await em().findOneOrFail(MailDelivery, { id: delivery.id });
    expect(after).toMatchObject({
      status: DeliveryStatus.SKIPPED,
      lastError: SUPPRESSED_REASON,
      recipient: SUPPRESSED_RECIPIENT,
    });
    expect(await em().count(OutboxMessage)).toBe(outboxBefore);
    expect(await em().count(OutboxMessage, { recipient: PERSON })).toBe(0);
    fork.remove(control);
    fork.remove(row);
    await fork.flush();
  });

  it('can be lifted by the office at the person’s request, audited without the address', async () => {
    const { data } = await gql(t.app, LIFT, { email: 'MARIE.TREMBLAY@example.com' }, token);
    expect(data?.liftMailSuppression).toEqual({ lifted: true, userErrors: [] });
    expect(await new SuppressionList(em()).isSuppressed(PERSON)).toBe(false);
    const [last] = await em().find(AuditEvent, {}, { orderBy: { id: 'desc' }, limit: 1 });
    expect(last).toMatchObject({ recordType: 'mail-suppression', action: 'DELETE' });
    expect(JSON.stringify(last)).not.toContain('tremblay');
    await gql(t.app, SUBSCRIBE, { input: { email: PERSON } });
    expect(await em().count(Subscriber, { email: PERSON, status: SubscriberStatus.PENDING })).toBe(
      1,
    );
  });
});
