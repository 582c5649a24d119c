import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261126200000ContactTriage as ContactTriage } from '../../db/migrations/Migration20261126200000ContactTriage.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AuditEvent } from '../history/index.js';
import { BusinessType, Contact, ContactStatus } from './index.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
});
afterAll(() => t.close());

const FIELDS = 'id name status handledAt handledBy note version';
const ERRORS = 'userErrors { field message code }';
const TRIAGE = `mutation ($id: ID!, $v: Int!, $input: ContactTriageInput!) {
  updateContactTriage(id: $id, expectedVersion: $v, input: $input) { contact { ${FIELDS} } ${ERRORS} }
}`;
const LIST = `query ($status: ContactStatus, $search: String, $first: Int, $after: String) {
  contacts(status: $status, search: $search, first: $first, after: $after) {
    totalCount
    edges { node { name status } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface Triaged {
  id: string;
  name: string;
  status: ContactStatus;
  handledAt: string | null;
  handledBy: string | null;
  note: string | null;
  version: number;
}

let received = 0;
/** A message of the test's own, received `minutesAgo` (its name unique to this file). */
async function receive(name: string, minutesAgo = 0): Promise<Contact> {
  received += 1;
  const em = t.db.orm.em.fork();
  const contact = em.create(Contact, {
    name,
    email: `sender${received}@example.com`,
    phone: '780-555-0110',
    businessType: BusinessType.CROP_FARMING,
    message: `Please call me about a soil test on the home quarter. (${received})`,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  await em.flush();
  return contact;
}

async function triage(
  id: number | string,
  version: number,
  input: Record<string, unknown>,
  as: string | null = token,
) {
  return gql<{ updateContactTriage: { contact: Triaged | null; userErrors: unknown[] } }>(
    t.app,
    TRIAGE,
    { id: String(id), v: version, input },
    as ?? undefined,
  );
}

async function stored(id: number): Promise<Contact> {
  return t.db.orm.em.fork().findOneOrFail(Contact, { id });
}

describe('contact triage', () => {
  it('matches its migration: the schema has nothing left to change for contacts', async () => {
    const diff = await t.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff).not.toContain('"contacts"');
  });

  it('gives every message the migration finds the status new', async () => {
    // The table as the previous release left it, with a message in it; then the upgrade.
    const em = t.db.orm.em.fork();
    const connection = em.getConnection();
    const run = async (direction: 'up' | 'down') => {
      const migration = new ContactTriage(em.getDriver(), t.db.orm.config);
      await migration[direction]();
      for (const sql of migration.getQueries()) await connection.execute(String(sql));
    };
    await run('down');
    await connection.execute(
      `insert into contacts (name, email, phone, message, business_type)
       values ('Olga Petrenko', 'olga@example.com', '780-555-0177', 'Old message', 'Other')`,
    );
    await run('up');
    const [row] = await connection.execute<
      {
        status: string;
        handled_at: Date | null;
        handled_by: string | null;
        note: string | null;
        version: number;
      }[]
    >(
      `select status, handled_at, handled_by, note, version from contacts where name = 'Olga Petrenko'`,
    );
    expect(row).toEqual({
      status: 'NEW',
      handled_at: null,
      handled_by: null,
      note: null,
      version: 1,
    });
    // A handled message without its time is refused by the database itself.
    await expect(
      connection.execute(`update contacts set status = 'HANDLED' where name = 'Olga Petrenko'`),
    ).rejects.toThrow(/contacts_handled_check/);
  });

  it('starts every message as new, without a note', async () => {
    const contact = await receive('Nora New');
    expect(contact.status).toBe(ContactStatus.NEW);
    const row = await stored(contact.id);
    expect(row).toMatchObject({ status: 'NEW', handledAt: null, handledBy: null, note: null });
  });

  it('is for admins only', async () => {
    const contact = await receive('Ulla Unauthenticated');
    const anonymous = await triage(contact.id, contact.version, { status: 'HANDLED' }, null);
    expect(anonymous.data?.updateContactTriage ?? null).toBeNull();
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const forged = await triage(contact.id, contact.version, { status: 'HANDLED' }, 'not.a.token');
    expect(forged.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await stored(contact.id)).status).toBe(ContactStatus.NEW);
  });

  it('marks a message handled by the admin, with a note, and audits it without personal data', async () => {
    const contact = await receive('Harold Handled');
    const before = Date.now();
    const body = await triage(contact.id, contact.version, {
      status: 'HANDLED',
      note: '  Called back on 3 March; sent the price list.\nFollow up in April.  ',
    });
    expect(body.errors).toBeUndefined();
    const { contact: answered, userErrors } = body.data!.updateContactTriage;
    expect(userErrors).toEqual([]);
    expect(answered).toMatchObject({
      status: 'HANDLED',
      handledBy: 'admin',
      note: 'Called back on 3 March; sent the price list.\nFollow up in April.',
      version: contact.version + 1,
    });
    const handledAt = Date.parse(answered!.handledAt!);
    expect(handledAt).toBeGreaterThanOrEqual(before - 1000);
    expect(handledAt).toBeLessThanOrEqual(Date.now() + 1000);
    const row = await stored(contact.id);
    expect(row.status).toBe(ContactStatus.HANDLED);
    expect(row.handledAt!.getTime()).toBe(handledAt);

    const [audit] = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordType: 'contact', recordId: contact.id });
    expect(audit).toMatchObject({
      actor: 'admin',
      action: 'UPDATE',
      recordLabel: `Message #${contact.id}`,
      fields: ['status', 'handledAt', 'handledBy', 'note'],
      note: 'new → handled',
    });
    const trail = JSON.stringify(audit);
    for (const personal of ['Harold', contact.email, 'soil test', 'price list', '780-555']) {
      expect(trail).not.toContain(personal);
    }
  });

  it('keeps when and by whom while only the note changes, and forgets both when reopened', async () => {
    const contact = await receive('Rita Reopened');
    const handled = (await triage(contact.id, contact.version, { status: 'HANDLED' })).data!
      .updateContactTriage.contact!;
    const noted = (
      await triage(contact.id, handled.version, { status: 'HANDLED', note: 'Left a voicemail.' })
    ).data!.updateContactTriage.contact!;
    expect(noted).toMatchObject({
      handledAt: handled.handledAt,
      handledBy: 'admin',
      note: 'Left a voicemail.',
      version: handled.version + 1,
    });
    const reopened = (
      await triage(contact.id, noted.version, { status: 'NEW', note: 'Left a voicemail.' })
    ).data!.updateContactTriage.contact!;
    expect(reopened).toMatchObject({
      status: 'NEW',
      handledAt: null,
      handledBy: null,
      note: 'Left a voicemail.',
    });
    // An empty note removes it.
    const cleared = (await triage(contact.id, reopened.version, { status: 'NEW', note: '   ' }))
      .data!.updateContactTriage.contact!;
    expect(cleared.note).toBeNull();
    const audits = await t.db.orm.em
      .fork()
      .find(
        AuditEvent,
        { recordType: 'contact', recordId: contact.id },
        { orderBy: { id: 'asc' } },
      );
    expect(audits.map((a) => [a.fields, a.note])).toEqual([
      [['status', 'handledAt', 'handledBy'], 'new → handled'],
      [['note'], ''],
      [['status', 'handledAt', 'handledBy'], 'handled → new'],
      [['note'], ''],
    ]);
  });

  it('saves nothing, and audits nothing, when nothing changes', async () => {
    const contact = await receive('Sam Same');
    const body = await triage(contact.id, contact.version, { status: 'NEW', note: null });
    expect(body.data!.updateContactTriage.contact!.version).toBe(contact.version);
    const em = t.db.orm.em.fork();
    expect(await em.count(AuditEvent, { recordType: 'contact', recordId: contact.id })).toBe(0);
  });

  it('refuses a note that is too long or holds control characters, and changes nothing', async () => {
    const contact = await receive('Vera Validated');
    const long = await triage(contact.id, contact.version, {
      status: 'HANDLED',
      note: 'n'.repeat(2001),
    });
    expect(long.errors).toBeUndefined();
    expect(long.data!.updateContactTriage).toEqual({
      contact: null,
      userErrors: [
        {
          field: ['input', 'note'],
          message: 'Note must be at most 2000 characters',
          code: 'TOO_LONG',
        },
      ],
    });
    const control = await triage(contact.id, contact.version, {
      status: 'HANDLED',
      note: 'Called\u0007 back',
    });
    expect(control.data!.updateContactTriage.userErrors).toEqual([
      {
        field: ['input', 'note'],
        message: 'Note contains characters that are not allowed',
        code: 'INVALID',
      },
    ]);
    const row = await stored(contact.id);
    expect(row).toMatchObject({ status: 'NEW', note: null, version: contact.version });
    // Exactly the limit, counted in characters, is fine; so are line breaks.
    const longest = await triage(contact.id, contact.version, {
      status: 'HANDLED',
      note: `${'n'.repeat(1997)}\né`,
    });
    expect(longest.data!.updateContactTriage.userErrors).toEqual([]);
  });

  it("refuses a change over someone else's newer one (CONFLICT) and a message that does not exist", async () => {
    const contact = await receive('Connie Conflict');
    const first = await triage(contact.id, contact.version, { status: 'HANDLED' });
    expect(first.data!.updateContactTriage.userErrors).toEqual([]);
    const stale = await triage(contact.id, contact.version, { status: 'NEW', note: 'Mine' });
    expect(stale.data!.updateContactTriage.contact).toBeNull();
    expect(stale.data!.updateContactTriage.userErrors).toEqual([
      {
        field: null,
        message: expect.stringMatching(/^Changed by someone else at \d\d:\d\d/),
        code: 'CONFLICT',
      },
    ]);
    expect(await stored(contact.id)).toMatchObject({ status: 'HANDLED', note: null });
    const missing = await triage(999_999, 1, { status: 'HANDLED' });
    expect(missing.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect(missing.errors![0].message).toBe('Contact message not found');
  });
});

