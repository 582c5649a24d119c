import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AuditEvent, RecordVersion } from '../history/index.js';
import { deleteImage, storeImage } from '../../test/restore.js';
import { Newsletter } from './newsletter.entity.js';
import { NewsletterService } from './newsletter.service.js';

let t: TestApp;
let uploadDir: string;
let token: string;

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'prairie-newsletters-'));
  t = await createTestApp(
    { UPLOAD_DIR: uploadDir, NEWSLETTER_PDF_MAX_MB: '1' },
    { seed: 'settings' },
  );
  token = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const FIELDS = 'id title date summary content imageUrl pdfUrl state version';
const CREATE = `mutation ($input: NewsletterInput!) {
  createNewsletter(input: $input) { newsletter { ${FIELDS} } userErrors { field message code } }
}`;
const UPDATE = `mutation ($id: ID!, $v: Int!, $input: NewsletterInput!) {
  updateNewsletter(id: $id, expectedVersion: $v, input: $input) {
    newsletter { ${FIELDS} } userErrors { field message code }
  }
}`;
const PUBLISH = `mutation ($id: ID!, $v: Int!, $at: DateTime, $anyway: Boolean) {
  publishNewsletter(id: $id, expectedVersion: $v, at: $at, publishAnyway: $anyway) {
    newsletter { ${FIELDS} } publishedNow checks { key passed detail } userErrors { field message code }
  }
}`;
const PUBLIC_ONE = 'query ($id: ID!) { newsletter(id: $id) { id title } }';
const PUBLIC_LIST = '{ newsletters(first: 100) { edges { node { id } } } }';

/** A fresh edition of this test's own, with a title that fits search results. */
function input(title = `Spring seeding notes ${Math.random().toString(36).slice(2, 8)}`) {
  return {
    title,
    date: '2026-03-01T15:00:00.000Z',
    summary: 'What to check before the drill goes in.',
    content: 'Soil temperature\n\nWait for 5 °C at seeding depth.',
    imageUrl: '/images/newsletters/2025-11.svg',
  };
}

async function createDraft(fields = input()) {
  const body = await gql(t.app, CREATE, { input: fields }, token);
  expect(body.errors).toBeUndefined();
  expect(body.data!.createNewsletter.userErrors).toEqual([]);
  return body.data!.createNewsletter.newsletter as {
    id: string;
    version: number;
    state: string;
    title: string;
  };
}

async function publicIds(): Promise<string[]> {
  const body = await gql(t.app, PUBLIC_LIST);
  return body.data!.newsletters.edges.map((e: { node: { id: string } }) => e.node.id);
}

