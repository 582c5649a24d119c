import { readdir } from 'node:fs/promises';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocument, makeProduct } from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';
import { createUploadTestApp, MINIMAL_PDF as PDF, type UploadTestApp } from '../../test/uploads.js';
import { AuditAction, AuditEvent } from '../history/index.js';
import { Document, DocumentKind } from './document.entity.js';

let t: UploadTestApp;
let token: string;

beforeAll(async () => {
  t = await createUploadTestApp('documents', {}, { seed: 'settings' });
  token = await adminToken(t.app);
  // A document in each tab before the tests add theirs.
  await makeDocument(t.db, { kind: DocumentKind.CERTIFICATE });
  await makeDocument(t.db, { kind: DocumentKind.FIELD_TRIAL });
});
afterAll(() => t.close());

const FIELDS = 'id kind title description validUntil updatedOn fileUrl sortOrder version';
const ERRORS = 'userErrors { field message code }';
const CREATE = `mutation ($input: DocumentInput!) {
  createDocument(input: $input) { document { ${FIELDS} } ${ERRORS} }
}`;
const UPDATE = `mutation ($id: ID!, $v: Int!, $input: DocumentInput!) {
  updateDocument(id: $id, expectedVersion: $v, input: $input) { document { ${FIELDS} } ${ERRORS} }
}`;
const RESTORE = `mutation ($id: ID!, $v: Int!, $version: Int!) {
  restoreDocumentVersion(id: $id, expectedVersion: $v, version: $version) { document { ${FIELDS} } ${ERRORS} }
}`;
const MOVE = `mutation ($id: ID!, $position: Int!) {
  moveDocument(id: $id, position: $position) { document { ${FIELDS} } ${ERRORS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteDocument(id: $id) { deletedId ${ERRORS} } }`;
const ADMIN_LIST = `query ($kind: DocumentKind!, $search: String, $first: Int, $after: String) {
  adminDocuments(kind: $kind, search: $search, first: $first, after: $after) {
    edges { node { id title } } pageInfo { hasNextPage endCursor } totalCount
  }
}`;

interface Doc {
  id: string;
  kind: string;
  title: string;
  fileUrl: string;
  sortOrder: number;
  version: number;
}

const input = (title = `Test Trial ${Math.random().toString(36).slice(2, 8)}`) => ({
  kind: 'FIELD_TRIAL',
  title,
  description: 'Strip trials of canola at two sites near Camrose.',
  validUntil: null,
  updatedOn: '2025-11-30',
});

async function create(fields: Record<string, unknown> = input()): Promise<Doc> {
  const body = await gql(t.app, CREATE, { input: fields }, token);
  expect(body.errors).toBeUndefined();
  expect(body.data!.createDocument.userErrors).toEqual([]);
  return body.data!.createDocument.document as Doc;
}

const upload = (id: string, version: string, file: Buffer = PDF) =>
  request(t.app)
    .post(`/api/admin/documents/${id}/pdf`)
    .set('authorization', `Bearer ${token}`)
    .field('expectedVersion', version)
    .attach('file', file, { filename: 'trial.pdf', contentType: 'application/pdf' });

async function publicIds(kind = 'FIELD_TRIAL'): Promise<string[]> {
  const body = await gql(t.app, 'query ($kind: DocumentKind) { documents(kind: $kind) { id } }', {
    kind,
  });
  return body.data!.documents.map((d: { id: string }) => d.id);
}

async function storedOrders(): Promise<Record<string, number[]>> {
  const rows = await t.db.orm.em.fork().find(Document, {}, { orderBy: { sortOrder: 'asc' } });
  const result: Record<string, number[]> = {};
  for (const row of rows) (result[row.kind] ??= []).push(row.sortOrder);
  return result;
}

const dense = (orders: Record<string, number[]>) =>
  Object.values(orders).every((list) => list.every((value, index) => value === index));