describe('contacts filtered by status', () => {
  const names = async (variables: Record<string, unknown>) => {
    const body = await gql(t.app, LIST, { search: 'Filter', ...variables }, token);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.contacts;
  };

  beforeAll(async () => {
    // Newest first: Filter D, C, B, A; B and D handled.
    const made: Contact[] = [];
    for (const [i, letter] of ['A', 'B', 'C', 'D'].entries()) {
      made.push(await receive(`Filter ${letter}`, 60 - i));
    }
    for (const contact of [made[1], made[3]]) {
      const body = await triage(contact.id, contact.version, { status: 'HANDLED' });
      expect(body.data!.updateContactTriage.userErrors).toEqual([]);
    }
  });

  it('lists all, only new or only handled messages, newest first, with their count', async () => {
    const all = await names({});
    expect(all.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Filter D',
      'Filter C',
      'Filter B',
      'Filter A',
    ]);
    const fresh = await names({ status: 'NEW' });
    expect(fresh.totalCount).toBe(2);
    expect(fresh.edges.map((e: { node: { name: string; status: string } }) => e.node)).toEqual([
      { name: 'Filter C', status: 'NEW' },
      { name: 'Filter A', status: 'NEW' },
    ]);
    const handled = await names({ status: 'HANDLED' });
    expect(handled.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Filter D',
      'Filter B',
    ]);
    expect((await names({ status: null })).totalCount).toBe(4);
  });

  it('pages through one status with the same cursors', async () => {
    const first = await names({ status: 'HANDLED', first: 1 });
    expect(first.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Filter D']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await names({ status: 'HANDLED', first: 1, after: first.pageInfo.endCursor });
    expect(next.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Filter B']);
    expect(next.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a status that is not one of the enum', async () => {
    const body = await gql(t.app, LIST, { status: 'DONE' }, token);
    expect(body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });
});
