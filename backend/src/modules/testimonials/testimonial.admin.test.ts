import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_CHANNEL } from '../../db/content-changes.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { makeTestimonial } from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';
import { itRestoresVersions } from '../../test/restore.js';
import { AuditAction, AuditEvent, RecordVersion } from '../history/index.js';
import { Testimonial } from './testimonial.entity.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  token = await adminToken(t.app);
  // Two on the site already, for the new ones to be added after and moved between.
  await makeTestimonial(t.db);
  await makeTestimonial(t.db);
});
afterAll(() => t.close());

const FIELDS = 'id customerName content rating sortOrder version';
const ERRORS = 'userErrors { field message code }';
const CREATE = `mutation ($input: TestimonialInput!) {
  createTestimonial(input: $input) { testimonial { ${FIELDS} } ${ERRORS} }
}`;
const UPDATE = `mutation ($id: ID!, $v: Int!, $input: TestimonialInput!) {
  updateTestimonial(id: $id, expectedVersion: $v, input: $input) { testimonial { ${FIELDS} } ${ERRORS} }
}`;
const MOVE = `mutation ($id: ID!, $position: Int!) {
  moveTestimonial(id: $id, position: $position) { testimonial { ${FIELDS} } ${ERRORS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteTestimonial(id: $id) { deletedId ${ERRORS} } }`;
const ADMIN_LIST = `query ($search: String, $first: Int, $after: String) {
  adminTestimonials(search: $search, first: $first, after: $after) {
    edges { node { id customerName } } pageInfo { hasNextPage endCursor } totalCount
  }
}`;

interface Row {
  id: string;
  customerName: string;
  content: string;
  rating: number;
  sortOrder: number;
  version: number;
}

const tag = () => Math.random().toString(36).slice(2, 8);

function input(name = `Jo Tester ${tag()}, canola grower near Wetaskiwin`) {
  return { customerName: name, content: 'Even emergence on every field we tested.', rating: 4 };
}

async function create(fields = input()): Promise<Row> {
  const body = await gql(t.app, CREATE, { input: fields }, token);
  expect(body.errors).toBeUndefined();
  expect(body.data!.createTestimonial.userErrors).toEqual([]);
  return body.data!.createTestimonial.testimonial as Row;
}

async function publicOrder(): Promise<string[]> {
  const body = await gql(t.app, '{ testimonials { id } }');
  return body.data!.testimonials.map((row: { id: string }) => row.id);
}

async function restOrder(): Promise<string[]> {
  const res = await request(t.app).get('/api/testimonials').expect(200);
  return (res.body as { id: number }[]).map((row) => String(row.id));
}

