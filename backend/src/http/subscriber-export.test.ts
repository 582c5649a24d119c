import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyToday } from '../common/calendar.js';
import {
  ConsentRecord,
  ConsentType,
  Subscriber,
  SubscriberStatus,
  WithdrawalMethod,
} from '../modules/subscribers/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { adminToken } from '../test/graphql.js';

const EXPORT = '/api/admin/exports/subscribers.csv';

let t: TestApp;
let token: string;
const queries: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings', onQuery: (sql) => queries.push(sql) });
  token = await adminToken(t.app);
});
afterAll(() => t.close());

async function download(query = ''): Promise<Buffer> {
  const res = await request(t.app)
    .get(`${EXPORT}${query}`)
    .set('authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="subscribers-${companyToday()}.csv"`,
  );
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body as Buffer;
}

const records = (body: Buffer) =>
  parse(body, { bom: true, columns: true }) as Record<string, string>[];

const UA = 'Navigateur élégant/1.0 (X11; Linux, "quoted"),\nsecond line';

describe('GET /api/admin/exports/subscribers.csv', () => {
  let zoe: Subscriber;

  beforeAll(async () => {
    const em = t.db.orm.em.fork();
    zoe = em.create(Subscriber, {
      email: 'zoé.lefèvre@example.com',
      status: SubscriberStatus.UNSUBSCRIBED,
      subscribeDate: new Date('2026-03-03T06:30:05Z'),
      confirmedAt: new Date('2026-03-03T07:00:00Z'),
      unsubscribedAt: new Date('2026-04-01T15:00:00Z'),
      preferences: ['Soil Health', 'Plant Nutrition'],
    });
    const evidence = {
      subscriber: zoe,
      type: ConsentType.EXPRESS,
      wordingVersion: '2026-11-a',
      wordingText: 'Invented wording, "with quotes"',
      wordingHash: 'b'.repeat(64),
      ipAddress: '203.0.113.7',
    };
    // An older consent, withdrawn, then the one the export shows: the latest (also withdrawn).
    em.create(ConsentRecord, {
      ...evidence,
      page: '/',
      givenAt: new Date('2026-03-01T10:00:00Z'),
      withdrawnAt: new Date('2026-03-02T10:00:00Z'),
      withdrawnHow: WithdrawalMethod.LINK,
    });
    em.create(ConsentRecord, {
      ...evidence,
      page: '/newsletter',
      userAgent: UA,
      givenAt: new Date('2026-03-03T06:30:05Z'),
      confirmedAt: new Date('2026-03-03T07:00:00Z'),
      withdrawnAt: new Date('2026-04-01T15:00:00Z'),
      withdrawnHow: WithdrawalMethod.ONE_CLICK,
    });
    em.create(Subscriber, {
      email: '=cmd@example.com',
      status: SubscriberStatus.PENDING,
      subscribeDate: new Date('2026-03-04T06:30:05Z'),
    });
    await em.flush();
  });

  it('is refused without an admin token', async () => {
    const res = await request(t.app).get(EXPORT).expect(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('writes one row per subscriber with its consent evidence: BOM, quoting, accents', async () => {
    const body = await download();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8');
    expect(text.split('\r\n', 1)[0]).toBe(
      '\uFEFFId,Email,Status,Subscribed (Edmonton time),Confirmed (Edmonton time),Unsubscribed (Edmonton time),Topics,Consent type,Wording version,Wording hash (SHA-256),Page,IP address,User agent,Consent given (Edmonton time),Consent confirmed (Edmonton time),Consent withdrawn (Edmonton time),Withdrawn how',
    );
    // Quoted, its quotes doubled, its line break inside the quotes.
    expect(text).toContain('"Navigateur élégant/1.0 (X11; Linux, ""quoted""),\nsecond line"');
    const rows = records(body);
    expect(rows.find((row) => row.Id === String(zoe.id))).toEqual({
      Id: String(zoe.id),
      Email: 'zoé.lefèvre@example.com',
      Status: 'Unsubscribed',
      'Subscribed (Edmonton time)': '2026-03-02 23:30:05',
      'Confirmed (Edmonton time)': '2026-03-03 00:00:00',
      'Unsubscribed (Edmonton time)': '2026-04-01 09:00:00',
      Topics: 'Soil Health; Plant Nutrition',
      'Consent type': 'Express',
      'Wording version': '2026-11-a',
      'Wording hash (SHA-256)': 'b'.repeat(64),
      Page: '/newsletter',
      'IP address': '203.0.113.7',
      'User agent': UA,
      'Consent given (Edmonton time)': '2026-03-02 23:30:05',
      'Consent confirmed (Edmonton time)': '2026-03-03 00:00:00',
      'Consent withdrawn (Edmonton time)': '2026-04-01 09:00:00',
      'Withdrawn how': 'One-click unsubscribe',
    });
    // A cell a spreadsheet would run is written as text.
    expect(rows.some((row) => row.Email === "'=cmd@example.com")).toBe(true);
  });

  it('exports one status with ?status=, and refuses other values', async () => {
    const pending = records(await download('?status=pending'));
    expect(pending.map((row) => row.Status)).toEqual(pending.map(() => 'Pending'));
    expect(pending.some((row) => row.Email === "'=cmd@example.com")).toBe(true);
    const unsubscribed = records(await download('?status=unsubscribed'));
    expect(unsubscribed.map((row) => row.Id)).toEqual([String(zoe.id)]);
    const res = await request(t.app)
      .get(`${EXPORT}?status=gone`)
      .set('authorization', `Bearer ${token}`)
      .expect(400);
    expect(res.body.message).toBe('Status must be one of all, pending, confirmed, unsubscribed');
  });

  it('exports the subscribers of one topic with ?topic=, with the status too', async () => {
    const soil = records(await download(`?topic=${encodeURIComponent('Soil Health')}`));
    expect(soil.map((row) => row.Id)).toEqual([String(zoe.id)]);
    expect(records(await download('?topic=Soil+Health&status=pending'))).toEqual([]);
    expect(records(await download('?topic=Soil'))).toEqual([]);
    // Empty is all of them.
    expect(records(await download('?topic=')).length).toBeGreaterThan(1);
    const res = await request(t.app)
      .get(`${EXPORT}?topic=a&topic=b`)
      .set('authorization', `Bearer ${token}`)
      .expect(400);
    expect(res.body.message).toBe('Topic must be one topic');
    // The rules of `subscribers(topic:)`.
    const long = await request(t.app)
      .get(`${EXPORT}?topic=${'a'.repeat(61)}`)
      .set('authorization', `Bearer ${token}`)
      .expect(400);
    expect(long.body.message).toBe('Topic must be at most 60 characters');
  });

  it('streams thousands of rows in keyset batches, each once, newest first, never by offset', async () => {
    const connection = t.db.orm.em.getConnection();
    // 3,500 subscribers, many in the same microsecond-precise instant (the id breaks those ties).
    await connection.execute(
      `insert into subscribers (email, status, subscribe_date, preferences)
       select 'reader' || n || '@example.com', 'confirmed',
              timestamptz '2026-01-01 00:00:00.123456+00' + (n / 3) * interval '1 second', '{}'
         from generate_series(1, 3500) n`,
    );
    await connection.execute(
      `insert into subscriber_consents
         (subscriber_id, type, wording_version, wording_text, wording_hash, page, ip_address, given_at, confirmed_at)
       select id, 'express', '2026-11-a', 'Invented wording', repeat('c', 64), '/', '198.51.100.1',
              subscribe_date, subscribe_date
         from subscribers where email like 'reader%'`,
    );
    const [{ count }] = await connection.execute<{ count: number }[]>(
      'select count(*)::int as count from subscribers',
    );
    queries.length = 0;
    const rows = records(await download());
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.Id)).size).toBe(count);
    const readers = rows.filter((row) => row.Email.startsWith('reader'));
    expect(readers).toHaveLength(3500);
    expect(readers.every((row) => row['Consent type'] === 'Express')).toBe(true);
    // Newest first: the last reader subscribed last.
    expect(readers[0].Email).toBe('reader3500@example.com');
    const batches = queries.filter((sql) => sql.includes('from subscribers s'));
    expect(batches.length).toBe(Math.floor(count / 1000) + 1);
    expect(batches.join('\n')).not.toMatch(/\boffset\b/i);
  });
});
