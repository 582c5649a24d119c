import { parse } from 'csv-parse/sync';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyToday } from '../common/calendar.js';
import { BusinessType, Contact, ContactStatus } from '../modules/contacts/index.js';
import { createLogger } from '../logger.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { testResponseCaches } from '../test/front-door.js';
import { adminToken } from '../test/graphql.js';
import type { ResponseCaches } from './cache-front-door.js';
import { csvFilename, neutraliseFormula, sendCsv } from './csv-export.js';
import { errorHandler } from './error-handler.js';

const EXPORT = '/api/admin/exports/contacts.csv';

let t: TestApp;
let token: string;
let caches: ResponseCaches;
const queries: string[] = [];

beforeAll(async () => {
  // Caches that keep what they may: the export must never be among it.
  caches = testResponseCaches();
  t = await createTestApp({}, { seed: 'settings', caches, onQuery: (sql) => queries.push(sql) });
  token = await adminToken(t.app);
});
afterAll(() => t.close());

/** The body as bytes, whatever its content type. */
function bytes(res: request.Response): Buffer {
  return res.body as Buffer;
}

async function download(query = ''): Promise<request.Response> {
  return request(t.app)
    .get(`${EXPORT}${query}`)
    .set('authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
}

/** The file read back as a spreadsheet would: records keyed by the header row. */
function records(res: request.Response): Record<string, string>[] {
  return parse(bytes(res), { bom: true, columns: true }) as Record<string, string>[];
}

async function store(fields: Partial<Contact> & { name: string }): Promise<Contact> {
  const em = t.db.orm.em.fork();
  const contact = em.create(Contact, {
    email: 'grower@example.com',
    phone: '780-555-0110',
    businessType: BusinessType.MIXED_FARMING,
    message: 'Please call.',
    ...fields,
  });
  await em.flush();
  return contact;
}

describe('GET /api/admin/exports/contacts.csv', () => {
  it('is refused without an admin token, and the refusal is not kept either', async () => {
    const anonymous = await request(t.app).get(EXPORT).expect(401);
    expect(anonymous.headers['content-type']).toMatch(/^application\/json/);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect(anonymous.body).toEqual({ message: expect.any(String) });
    await request(t.app).get(EXPORT).set('authorization', 'Bearer not.a.token').expect(401);
    expect(caches.reads.get(EXPORT)).toBeUndefined();
  });

  it('sends a UTF-8 CSV download with a BOM, quoting commas, quotes and line breaks', async () => {
    const message =
      'Hello, we farm near Legal, AB.\nOur "best" field is 80 acres.\r\nFrançois said to write.';
    const zoe = await store({
      name: 'Zoé Lefèvre-Garçon',
      email: 'zoe@example.com',
      businessType: BusinessType.ORGANIC_FARMING,
      message,
      createdAt: new Date('2026-03-03T06:30:00Z'),
    });
    const res = await download();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="contact-messages-${companyToday()}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const body = bytes(res);
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8');
    expect(text.split('\r\n', 1)[0]).toBe(
      '\uFEFFId,Received (Edmonton time),Name,Email,Phone,Business type,Message,Status,Handled at (Edmonton time),Handled by,Note',
    );
    // The message as written: quoted, its quotes doubled, its line breaks inside the quotes.
    expect(text).toContain(
      '"Hello, we farm near Legal, AB.\nOur ""best"" field is 80 acres.\r\nFrançois said to write."',
    );
    const row = records(res).find((r) => r.Id === String(zoe.id));
    expect(row).toEqual({
      Id: String(zoe.id),
      // 2 March, 23:30 in Edmonton (UTC−7 in March).
      'Received (Edmonton time)': '2026-03-02 23:30',
      Name: 'Zoé Lefèvre-Garçon',
      Email: 'zoe@example.com',
      Phone: '780-555-0110',
      'Business type': 'Organic Farming',
      Message: message,
      Status: 'New',
      'Handled at (Edmonton time)': '',
      'Handled by': '',
      Note: '',
    });
    expect(caches.reads.size).toBe(0);
  });

  it('writes a cell a spreadsheet would run as a formula as text', async () => {
    const formula = await store({
      name: '=HYPERLINK("http://example.com","Click")',
      email: 'formula@example.com',
      phone: '+1 780 555 0142',
      message: '@SUM(A1:A9)',
      status: ContactStatus.HANDLED,
      handledAt: new Date('2026-03-05T18:00:00Z'),
      handledBy: 'admin',
      note: '-2+3 bags',
    });
    const row = records(await download()).find((r) => r.Id === String(formula.id))!;
    expect(row.Name).toBe('\'=HYPERLINK("http://example.com","Click")');
    expect(row.Phone).toBe("'+1 780 555 0142");
    expect(row.Message).toBe("'@SUM(A1:A9)");
    expect(row.Note).toBe("'-2+3 bags");
    expect(row.Status).toBe('Handled');
    expect(row['Handled at (Edmonton time)']).toBe('2026-03-05 11:00');
    expect(row['Handled by']).toBe('admin');
  });

  it('exports only new or only handled messages with ?status=, and refuses other values', async () => {
    const all = records(await download());
    const fresh = records(await download('?status=new'));
    const handled = records(await download('?status=handled'));
    expect(fresh.length).toBeGreaterThan(0);
    expect(handled.length).toBeGreaterThan(0);
    expect(fresh.every((r) => r.Status === 'New')).toBe(true);
    expect(handled.every((r) => r.Status === 'Handled')).toBe(true);
    expect(fresh.length + handled.length).toBe(all.length);
    expect(records(await download('?status=all'))).toEqual(all);
    const bad = await request(t.app)
      .get(`${EXPORT}?status=DONE`)
      .set('authorization', `Bearer ${token}`)
      .expect(400);
    expect(bad.body).toEqual({
      message: 'Status must be one of all, new, handled',
      errors: { status: 'Status must be one of all, new, handled' },
    });
  });

  it('streams a few thousand messages, newest first, reading them a thousand at a time', async () => {
    // 2,500 messages a minute apart, stored in one statement.
    await t.db.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into contacts (name, email, phone, message, business_type, created_at)
       select 'Bulk ' || n, 'bulk' || n || '@example.com', '780-555-0110', 'Message ' || n,
              'Crop Farming', timestamptz '2025-01-01 00:00:00Z' + n * interval '1 minute'
         from generate_series(1, 2500) as n`,
      );
    const total = await t.db.orm.em.fork().count(Contact);
    queries.length = 0;
    const res = await download();
    // Sent as it was made: chunked, no length known up front.
    expect(res.headers['content-length']).toBeUndefined();
    const rows = records(res);
    expect(rows).toHaveLength(total);
    const bulk = rows.filter((r) => r.Name.startsWith('Bulk '));
    expect(bulk).toHaveLength(2500);
    expect(bulk[0].Name).toBe('Bulk 2500');
    expect(bulk.at(-1)!.Name).toBe('Bulk 1');
    expect(new Set(rows.map((r) => r.Id)).size).toBe(total);
    const received = rows.map((r) => r['Received (Edmonton time)']);
    expect([...received].sort().reverse()).toEqual(received);
    // One query per batch of at most 1000 rows (and no COUNT): never the whole table at once.
    const reads = queries.filter((sql) => /from "contacts"/.test(sql));
    expect(reads).toHaveLength(Math.ceil((total + 1) / 1000));
    expect(reads.every((sql) => /limit 1000\b/.test(sql))).toBe(true);
  });
});

describe('sendCsv', () => {
  /** An app that exports the numbers 1 to `count` in batches of `size`, recording each request. */
  function numbersApp(count: number, size: number, calls: (number | undefined)[]) {
    const app = express();
    app.get('/numbers.csv', async (_req, res) => {
      await sendCsv<number>(res, {
        filename: csvFilename('numbers', new Date('2026-07-01T05:00:00Z')),
        columns: [
          { header: 'Number', value: (n) => n },
          { header: 'Sign', value: (n) => (n % 2 ? `-${n}` : `+${n}`) },
        ],
        batchSize: size,
        fetchBatch: async (last, wanted) => {
          calls.push(last);
          if (last === 13) throw new Error('connection lost');
          const from = (last ?? 0) + 1;
          return Array.from(
            { length: Math.max(0, Math.min(wanted, count - from + 1)) },
            (_, i) => from + i,
          );
        },
      });
    });
    app.use(errorHandler(createLogger('silent')));
    return app;
  }

  it('asks for each batch after the last row of the one before, and stops at a short one', async () => {
    const calls: (number | undefined)[] = [];
    const res = await request(numbersApp(10, 4, calls))
      .get('/numbers.csv')
      .expect(200);
    expect(calls).toEqual([undefined, 4, 8]);
    // The office's day: 30 June in Edmonton.
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="numbers-2026-06-30.csv"',
    );
    const rows = parse(res.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.Number)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(rows[0].Sign).toBe("'-1");
    expect(rows[1].Sign).toBe("'+2");
  });

  it('reads one more batch when the last is full, and writes only the header for no rows', async () => {
    const calls: (number | undefined)[] = [];
    await request(numbersApp(8, 4, calls))
      .get('/numbers.csv')
      .expect(200);
    expect(calls).toEqual([undefined, 4, 8]);
    const empty = await request(numbersApp(0, 4, []))
      .get('/numbers.csv')
      .expect(200);
    expect(empty.text).toBe('\uFEFFNumber,Sign\r\n');
  });

  it('answers an error, not a file, when the first batch cannot be read', async () => {
    const app = express();
    app.get('/broken.csv', async (_req, res) => {
      await sendCsv(res, {
        filename: 'broken.csv',
        columns: [{ header: 'X', value: () => 'x' }],
        fetchBatch: () => Promise.reject(new Error('select * from secrets failed')),
      });
    });
    app.use(errorHandler(createLogger('silent')));
    const res = await request(app).get('/broken.csv').expect(500);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toEqual({ message: 'Internal server error' });
  });

  it('cuts the download off, rather than end it as if complete, when a later batch fails', async () => {
    const calls: (number | undefined)[] = [];
    const app = numbersApp(100, 13, calls);
    await expect(request(app).get('/numbers.csv')).rejects.toThrow();
    expect(calls).toEqual([undefined, 13]);
  });
});

describe('neutraliseFormula', () => {
  it('prefixes =, +, -, @, tab and carriage return with a quote, and nothing else', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseFormula(`${start}1`)).toBe(`'${start}1`);
    }
    for (const plain of ['', 'Dale', '780-555-0110', "'quoted", ' =1', 'a=b']) {
      expect(neutraliseFormula(plain)).toBe(plain);
    }
  });
});
