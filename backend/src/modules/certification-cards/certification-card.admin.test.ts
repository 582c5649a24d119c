import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { makeCertificationCard } from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AuditAction, AuditEvent, RecordVersion } from '../history/index.js';
import { CertificationCard } from './certification-card.entity.js';
import { CertificationSubtype } from './certification-subtype.entity.js';

let t: TestApp;
let token: string;
/** A card on the page before the tests add theirs. */
let organic: CertificationCard;

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
  organic = await makeCertificationCard(t.db, {
    title: 'Organic Inputs',
    subtypes: [{ name: 'Prairie Organic Regime', description: 'Listed by the prairie board.' }],
  });
});
afterAll(() => t.close());

const FIELDS =
  'id title description validUntil expandable sortOrder version subtypes { id name description available }';
const ERRORS = 'userErrors { field message code }';
const CREATE = `mutation ($input: CertificationCardInput!) {
  createCertificationCard(input: $input) { certificationCard { ${FIELDS} } ${ERRORS} }
}`;
const UPDATE = `mutation ($id: ID!, $v: Int!, $input: CertificationCardInput!) {
  updateCertificationCard(id: $id, expectedVersion: $v, input: $input) { certificationCard { ${FIELDS} } ${ERRORS} }
}`;
const RESTORE = `mutation ($id: ID!, $v: Int!, $version: Int!) {
  restoreCertificationCardVersion(id: $id, expectedVersion: $v, version: $version) { certificationCard { ${FIELDS} } ${ERRORS} }
}`;
const MOVE = `mutation ($id: ID!, $position: Int!) {
  moveCertificationCard(id: $id, position: $position) { certificationCard { ${FIELDS} } ${ERRORS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteCertificationCard(id: $id) { deletedId ${ERRORS} } }`;
const ADMIN_LIST = `query ($search: String) {
  adminCertificationCards(search: $search, first: 50) { edges { node { id title } } totalCount }
}`;

interface Subtype {
  id: string;
  name: string;
  description: string;
  available: boolean;
}
interface Card {
  id: string;
  title: string;
  sortOrder: number;
  version: number;
  subtypes: Subtype[];
}

const subtype = (name: string, available = true) => ({
  name,
  description: `${name} listing.`,
  available,
});

const input = (title = `Test Certificate ${Math.random().toString(36).slice(2, 8)}`) => ({
  title,
  description: 'Our test blends are certified for the test program.',
  validUntil: '2027-06',
  expandable: true,
  subtypes: [subtype('Alpha'), subtype('Beta', false)],
});

async function create(fields: Record<string, unknown> = input()): Promise<Card> {
  const body = await gql(t.app, CREATE, { input: fields }, token);
  expect(body.errors).toBeUndefined();
  expect(body.data!.createCertificationCard.userErrors).toEqual([]);
  return body.data!.createCertificationCard.certificationCard as Card;
}

async function publicCards(): Promise<{ id: string; title: string; subtypes: Subtype[] }[]> {
  const body = await gql(t.app, '{ certificationCards { id title subtypes { name available } } }');
  return body.data!.certificationCards;
}

async function storedOrder(): Promise<number[]> {
  const rows = await t.db.orm.em
    .fork()
    .find(CertificationCard, {}, { orderBy: { sortOrder: 'asc' } });
  return rows.map((row) => row.sortOrder);
}

