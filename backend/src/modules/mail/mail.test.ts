import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { eventually } from '../../test/eventually.js';
import { setContactFacts } from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { PUBLIC_ENTITIES } from '../index.js';
import { DeliveryStatus, MailDelivery } from './mail-delivery.entity.js';
import { OutboxMessage } from './outbox-message.entity.js';

const CONTACT = {
  name: 'Dana Whitfield',
  email: 'dana.whitfield@example.com',
  phone: '780-555-0110',
  businessType: 'Mixed Farming',
  message: 'Our canola on the north quarter, près de Vegreville, looks pale.\nCan you test it?',
};

/** Retries a second apart, so a test sees the queue's second attempt. */
const FAST_RETRY = { retryLimit: 3, retryDelay: 1, retryBackoff: false };

describe('mail over SMTP, read from the wire', () => {
  let t: TestApp;
  let sink: SmtpSink;

  /** The contact's notice once its sender has recorded it sent (the wire alone is earlier). */
  const sentDelivery = (contactId: number) =>
    eventually(
      () => t.db.orm.em.fork().findOneOrFail(MailDelivery, { contactId }),
      (row) => row.status === DeliveryStatus.SENT,
    );

  const deliveries = () => t.db.orm.em.fork().find(MailDelivery, {}, { orderBy: { id: 'asc' } });

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(
      {},
      {
        seed: 'settings',
        mail: {
          smtpUrl: sink.url,
          mailFrom: '"Prairie Elite Agronomics" <newsletter@example.com>',
          companyMailbox: 'office@example.com',
          worker: true,
          retry: FAST_RETRY,
        },
      },
    );
  });

  afterEach(() => {
    sink.received.length = 0;
    sink.refuse.clear();
  });

  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('mails a stored contact message to the company mailbox, Reply-To the sender', async () => {
    const response = await request(t.app).post('/api/contact').send(CONTACT).expect(201);
    const [received] = await sink.waitFor(1);
    expect(received.to).toEqual(['office@example.com']);
    expect(received.from).toBe('newsletter@example.com');
    const { parsed } = received;
    expect(parsed.replyTo?.value[0].address).toBe(CONTACT.email);
    expect(parsed.subject).toBe('Contact form: Dana Whitfield (Mixed Farming)');
    expect(parsed.text).toContain('près de Vegreville, looks pale.\nCan you test it?');
    expect(parsed.html).toContain('près de Vegreville, looks pale.<br>Can you test it?');
    expect(Buffer.byteLength(parsed.html || '')).toBeLessThan(100_000);
    expect(parsed.html).not.toMatch(/<img|<script/i);
    const [row] = await eventually(deliveries, (rows) => rows[0]?.status === DeliveryStatus.SENT);
    expect(row).toMatchObject({
      kind: 'contact-notification',
      recipient: 'office@example.com',
      contactId: response.body.id,
      attempts: 1,
    });
    expect(parsed.messageId).toBe(row.messageId);
  });

  it('keeps a message stored while SMTP is down, and delivers it when the server is back', async () => {
    await sink.stop();
    const response = await request(t.app).post('/api/contact').send(CONTACT).expect(201);
    const [failed] = await eventually(deliveries, (rows) =>
      rows.some((row) => row.contactId === response.body.id && row.lastError !== null),
    ).then((rows) => rows.filter((row) => row.contactId === response.body.id));
    expect(failed.status).toBe(DeliveryStatus.QUEUED);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    await sink.start();
    const [received] = await sink.waitFor(1);
    expect(received.parsed.replyTo?.value[0].address).toBe(CONTACT.email);
    const sent = await eventually(
      () => t.db.orm.em.fork().findOneOrFail(MailDelivery, { contactId: response.body.id }),
      (row) => row.status === DeliveryStatus.SENT,
    );
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sink.received).toHaveLength(1);
  });

  it('marks an address the server refuses for good as bounced, and never tries it again', async () => {
    sink.refuse.add('office@example.com');
    const response = await request(t.app).post('/api/contact').send(CONTACT).expect(201);
    const bounced = await eventually(
      () => t.db.orm.em.fork().findOneOrFail(MailDelivery, { contactId: response.body.id }),
      (row) => row.status !== DeliveryStatus.QUEUED && row.status !== DeliveryStatus.SENDING,
    );
    expect(bounced.status).toBe(DeliveryStatus.BOUNCED);
    expect(bounced.lastError).toContain('No such user');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const again = await t.db.orm.em.fork().findOneOrFail(MailDelivery, { id: bounced.id });
    expect(again).toMatchObject({ status: DeliveryStatus.BOUNCED, attempts: 1 });
    expect(sink.received).toHaveLength(0);
  });

  it('sends once when the same delivery is run twice at once (a retried job, two replicas)', async () => {
    const em = t.db.orm.em.fork();
    const contact = await request(t.app).post('/api/contact').send(CONTACT).expect(201);
    const row = await sentDelivery(contact.body.id);
    await em.nativeUpdate(MailDelivery, { id: row.id }, { status: DeliveryStatus.QUEUED });
    sink.received.length = 0;
    const outcomes = await Promise.all([
      t.mail!.dispatcher.deliver(row.id, {}),
      t.mail!.dispatcher.deliver(row.id, {}),
      t.mail!.dispatcher.deliver(row.id, {}),
    ]);
    expect(outcomes.filter((outcome) => outcome === DeliveryStatus.SENT)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'not-claimed')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(1);
  });

  it('takes back the claim of a sender that died mid-send, and sends the message', async () => {
    const em = t.db.orm.em.fork();
    const contact = await request(t.app).post('/api/contact').send(CONTACT).expect(201);
    const row = await sentDelivery(contact.body.id);
    sink.received.length = 0;
    // As a process killed after its claim leaves it: sending, claimed long ago, no job left.
    await em.getConnection().execute(
      `update mail_deliveries set status = 'sending', claimed_at = now() - interval '1 hour',
         updated_at = now() - interval '1 hour' where id = ?`,
      [row.id],
    );
    await em
      .getConnection()
      .execute(`delete from pgboss.job where data ->> 'deliveryId' = ?`, [String(row.id)]);
    expect(await t.mail!.sweep()).toBe(0); // taken back now; its job comes once it has waited
    await em
      .getConnection()
      .execute(`update mail_deliveries set updated_at = now() - interval '1 hour' where id = ?`, [
        row.id,
      ]);
    expect(await t.mail!.sweep()).toBe(1);
    await sink.waitFor(1);
    const sent = await eventually(
      () => t.db.orm.em.fork().findOneOrFail(MailDelivery, { id: row.id }),
      (current) => current.status === DeliveryStatus.SENT,
    );
    expect(sent.attempts).toBe(2);
  });

  it('records one delivery per unit of work, however often it is queued', async () => {
    const em = t.db.orm.em.fork();
    const request1 = {
      kind: 'contact-notification',
      recipient: 'office@example.com',
      dedupeKey: 'contact:test-once',
    };
    await t.mail!.queue.queue(em, request1);
    await t.mail!.queue.queue(em, request1);
    expect(await em.count(MailDelivery, { dedupeKey: 'contact:test-once' })).toBe(1);
  });
});

