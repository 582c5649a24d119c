import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AuditEvent } from '../history/index.js';
import { MailDelivery } from '../mail/index.js';
import { ConsentRecord } from './consent-record.entity.js';
import { CURRENT_CONSENT_VERSION } from './consent-wording.js';
import { Subscriber, SubscriberStatus } from './subscriber.entity.js';
import { SUBSCRIPTION_CONFIRMATION } from './subscription-confirmation.mail.js';

const IMPORT = '/api/admin/imports/subscribers';

let t: TestApp;
let token: string;
const em = () => t.db.orm.em.fork();

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
});
afterAll(() => t.close());

function upload(content: string | Buffer, name = 'list.csv') {
  return request(t.app)
    .post(IMPORT)
    .set('authorization', `Bearer ${token}`)
    .set('user-agent', 'Office browser/1.0')
    .attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), name);
}

describe('POST /api/admin/imports/subscribers', () => {
  it('is for admins only', async () => {
    await request(t.app).post(IMPORT).attach('file', Buffer.from('email\n'), 'a.csv').expect(401);
  });

  it('adds new addresses as pending with an import consent and a confirmation, and reports each refused row', async () => {
    // Already on the list, in every state.
    const fork = em();
    fork.create(Subscriber, { email: 'left@example.com', status: SubscriberStatus.UNSUBSCRIBED });
    await fork.flush();
    const csv = [
      '\uFEFFEmail,Topics',
      'new.one@example.com,Soil Health',
      '"New.Two@Example.com","Soil Health; Plant Nutrition"',
      'not-an-address,',
      'NEW.ONE@example.com,',
      'left@example.com,',
      '',
      'three@example.com,Weather',
      'three@example.com,',
    ].join('\r\n');
    const res = await upload(csv).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      rows: 7,
      added: 3,
      refused: [
        {
          row: 4,
          email: 'not-an-address',
          reason: 'invalid_address',
          message: 'Not a valid e-mail address',
        },
        {
          row: 5,
          email: 'NEW.ONE@example.com',
          reason: 'duplicate_in_file',
          message: 'Already earlier in this file',
        },
        {
          row: 6,
          email: 'left@example.com',
          reason: 'already_subscribed',
          message: 'Already on the list: left as it is',
        },
        {
          row: 8,
          email: 'three@example.com',
          reason: 'unknown_topic',
          message: 'Unknown topic (choose among Plant Nutrition, Soil Health, Organic Solutions)',
        },
      ],
    });
    const added = await em().find(
      Subscriber,
      { email: { $in: ['new.one@example.com', 'new.two@example.com', 'three@example.com'] } },
      { orderBy: { id: 'asc' } },
    );
    expect(added.map((s) => [s.email, s.status, s.preferences])).toEqual([
      ['new.one@example.com', SubscriberStatus.PENDING, ['Soil Health']],
      ['new.two@example.com', SubscriberStatus.PENDING, ['Soil Health', 'Plant Nutrition']],
      ['three@example.com', SubscriberStatus.PENDING, []],
    ]);
    const consents = await em().find(ConsentRecord, {
      subscriber: { $in: added.map((s) => s.id) },
    });
    expect(consents).toHaveLength(3);
    expect(consents[0]).toMatchObject({
      type: 'express',
      page: 'import',
      wordingVersion: CURRENT_CONSENT_VERSION,
      userAgent: 'Office browser/1.0',
      confirmedAt: null,
    });
    expect(consents[0].ipAddress).toMatch(/127\.0\.0\.1|::1/);
    // Double opt-in: a confirmation each, nothing else.
    const deliveries = await em().find(MailDelivery, {
      subscriberId: { $in: added.map((s) => s.id) },
    });
    expect(deliveries.map((d) => d.kind)).toEqual([
      SUBSCRIPTION_CONFIRMATION,
      SUBSCRIPTION_CONFIRMATION,
      SUBSCRIPTION_CONFIRMATION,
    ]);
    // The unsubscribed address stays unsubscribed.
    expect((await em().findOneOrFail(Subscriber, { email: 'left@example.com' })).status).toBe(
      SubscriberStatus.UNSUBSCRIBED,
    );
    // One audit row, counting, naming no address.
    const [audit] = await em().find(AuditEvent, { recordType: 'subscriber-import' });
    expect(audit.note).toBe('Imported 7 rows: 3 added, 4 refused');
    expect(JSON.stringify(audit)).not.toContain('@');
  });

  it('refuses an erased (suppressed) address on re-import, and never mails it', async () => {
    await request(t.app)
      .post('/api/subscribe')
      .send({ email: 'erased.person@example.com' })
      .expect(201);
    const erased = await gql(
      t.app,
      `mutation { erasePersonalData(email: "erased.person@example.com") { erased { subscribers } } }`,
      {},
      token,
    );
    expect(erased.data?.erasePersonalData.erased.subscribers).toBe(1);
    const res = await upload('email\nErased.Person@example.com\nfresh.person@example.com\n').expect(
      200,
    );
    expect(res.body).toEqual({
      rows: 2,
      added: 1,
      refused: [
        {
          row: 2,
          email: 'Erased.Person@example.com',
          reason: 'suppressed',
          message: 'Erased at the person’s request: never added again',
        },
      ],
    });
    expect(await em().count(Subscriber, { email: 'erased.person@example.com' })).toBe(0);
    expect(await em().count(MailDelivery, { recipient: 'erased.person@example.com' })).toBe(0);
  });

  it('reads semicolon-separated files', async () => {
    const res = await upload('name;email\nAnna;semi@example.com\n').expect(200);
    expect(res.body).toMatchObject({ rows: 1, added: 1, refused: [] });
  });

  it('refuses a file without an email column, an empty one, too many rows or too many bytes, with clear messages', async () => {
    const noColumn = await upload('address\nx@example.com\n').expect(400);
    expect(noColumn.body).toEqual({
      message: 'The first row must name the columns, one of them "email" (and optionally "topics")',
      errors: {
        file: 'The first row must name the columns, one of them "email" (and optionally "topics")',
      },
    });
    const empty = await upload('email\n').expect(400);
    expect(empty.body.message).toBe('The file has no rows under its header');
    const rows = ['email', ...Array.from({ length: 10_001 }, (_, i) => `r${i}@example.com`)].join(
      '\n',
    );
    const tooMany = await upload(rows).expect(400);
    expect(tooMany.body.message).toBe(
      'The file has more than 10,000 rows: split it into smaller files',
    );
    expect(await em().count(Subscriber, { email: 'r0@example.com' })).toBe(0);
    const big = await upload(Buffer.alloc(2 * 1024 * 1024 + 1, 'a')).expect(413);
    expect(big.body.message).toBe('The file is larger than 2 MB: split it into smaller files');
    const none = await request(t.app)
      .post(IMPORT)
      .set('authorization', `Bearer ${token}`)
      .expect(400);
    expect(none.body.message).toBe('Choose a CSV file to import');
  });
});
