import request from 'supertest';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_ERROR_MESSAGE } from '../common/database-errors.js';
import { createLogger } from '../logger.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { gql } from '../test/graphql.js';

/**
 * Database errors are logged by their SQLSTATE code and constraint name, never by the statement
 * (MikroORM's message is the whole INSERT with the row's values): a forced constraint violation
 * and a missing table, over REST and GraphQL, leave no name, e-mail, phone or message in the log.
 */
const PERSON = {
  name: 'Zelda Personal',
  email: 'zelda.personal@example.com',
  phone: '780-555-0199',
  message: 'My private message about my farm',
  businessType: 'Crop Farming',
};
const PERSONAL_VALUES = ['Zelda', 'zelda.personal', '555-0199', 'private message'];

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp(
    { CONTACT_LIMIT: '1000' },
    { seed: 'settings', logger: createLogger('info', sink) },
  );
  // A rule the validators do not know, so the database is the one to refuse the row.
  await t.db.orm.em
    .getConnection()
    .execute(
      `alter table contacts add constraint contacts_no_zelda check (position('Zelda' in name) = 0)`,
    );
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function logged(): string {
  return lines.join('\n');
}

describe('logs of database errors', () => {
  it('answers a constraint violation as 400 and logs its code and constraint, no personal data', async () => {
    lines.length = 0;
    const res = await request(t.app).post('/api/contact').send(PERSON);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: DATA_ERROR_MESSAGE });

    const result = await gql(
      t.app,
      `mutation($input: ContactInput!) { submitContact(input: $input) { userErrors { field message code } } }`,
      { input: { ...PERSON, businessType: 'CROP_FARMING' } },
    );
    expect(result.data?.submitContact.userErrors).toEqual([
      { field: null, message: DATA_ERROR_MESSAGE, code: 'INVALID' },
    ]);

    const refused = lines.filter((line) => line.includes('database refused the input'));
    expect(refused).toHaveLength(2);
    for (const line of refused) {
      const entry = JSON.parse(line) as { err: { code: string; constraint: string } };
      expect(entry.err.code).toBe('23514');
      expect(entry.err.constraint).toBe('contacts_no_zelda');
    }
    for (const value of PERSONAL_VALUES) expect(logged()).not.toContain(value);
    expect(logged()).not.toMatch(/insert into/i);
    expect(
      await t.db.orm.em.getConnection().execute('select count(*)::int as n from contacts'),
    ).toEqual([{ n: 0 }]);
  });

  it('logs a real database fault (500) by its code, without the statement or its values', async () => {
    const connection = t.db.orm.em.getConnection();
    await connection.execute('alter table contacts rename to contacts_away');
    try {
      lines.length = 0;
      const res = await request(t.app)
        .post('/api/contact')
        .send({ ...PERSON, name: 'Zoe Personal' });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.text).not.toContain('contacts');
      const faults = lines.filter((line) => line.includes('"42P01"'));
      expect(faults.length).toBeGreaterThan(0);
      for (const value of [...PERSONAL_VALUES.slice(1), 'Zoe']) {
        expect(logged()).not.toContain(value);
      }
      expect(logged()).not.toMatch(/insert into/i);
    } finally {
      await connection.execute('alter table contacts_away rename to contacts');
    }
  });

  it('redacts personal fields and secrets wherever a log call puts them', () => {
    lines.length = 0;
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    logger.info(
      {
        input: { ...PERSON, password: 'hunter2-secret' },
        body: { email: PERSON.email, phone: PERSON.phone },
        req: { headers: { authorization: 'Bearer abc.def.ghi' } },
        email: PERSON.email,
      },
      'something happened',
    );
    for (const value of [...PERSONAL_VALUES, 'hunter2', 'abc.def']) {
      expect(logged()).not.toContain(value);
    }
    expect(logged()).toContain('[redacted]');
  });
});