describe('newsletter editing', () => {
  it('refuses every admin operation without a token', async () => {
    const body = await gql(t.app, CREATE, { input: input() });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('creates a draft that visitors cannot see, then publishes it', async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({ state: 'DRAFT', version: 1 });
    expect(await publicIds()).not.toContain(draft.id);
    const one = await gql(t.app, PUBLIC_ONE, { id: draft.id });
    expect(one.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const published = await gql(t.app, PUBLISH, { id: draft.id, v: 1 }, token);
    expect(published.data!.publishNewsletter).toMatchObject({
      publishedNow: true,
      userErrors: [],
      newsletter: { state: 'PUBLISHED', version: 2 },
    });
    expect(await publicIds()).toContain(draft.id);
    const rest = await request(t.app).get('/api/newsletters').expect(200);
    expect(rest.body.map((n: { id: number }) => String(n.id))).toContain(draft.id);
  });

  it('keeps a scheduled edition off the site until its time', async () => {
    const draft = await createDraft();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const body = await gql(t.app, PUBLISH, { id: draft.id, v: 1, at }, token);
    expect(body.data!.publishNewsletter).toMatchObject({
      publishedNow: false,
      newsletter: { state: 'SCHEDULED', date: at },
    });
    expect(await publicIds()).not.toContain(draft.id);
    // The caches learn the moment it appears (server.ts), as a Date.
    const next = await new NewsletterService(t.db.orm.em.fork()).nextScheduled();
    expect(next).toBeInstanceOf(Date);
    expect(next!.getTime()).toBeLessThanOrEqual(new Date(at).getTime());
  });

  it('publishes at once when the time given has passed, and says so', async () => {
    const draft = await createDraft();
    const before = Date.now();
    const body = await gql(
      t.app,
      PUBLISH,
      { id: draft.id, v: 1, at: '2020-01-01T00:00:00.000Z' },
      token,
    );
    const result = body.data!.publishNewsletter;
    expect(result).toMatchObject({ publishedNow: true, newsletter: { state: 'PUBLISHED' } });
    expect(new Date(result.newsletter.date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes an empty cover as none', async () => {
    const draft = await createDraft({ ...input(), imageUrl: '' });
    expect(draft).toMatchObject({ imageUrl: '' });
  });

  it('answers field errors with the API messages and stores nothing', async () => {
    const body = await gql(t.app, CREATE, { input: { ...input(''), summary: ' ' } }, token);
    expect(body.data!.createNewsletter.newsletter).toBeNull();
    expect(body.data!.createNewsletter.userErrors).toEqual(
      expect.arrayContaining([
        { field: ['input', 'title'], message: 'Title is required', code: 'REQUIRED' },
        { field: ['input', 'summary'], message: 'Summary is required', code: 'REQUIRED' },
      ]),
    );
    const cover = await gql(
      t.app,
      CREATE,
      { input: { ...input(), imageUrl: '/uploads/00000000-0000-0000-0000-000000000000.png' } },
      token,
    );
    expect(cover.data!.createNewsletter.userErrors).toEqual([
      {
        field: ['input', 'imageUrl'],
        message: 'Cover must be an image of the image manager',
        code: 'INVALID',
      },
    ]);
  });

  it("refuses a save over someone else's newer version, naming the time", async () => {
    const draft = await createDraft();
    const first = await gql(
      t.app,
      UPDATE,
      { id: draft.id, v: 1, input: { ...input(), title: 'Their title' } },
      token,
    );
    expect(first.data!.updateNewsletter.newsletter.version).toBe(2);
    const second = await gql(
      t.app,
      UPDATE,
      { id: draft.id, v: 1, input: { ...input(), title: 'My title' } },
      token,
    );
    expect(second.data!.updateNewsletter.newsletter).toBeNull();
    const [error] = second.data!.updateNewsletter.userErrors;
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toMatch(/^Changed by someone else at \d\d:\d\d: review their changes$/);
    const stored = await gql(
      t.app,
      'query ($id: ID!) { adminNewsletter(id: $id) { title } }',
      { id: draft.id },
      token,
    );
    expect(stored.data!.adminNewsletter.title).toBe('Their title');
  });

  it('lets only one of two parallel saves of one version through', async () => {
    const draft = await createDraft();
    const saves = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) =>
        gql(t.app, UPDATE, { id: draft.id, v: 1, input: { ...input(), title: name } }, token),
      ),
    );
    const saved = saves.filter((b) => b.data?.updateNewsletter?.newsletter);
    expect(saved).toHaveLength(1);
    expect(
      saves.filter((b) => b.data?.updateNewsletter?.userErrors?.[0]?.code === 'CONFLICT'),
    ).toHaveLength(3);
  });

  it('keeps a version per save and restores one as a new version', async () => {
    const draft = await createDraft(input('Original title'));
    await gql(t.app, UPDATE, { id: draft.id, v: 1, input: input('Edited title') }, token);
    const versions = await gql(
      t.app,
      'query ($id: ID!) { recordVersions(recordType: "newsletter", recordId: $id) { version author changedFields values { name value } } }',
      { id: draft.id },
      token,
    );
    expect(versions.data!.recordVersions.map((v: { version: number }) => v.version)).toEqual([
      2, 1,
    ]);
    expect(versions.data!.recordVersions[0]).toMatchObject({
      author: 'admin',
      changedFields: ['title'],
    });
    const restored = await gql(
      t.app,
      `mutation ($id: ID!) { restoreNewsletterVersion(id: $id, expectedVersion: 2, version: 1) { newsletter { title version } userErrors { message } } }`,
      { id: draft.id },
      token,
    );
    expect(restored.data!.restoreNewsletterVersion.newsletter).toEqual({
      title: 'Original title',
      version: 3,
    });
    const rows = await t.db.orm.em.fork().find(RecordVersion, { recordId: Number(draft.id) });
    expect(rows).toHaveLength(3);
  });

  it('checks a restored version as a save: a cover deleted since is refused, nothing changes', async () => {
    const cover = await storeImage(t);
    const draft = await createDraft({ ...input('With its own cover'), imageUrl: cover });
    await gql(t.app, UPDATE, { id: draft.id, v: 1, input: input('Other cover') }, token);
    await deleteImage(t, cover);
    const refused = await gql(
      t.app,
      `mutation ($id: ID!) { restoreNewsletterVersion(id: $id, expectedVersion: 2, version: 1) { newsletter { id } userErrors { field message } } }`,
      { id: draft.id },
      token,
    );
    expect(refused.data!.restoreNewsletterVersion).toEqual({
      newsletter: null,
      userErrors: [{ field: ['imageUrl'], message: 'Cover must be an image of the image manager' }],
    });
    const stored = await t.db.orm.em.fork().findOneOrFail(Newsletter, Number(draft.id));
    expect([stored.title, stored.version]).toEqual(['Other cover', 2]);
  });

  it('refuses to publish with a failing check unless told to, and audits "publish anyway"', async () => {
    const long = 'A title far too long to fit in the results of a search engine page';
    const draft = await createDraft(input(long));
    const refused = await gql(t.app, PUBLISH, { id: draft.id, v: 1 }, token);
    const payload = refused.data!.publishNewsletter;
    expect(payload.newsletter).toBeNull();
    expect(payload.checks.find((c: { key: string }) => c.key === 'TITLE_LENGTH')).toMatchObject({
      passed: false,
      detail: `${long.length} characters; 60 at most`,
    });
    expect(payload.userErrors[0].field).toEqual(['publishAnyway']);
    expect(await publicIds()).not.toContain(draft.id);

    const anyway = await gql(t.app, PUBLISH, { id: draft.id, v: 1, anyway: true }, token);
    expect(anyway.data!.publishNewsletter.newsletter.state).toBe('PUBLISHED');
    const events = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordId: Number(draft.id), action: 'PUBLISH' as never });
    expect(events).toHaveLength(1);
    expect(events[0].note).toMatch(/^published anyway: Title fits search results/);
    expect(events[0].actor).toBe('admin');
  });

  it('records every change in the audit trail without the texts', async () => {
    const draft = await createDraft();
    await gql(
      t.app,
      `mutation ($id: ID!) { deleteNewsletter(id: $id) { deletedId userErrors { message } } }`,
      { id: draft.id },
      token,
    );
    const trail = await gql(
      t.app,
      '{ auditEvents(recordType: "newsletter", first: 100) { edges { node { action recordId recordLabel fields clientAddress } } } }',
      {},
      token,
    );
    const mine = trail
      .data!.auditEvents.edges.map((e: { node: { recordId: number } }) => e.node)
      .filter((e: { recordId: number }) => String(e.recordId) === draft.id);
    expect(mine.map((e: { action: string }) => e.action)).toEqual(['DELETE', 'CREATE']);
    expect(mine[1].fields).toContain('content');
    expect(JSON.stringify(mine)).not.toContain('Wait for 5 °C');
    const gone = await gql(t.app, PUBLIC_ONE, { id: draft.id });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the PDF edition', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const upload = (id: string, version: number, file: Buffer, name = 'edition.pdf') =>
    request(t.app)
      .post(`/api/admin/newsletters/${id}/pdf`)
      .set('authorization', `Bearer ${token}`)
      .field('expectedVersion', String(version))
      .attach('file', file, { filename: name, contentType: 'application/pdf' });

  it('stores a real PDF, serves it, replaces it and removes it', async () => {
    const draft = await createDraft();
    const first = await upload(draft.id, 1, PDF).expect(200);
    expect(first.body).toMatchObject({
      version: 2,
      pdfUrl: expect.stringMatching(/^\/uploads\/.+\.pdf$/),
    });
    await request(t.app)
      .get(first.body.pdfUrl)
      .expect(200)
      .expect('content-type', 'application/pdf');
    const second = await upload(draft.id, 2, PDF).expect(200);
    await request(t.app).get(first.body.pdfUrl).expect(404);
    await request(t.app)
      .delete(`/api/admin/newsletters/${draft.id}/pdf?expectedVersion=3`)
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    await request(t.app).get(second.body.pdfUrl).expect(404);
    expect((await readdir(uploadDir)).filter((name) => name.endsWith('.pdf'))).toEqual([]);
  });

  it('refuses a file that is not a PDF, one over the cap, and a stale version', async () => {
    const draft = await createDraft();
    const fake = await upload(draft.id, 1, Buffer.from('<html>not a pdf</html>')).expect(400);
    expect(fake.body.errors).toEqual({ file: 'The file is not a PDF' });
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 1)]);
    const large = await upload(draft.id, 1, big).expect(413);
    expect(large.body.message).toBe('The PDF is larger than 1 MB');
    const stale = await upload(draft.id, 7, PDF).expect(400);
    expect(stale.body.message).toMatch(/^Changed by someone else at/);
    expect((await readdir(uploadDir)).filter((name) => name.endsWith('.pdf'))).toEqual([]);
    await request(t.app).post(`/api/admin/newsletters/${draft.id}/pdf`).expect(401);
  });
});