describe('testimonial editing', () => {
  it('matches its migration: the schema has nothing left to change for the people tables', async () => {
    const diff = await t.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff).not.toContain('"testimonials"');
    expect(diff).not.toContain('"team_members"');
  });

  it('is for admins only', async () => {
    const body = await gql(t.app, CREATE, { input: input() });
    expect(body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const list = await gql(t.app, ADMIN_LIST, {});
    expect(list.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('creates one last on the site, with its first version and an audit row', async () => {
    const before = await publicOrder();
    const created = await create();
    expect(created).toMatchObject({ rating: 4, version: 1, sortOrder: before.length });
    expect(await publicOrder()).toEqual([...before, created.id]);
    expect(await restOrder()).toEqual([...before, created.id]);

    const em = t.db.orm.em.fork();
    const versions = await em.find(RecordVersion, {
      recordType: 'testimonial',
      recordId: Number(created.id),
    });
    expect(versions.map((v) => [v.version, v.author, v.changedFields])).toEqual([
      [1, 'admin', ['customerName', 'content', 'rating']],
    ]);
    const audit = await em.find(AuditEvent, {
      recordType: 'testimonial',
      recordId: Number(created.id),
    });
    expect(audit.map((a) => [a.action, a.actor, a.recordLabel])).toEqual([
      ['CREATE', 'admin', created.customerName],
    ]);
  });

  it('refuses bad fields with a message per field and stores nothing', async () => {
    const count = (await publicOrder()).length;
    const body = await gql(
      t.app,
      CREATE,
      { input: { customerName: '   ', content: 'x'.repeat(2001), rating: 6 } },
      token,
    );
    expect(body.data!.createTestimonial.testimonial).toBeNull();
    expect(body.data!.createTestimonial.userErrors).toEqual([
      { field: ['input', 'customerName'], message: 'Customer name is required', code: 'REQUIRED' },
      {
        field: ['input', 'content'],
        message: 'Testimonial must be at most 2000 characters',
        code: 'TOO_LONG',
      },
      {
        field: ['input', 'rating'],
        message: 'Rating must be a whole number from 1 to 5',
        code: 'INVALID',
      },
    ]);
    expect(await publicOrder()).toHaveLength(count);
  });

  it('saves over the version it started from and refuses a save over a newer one', async () => {
    const created = await create();
    const first = await gql(
      t.app,
      UPDATE,
      { id: created.id, v: 1, input: { ...input(created.customerName), rating: 5 } },
      token,
    );
    expect(first.data!.updateTestimonial).toMatchObject({
      testimonial: { rating: 5, version: 2 },
      userErrors: [],
    });
    const stale = await gql(
      t.app,
      UPDATE,
      { id: created.id, v: 1, input: { ...input(created.customerName), rating: 1 } },
      token,
    );
    expect(stale.data!.updateTestimonial.testimonial).toBeNull();
    const [conflict] = stale.data!.updateTestimonial.userErrors;
    expect(conflict.code).toBe('CONFLICT');
    expect(conflict.message).toMatch(
      /^Changed by someone else at \d\d:\d\d: review their changes$/,
    );
    const stored = await t.db.orm.em.fork().findOneOrFail(Testimonial, Number(created.id));
    expect(stored.rating).toBe(5);
    const versions = await t.db.orm.em
      .fork()
      .find(RecordVersion, { recordType: 'testimonial', recordId: stored.id });
    expect(versions.find((v) => v.version === 2)?.changedFields).toEqual(['rating']);
  });

  it('searches the quote and the name and farm on the server, a page at a time', async () => {
    const farm = `Quillbrook${tag()}`;
    const a = await create(input(`Ann Loewen, oats near ${farm}`));
    const b = await create({ ...input(`Bo Friesen ${tag()}`), content: `Our ${farm} quarters.` });
    const first = await gql(t.app, ADMIN_LIST, { search: farm.toLowerCase(), first: 1 }, token);
    const page = first.data!.adminTestimonials;
    expect(page.totalCount).toBe(2);
    expect(page.edges.map((e: { node: Row }) => e.node.id)).toEqual([a.id]);
    const second = await gql(
      t.app,
      ADMIN_LIST,
      { search: farm, first: 1, after: page.pageInfo.endCursor },
      token,
    );
    expect(second.data!.adminTestimonials.edges.map((e: { node: Row }) => e.node.id)).toEqual([
      b.id,
    ]);
    expect(second.data!.adminTestimonials.pageInfo.hasNextPage).toBe(false);
    const none = await gql(t.app, ADMIN_LIST, { search: `${farm} 100%` }, token);
    expect(none.data!.adminTestimonials.totalCount).toBe(0);
  });

  it('moves one to a position; the public reads follow at once', async () => {
    const created = await create();
    const before = await publicOrder();
    const body = await gql(t.app, MOVE, { id: created.id, position: 1 }, token);
    expect(body.data!.moveTestimonial).toMatchObject({
      testimonial: { id: created.id, sortOrder: 0, version: 1 },
      userErrors: [],
    });
    const after = [created.id, ...before.filter((id) => id !== created.id)];
    expect(await publicOrder()).toEqual(after);
    expect(await restOrder()).toEqual(after);
    const audit = await t.db.orm.em.fork().find(AuditEvent, {
      recordType: 'testimonial',
      recordId: Number(created.id),
      action: AuditAction.MOVE,
    });
    expect(audit.map((a) => [a.fields, a.note])).toEqual([
      [['sortOrder'], `position ${before.length} → 1`],
    ]);

    const out = await gql(t.app, MOVE, { id: created.id, position: after.length + 1 }, token);
    expect(out.data!.moveTestimonial.userErrors).toEqual([
      {
        field: ['position'],
        message: `Position must be between 1 and ${after.length}`,
        code: 'INVALID',
      },
    ]);
    expect(await publicOrder()).toEqual(after);
  });

  it('announces a move to every instance, so the page caches are cleared', async () => {
    const created = await create();
    const listener = new pg.Client({ connectionString: t.db.url });
    await listener.connect();
    try {
      const heard = new Promise<string>((resolve) =>
        listener.on('notification', (message) => resolve(message.channel)),
      );
      await listener.query(`listen ${CONTENT_CHANNEL}`);
      await gql(t.app, MOVE, { id: created.id, position: 1 }, token);
      await expect(heard).resolves.toBe(CONTENT_CHANNEL);
    } finally {
      await listener.end();
    }
  });

  it('keeps the order whole when many moves race', async () => {
    const rows = await Promise.all([create(), create(), create()]);
    const count = (await publicOrder()).length;
    const moves = await Promise.all(
      [...rows, ...rows].map((row, i) =>
        gql(t.app, MOVE, { id: row.id, position: (i % count) + 1 }, token),
      ),
    );
    for (const move of moves) expect(move.data!.moveTestimonial.userErrors).toEqual([]);
    const stored = await t.db.orm.em
      .fork()
      .find(Testimonial, {}, { orderBy: { sortOrder: 'asc' } });
    expect(stored.map((row) => row.sortOrder)).toEqual([...Array(count).keys()]);
    // A move is not an edit: an editor with one of them open can still save.
    const raced = new Set(rows.map((row) => Number(row.id)));
    expect(stored.filter((row) => raced.has(row.id)).map((row) => row.version)).toEqual([1, 1, 1]);
  });

  it('deletes one: gone from the public reads, the rest close up, an audit row is kept', async () => {
    const created = await create();
    await gql(t.app, MOVE, { id: created.id, position: 2 }, token);
    const before = await publicOrder();
    const body = await gql(t.app, DELETE, { id: created.id }, token);
    expect(body.data!.deleteTestimonial).toEqual({ deletedId: created.id, userErrors: [] });
    expect(await publicOrder()).toEqual(before.filter((id) => id !== created.id));
    expect(await restOrder()).toEqual(before.filter((id) => id !== created.id));
    const stored = await t.db.orm.em
      .fork()
      .find(Testimonial, {}, { orderBy: { sortOrder: 'asc' } });
    expect(stored.map((row) => row.sortOrder)).toEqual([...Array(before.length - 1).keys()]);
    const audit = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordType: 'testimonial', recordId: Number(created.id) });
    expect(audit.map((a) => a.action)).toContain('DELETE');

    const again = await gql(t.app, DELETE, { id: created.id }, token);
    expect(again.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});

describe('restoring a version of a testimonial', () => {
  itRestoresVersions({
    name: 'Testimonial',
    recordType: 'testimonial',
    entity: Testimonial,
    fields: FIELDS,
    app: () => t,
    token: () => token,
    first: async () => input(),
    second: (first) => ({ ...first, content: 'Better stands than last year.', rating: 5 }),
    // A testimonial has no image: its version is made one a save refuses (a rule tightened since).
    spoil: async (_first, id) => {
      const em = t.db.orm.em.fork();
      const version = await em.findOneOrFail(RecordVersion, {
        recordType: 'testimonial',
        recordId: id,
        version: 1,
      });
      version.snapshot = { ...version.snapshot, rating: 9 };
      await em.flush();
      return { field: 'rating', message: 'Rating must be a whole number from 1 to 5' };
    },
  });
});