describe('the local outbox (no SMTP_URL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { seed: 'settings', mail: { mailFrom: 'newsletter@example.com', worker: true } },
    );
    // Without COMPANY_MAILBOX, notices go to the mailbox the office set in Settings.
    await setContactFacts(t.db, { submissionsMailbox: 'front.desk@example.com' });
  });

  afterAll(() => t.close());

  it('keeps every message whole for admins, and shows it to no one else', async () => {
    await request(t.app).post('/api/contact').send(CONTACT).expect(201);
    const stored = await eventually(
      () => t.db.orm.em.fork().find(OutboxMessage, {}),
      (rows) => rows.length === 1,
    );
    expect(stored[0]).toMatchObject({
      recipient: 'front.desk@example.com',
      replyTo: CONTACT.email,
      sender: 'newsletter@example.com',
    });
    const query = `{ outboxMessages(first: 10) { edges { node { id recipient subject text html messageId headers { name value } } } } }`;
    const anonymous = await gql(t.app, query);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const token = await adminToken(t.app);
    const { data } = await gql(t.app, query, {}, token);
    const [message] = data!.outboxMessages.edges.map((edge: { node: unknown }) => edge.node);
    expect(message.subject).toBe('Contact form: Dana Whitfield (Mixed Farming)');
    expect(message.text).toContain('Can you test it?');
    const one = await gql(t.app, `{ outboxMessage(id: "${message.id}") { recipient } }`, {}, token);
    expect(one.data!.outboxMessage.recipient).toBe('front.desk@example.com');
    const ledger = await t.db.orm.em
      .fork()
      .findOneOrFail(MailDelivery, { kind: 'contact-notification' });
    expect(ledger).toMatchObject({ status: DeliveryStatus.SENT, messageId: message.messageId });
  });

  it('never clears the public caches: the ledger, the outbox and the queue are not content', () => {
    for (const entity of ['MailDelivery', 'OutboxMessage']) {
      expect(PUBLIC_ENTITIES.has(entity)).toBe(false);
    }
  });
});