describe('certification card editing', () => {
  it('matches its migration: the schema has nothing left to change for these tables', async () => {
    const diff = await t.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff).not.toContain('"certification_cards"');
    expect(diff).not.toContain('"certification_subtypes"');
    expect(diff).not.toContain('"documents"');
  });

  it('creates a card last on the page with its subtypes, a version and an audit row', async () => {
    const before = await publicCards();
    const created = await create();
    expect(created).toMatchObject({ version: 1, sortOrder: before.length, validUntil: '2027-06' });
    expect(created.subtypes.map((s) => [s.name, s.available])).toEqual([
      ['Alpha', true],
      ['Beta', false],
    ]);
    const after = await publicCards();
    expect(after.map((c) => c.id)).toEqual([...before.map((c) => c.id), created.id]);
    const em = t.db.orm.em.fork();
    const versions = await em.find(RecordVersion, {
      recordType: 'certification-card',
      recordId: Number(created.id),
    });
    expect(versions).toHaveLength(1);
    expect(JSON.parse(String(versions[0].snapshot.subtypes))).toHaveLength(2);
    expect(
      (
        await em.find(AuditEvent, {
          recordType: 'certification-card',
          recordId: Number(created.id),
        })
      ).map((a) => a.action),
    ).toEqual([AuditAction.CREATE]);
  });

  it('refuses bad fields with the messages per field, subtypes included', async () => {
    const bad = await gql(
      t.app,
      CREATE,
      {
        input: {
          ...input(),
          title: '',
          validUntil: 'next year',
          subtypes: [subtype('Alpha'), { ...subtype(''), description: '' }],
        },
      },
      token,
    );
    expect(bad.data!.createCertificationCard.userErrors).toEqual([
      { field: ['input', 'title'], message: 'Title is required', code: 'REQUIRED' },
      {
        field: ['input', 'validUntil'],
        message: 'Valid until must be a year (2026), a month (2026-06) or a day (2026-06-30)',
        code: 'INVALID_FORMAT',
      },
      {
        field: ['input', 'subtypes', '1', 'name'],
        message: 'Subtype name is required',
        code: 'REQUIRED',
      },
      {
        field: ['input', 'subtypes', '1', 'description'],
        message: 'Subtype description is required',
        code: 'REQUIRED',
      },
    ]);
    const repeated = await gql(
      t.app,
      CREATE,
      { input: { ...input(), subtypes: [subtype('Alpha'), subtype('alpha')] } },
      token,
    );
    expect(repeated.data!.createCertificationCard.userErrors).toEqual([
      {
        field: ['input', 'subtypes', '1', 'name'],
        message: 'Two subtypes have the same name',
        code: 'INVALID',
      },
    ]);
    const notExpandable = await gql(
      t.app,
      CREATE,
      { input: { ...input(), expandable: false } },
      token,
    );
    expect(notExpandable.data!.createCertificationCard.userErrors[0]).toMatchObject({
      field: ['input', 'subtypes'],
      message: 'Only an expandable card shows subtypes: tick "Expandable" or remove them',
    });
    const taken = await gql(t.app, CREATE, { input: input(organic.title) }, token);
    expect(taken.data!.createCertificationCard.userErrors).toEqual([
      {
        field: ['input', 'title'],
        message: 'Another certification card has this title',
        code: 'INVALID',
      },
    ]);
  });

  it('saves subtypes in the order sent: updates by id, adds new ones, deletes the rest', async () => {
    const created = await create();
    const [alpha, beta] = created.subtypes;
    const res = await gql(
      t.app,
      UPDATE,
      {
        id: created.id,
        v: 1,
        input: {
          ...input(created.title),
          subtypes: [
            { ...subtype('Gamma'), id: null },
            { id: beta.id, name: 'Beta', description: 'Beta, now available.', available: true },
          ],
        },
      },
      token,
    );
    const saved = res.data!.updateCertificationCard.certificationCard as Card;
    expect(saved.version).toBe(2);
    expect(saved.subtypes.map((s) => [s.name, s.available])).toEqual([
      ['Gamma', true],
      ['Beta', true],
    ]);
    expect(saved.subtypes[1].id).toBe(beta.id);
    const em = t.db.orm.em.fork();
    expect(await em.count(CertificationSubtype, { id: Number(alpha.id) })).toBe(0);
    const card = (await publicCards()).find((c) => c.id === created.id)!;
    expect(card.subtypes.map((s) => s.name)).toEqual(['Gamma', 'Beta']);

    const stale = await gql(t.app, UPDATE, { id: created.id, v: 1, input: input() }, token);
    expect(stale.data!.updateCertificationCard.userErrors[0]).toMatchObject({ code: 'CONFLICT' });
    expect(stale.data!.updateCertificationCard.userErrors[0].message).toMatch(
      /^Changed by someone else at \d\d:\d\d: review their changes$/,
    );
  });

  it('restores an earlier version, subtypes included, as a new version', async () => {
    const created = await create();
    await gql(
      t.app,
      UPDATE,
      {
        id: created.id,
        v: 1,
        input: { ...input(created.title), validUntil: '2028', subtypes: [subtype('Delta')] },
      },
      token,
    );
    const restored = await gql(t.app, RESTORE, { id: created.id, v: 2, version: 1 }, token);
    const card = restored.data!.restoreCertificationCardVersion.certificationCard as Card;
    expect(card).toMatchObject({ version: 3, validUntil: '2027-06' });
    expect(card.subtypes.map((s) => [s.name, s.available])).toEqual([
      ['Alpha', true],
      ['Beta', false],
    ]);
    const missing = await gql(t.app, RESTORE, { id: created.id, v: 3, version: 9 }, token);
    expect(missing.data!.restoreCertificationCardVersion.userErrors).toEqual([
      { field: ['version'], message: 'Version 9 does not exist', code: 'INVALID' },
    ]);
    const audit = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordType: 'certification-card', recordId: Number(created.id) });
    expect(audit.map((a) => a.action)).toContain(AuditAction.RESTORE);
  });

  it('moves a card; the page follows and the order stays without gaps', async () => {
    const created = await create();
    const res = await gql(t.app, MOVE, { id: created.id, position: 1 }, token);
    expect(res.data!.moveCertificationCard).toMatchObject({
      certificationCard: { sortOrder: 0, version: 1 },
      userErrors: [],
    });
    expect((await publicCards())[0].id).toBe(created.id);
    const order = await storedOrder();
    expect(order).toEqual(order.map((_, index) => index));
  });

  it('searches on the server and deletes a card with its subtypes and an audit row', async () => {
    const created = await create(input(`Zed Searchable ${Math.random().toString(36).slice(2, 6)}`));
    const found = await gql(t.app, ADMIN_LIST, { search: created.title }, token);
    expect(found.data!.adminCertificationCards.edges.map((e: { node: Card }) => e.node.id)).toEqual(
      [created.id],
    );
    const bySubtype = await gql(t.app, ADMIN_LIST, { search: 'prairie organic' }, token);
    expect(bySubtype.data!.adminCertificationCards.edges).toEqual([
      { node: { id: String(organic.id), title: 'Organic Inputs' } },
    ]);
    const deleted = await gql(t.app, DELETE, { id: created.id }, token);
    expect(deleted.data!.deleteCertificationCard).toEqual({
      deletedId: created.id,
      userErrors: [],
    });
    expect((await publicCards()).map((c) => c.id)).not.toContain(created.id);
    const em = t.db.orm.em.fork();
    expect(await em.count(CertificationSubtype, { card: Number(created.id) })).toBe(0);
    const order = await storedOrder();
    expect(order).toEqual(order.map((_, index) => index));
    const audit = await em.find(AuditEvent, {
      recordType: 'certification-card',
      recordId: Number(created.id),
      action: AuditAction.DELETE,
    });
    expect(audit[0].note).toBe('with subtypes Alpha, Beta');
  });

  it('is for admins only', async () => {
    const body = await gql(t.app, CREATE, { input: input() });
    expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