describe('documents of /documentation', () => {
  it('lists a new document on the page once its PDF is uploaded, replacing the old file', async () => {
    const created = await create();
    expect(created).toMatchObject({ fileUrl: '', version: 1 });
    expect(await publicIds()).not.toContain(created.id);

    const first = await upload(created.id, '1').expect(200);
    expect(first.body).toMatchObject({ id: Number(created.id), version: 2 });
    await request(t.app).get(first.body.fileUrl).expect(200).expect('content-type', /pdf/);
    expect(await publicIds()).toContain(created.id);

    const second = await upload(created.id, '2').expect(200);
    expect(second.body.version).toBe(3);
    await request(t.app).get(first.body.fileUrl).expect(404);
    const audit = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordType: 'document', recordId: Number(created.id) });
    expect(audit.map((a) => a.action)).toEqual([
      AuditAction.CREATE,
      AuditAction.UPDATE,
      AuditAction.UPDATE,
    ]);
  });

  it('refuses a "PDF" that is not one, a file over the cap and an old version', async () => {
    const created = await create();
    const files = await readdir(t.uploadDir);
    const notPdf = await upload(created.id, '1', Buffer.from('<html>hi</html>')).expect(400);
    expect(notPdf.body.message).toBe('The file is not a PDF');
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 1)]);
    const tooLarge = await upload(created.id, '1', big).expect(413);
    expect(tooLarge.body.message).toBe('The PDF is larger than 1 MB');
    const stale = await upload(created.id, '5').expect(400);
    expect(stale.body.message).toMatch(/^Changed by someone else at/);
    expect(await readdir(t.uploadDir)).toEqual(files);
    await request(t.app)
      .post(`/api/admin/documents/${created.id}/pdf`)
      .field('expectedVersion', '1')
      .attach('file', PDF, { filename: 'trial.pdf', contentType: 'application/pdf' })
      .expect(401);
  });

  it('refuses bad fields per field, and leaves safety data sheets to their product', async () => {
    const bad = await gql(
      t.app,
      CREATE,
      { input: { ...input(), title: ' ', validUntil: '2025-02-30' } },
      token,
    );
    expect(bad.data!.createDocument.userErrors).toEqual([
      { field: ['input', 'title'], message: 'Title is required', code: 'REQUIRED' },
      {
        field: ['input', 'validUntil'],
        message: 'Valid until must be a real date (YYYY-MM-DD)',
        code: 'INVALID_FORMAT',
      },
    ]);
    const sheet = await gql(
      t.app,
      CREATE,
      { input: { ...input(), kind: 'SAFETY_DATA_SHEET' } },
      token,
    );
    expect(sheet.data!.createDocument.userErrors).toEqual([
      {
        field: ['input', 'kind'],
        message: 'Safety data sheets are edited with their product, under Products',
        code: 'INVALID',
      },
    ]);
    const product = await makeProduct(t.db, { safetyDataSheet: '/documents/sds/a.pdf' });
    const existing = await t.db.orm.em.fork().findOneOrFail(Document, { product: product.id });
    const remove = await gql(t.app, DELETE, { id: String(existing.id) }, token);
    expect(remove.data!.deleteDocument.userErrors[0].message).toBe(
      'Safety data sheets are edited with their product, under Products',
    );
    const upload400 = await upload(String(existing.id), String(existing.version)).expect(400);
    expect(upload400.body.message).toBe(
      'Safety data sheets are edited with their product, under Products',
    );
  });

  it('moves a document to the other tab last, refuses an old version and restores one', async () => {
    const created = await create();
    await upload(created.id, '1').expect(200);
    const moved = await gql(
      t.app,
      UPDATE,
      { id: created.id, v: 2, input: { ...input('Renamed certificate'), kind: 'CERTIFICATE' } },
      token,
    );
    const certificates = await publicIds('CERTIFICATE');
    expect(moved.data!.updateDocument.document).toMatchObject({
      kind: 'CERTIFICATE',
      version: 3,
      sortOrder: certificates.length - 1,
    });
    expect(certificates.at(-1)).toBe(created.id);
    expect(dense(await storedOrders())).toBe(true);

    const stale = await gql(t.app, UPDATE, { id: created.id, v: 2, input: input() }, token);
    expect(stale.data!.updateDocument.userErrors[0]).toMatchObject({ code: 'CONFLICT' });

    const restored = await gql(t.app, RESTORE, { id: created.id, v: 3, version: 1 }, token);
    const doc = restored.data!.restoreDocumentVersion.document as Doc;
    expect(doc).toMatchObject({ kind: 'FIELD_TRIAL', title: created.title, version: 4 });
    // The PDF stays the current one.
    expect(doc.fileUrl).toMatch(/^\/uploads\/.+\.pdf$/);
    expect(dense(await storedOrders())).toBe(true);
  });

  it('searches one tab on the server a page at a time, moves and deletes with an audit row', async () => {
    const word = `Findme${Math.random().toString(36).slice(2, 8)}`;
    const a = await create(input(`${word} one`));
    const b = await create(input(`${word} two`));
    const page1 = await gql(
      t.app,
      ADMIN_LIST,
      { kind: 'FIELD_TRIAL', search: word, first: 1 },
      token,
    );
    const list1 = page1.data!.adminDocuments;
    expect(list1.totalCount).toBe(2);
    expect(list1.edges.map((e: { node: Doc }) => e.node.id)).toEqual([a.id]);
    const page2 = await gql(
      t.app,
      ADMIN_LIST,
      { kind: 'FIELD_TRIAL', search: word, first: 1, after: list1.pageInfo.endCursor },
      token,
    );
    expect(page2.data!.adminDocuments.edges.map((e: { node: Doc }) => e.node.id)).toEqual([b.id]);
    const other = await gql(t.app, ADMIN_LIST, { kind: 'CERTIFICATE', search: word }, token);
    expect(other.data!.adminDocuments.totalCount).toBe(0);

    const moved = await gql(t.app, MOVE, { id: b.id, position: 1 }, token);
    expect(moved.data!.moveDocument.document).toMatchObject({ sortOrder: 0, version: 1 });
    expect(dense(await storedOrders())).toBe(true);

    const deleted = await gql(t.app, DELETE, { id: a.id }, token);
    expect(deleted.data!.deleteDocument).toEqual({ deletedId: a.id, userErrors: [] });
    expect(dense(await storedOrders())).toBe(true);
    const audit = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordType: 'document', recordId: Number(a.id) });
    expect(audit.map((e) => e.action)).toContain(AuditAction.DELETE);
  });
});
