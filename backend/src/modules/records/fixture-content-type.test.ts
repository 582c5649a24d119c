import type { AnyEntity, EntityClass } from '@mikro-orm/postgresql';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentChanges } from '../../db/content-changes.js';
import { createLogger } from '../../logger.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { Notice, noticesModule } from '../../test/fixture-content-type/index.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AuditAction, AuditEvent, RecordVersion } from '../history/index.js';
import { APP_MODULES, type AppModule } from '../index.js';

/*
 * The fixture content type of docs/content-types.md: notices, declared in one folder
 * (test/fixture-content-type/) with the record resource alone and registered beside the
 * registry's modules. Everything a content type gets from the base is checked here on it: the
 * operations in the schema, list and search, create, update over `expectedVersion`, restore,
 * move, delete, their versions and audit rows, and the page caches cleared only when declared.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { modules: [noticesModule] });
  token = await adminToken(t.app);
});
afterAll(() => t.close());

const FIELDS = 'id title body board sortOrder version';
const ERRORS = 'userErrors { field message code }';
const CREATE = `mutation ($input: NoticeInput!) {
  createNotice(input: $input) { notice { ${FIELDS} } ${ERRORS} }
}`;
const UPDATE = `mutation ($id: ID!, $v: Int!, $input: NoticeInput!) {
  updateNotice(id: $id, expectedVersion: $v, input: $input) { notice { ${FIELDS} } ${ERRORS} }
}`;
const RESTORE = `mutation ($id: ID!, $v: Int!, $version: Int!) {
  restoreNoticeVersion(id: $id, expectedVersion: $v, version: $version) { notice { ${FIELDS} } ${ERRORS} }
}`;
const MOVE = `mutation ($id: ID!, $position: Int!) {
  moveNotice(id: $id, position: $position) { notice { ${FIELDS} } ${ERRORS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteNotice(id: $id) { deletedId ${ERRORS} } }`;
const PUBLIC_LIST = `query ($board: NoticeBoard) { notices(board: $board) { id } }`;
const ADMIN_LIST = `query ($board: NoticeBoard!, $search: String, $first: Int, $after: String) {
  adminNotices(board: $board, search: $search, first: $first, after: $after) {
    edges { node { id } } pageInfo { hasNextPage endCursor } totalCount
  }
}`;

interface Saved {
  id: string;
  title: string;
  body: string;
  board: string;
  sortOrder: number;
  version: number;
}

/** A notice of the test's own, on the yard board unless said otherwise. */
const input = (
  title = `Yard notice ${Math.random().toString(36).slice(2, 8)}`,
  board = 'YARD',
) => ({
  title,
  body: 'The scale is being calibrated; weigh tickets come from the office.',
  board,
});

async function send(operation: string, variables: Record<string, unknown>) {
  const body = await gql(t.app, operation, variables, token);
  expect(body.errors).toBeUndefined();
  return Object.values(body.data!)[0] as { userErrors: unknown[]; notice: Saved | null };
}

async function create(fields = input()): Promise<Saved> {
  const { notice, userErrors } = await send(CREATE, { input: fields });
  expect(userErrors).toEqual([]);
  return notice!;
}

async function publicIds(board = 'YARD'): Promise<string[]> {
  const body = await gql(t.app, PUBLIC_LIST, { board });
  return body.data!.notices.map((notice: { id: string }) => notice.id);
}

async function history(id: string) {
  const em = t.db.orm.em.fork();
  const where = { recordType: 'notice', recordId: Number(id) };
  const versions = await em.find(RecordVersion, where, { orderBy: { version: 'asc' } });
  const audit = await em.find(AuditEvent, where, { orderBy: { id: 'asc' } });
  return { versions, audit };
}

describe('a content type declared with the record resource alone', () => {
  it('gets the operations of the record resource, named after it', async () => {
    const body = await gql(
      t.app,
      '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }',
    );
    const names = (type: { fields: { name: string }[] }) => type.fields.map((f) => f.name);
    expect(names(body.data!.__schema.queryType)).toEqual(
      expect.arrayContaining(['notices', 'adminNotice', 'adminNotices']),
    );
    expect(names(body.data!.__schema.mutationType)).toEqual(
      expect.arrayContaining([
        'createNotice',
        'updateNotice',
        'restoreNoticeVersion',
        'moveNotice',
        'deleteNotice',
      ]),
    );
  });

  it('is for admins only, and refuses bad fields with a message per field', async () => {
    const anonymous = await gql(t.app, CREATE, { input: input() });
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const bad = await send(CREATE, { input: { ...input(' '), body: 'x'.repeat(2001) } });
    expect(bad).toEqual({
      notice: null,
      userErrors: [
        { field: ['input', 'title'], message: 'Title is required', code: 'REQUIRED' },
        {
          field: ['input', 'body'],
          message: 'Body must be at most 2000 characters',
          code: 'TOO_LONG',
        },
      ],
    });
  });

  it('creates a notice last on its board, with its first version and an audit row', async () => {
    const before = await publicIds();
    const created = await create();
    expect(created).toMatchObject({ board: 'YARD', sortOrder: before.length, version: 1 });
    expect(await publicIds()).toEqual([...before, created.id]);
    const { versions, audit } = await history(created.id);
    expect(versions.map((v) => [v.version, v.author, v.changedFields])).toEqual([
      [1, 'admin', ['title', 'body', 'board']],
    ]);
    expect(audit.map((a) => [a.action, a.recordLabel])).toEqual([
      [AuditAction.CREATE, created.title],
    ]);
  });

  it('lists one board a page at a time, searched on the server', async () => {
    const word = `Calving${Math.random().toString(36).slice(2, 8)}`;
    const a = await create(input(`${word} pens`));
    const b = await create({ ...input(), body: `Ask about the ${word} season.` });
    const first = await gql(t.app, ADMIN_LIST, { board: 'YARD', search: word, first: 1 }, token);
    const page = first.data!.adminNotices;
    expect(page.totalCount).toBe(2);
    expect(page.edges.map((e: { node: Saved }) => e.node.id)).toEqual([a.id]);
    const after = page.pageInfo.endCursor;
    const second = await gql(t.app, ADMIN_LIST, { board: 'YARD', search: word, after }, token);
    expect(second.data!.adminNotices.edges.map((e: { node: Saved }) => e.node.id)).toEqual([b.id]);
    const office = await gql(t.app, ADMIN_LIST, { board: 'OFFICE', search: word }, token);
    expect(office.data!.adminNotices.totalCount).toBe(0);
  });

  it('saves over the version the editor started from and refuses a stale one', async () => {
    const created = await create();
    const saved = await send(UPDATE, { id: created.id, v: 1, input: input('Scale fixed') });
    expect(saved).toEqual({
      notice: { ...created, title: 'Scale fixed', version: 2 },
      userErrors: [],
    });
    const stale = await send(UPDATE, { id: created.id, v: 1, input: input('Scale broken') });
    expect(stale.notice).toBeNull();
    expect(stale.userErrors).toEqual([
      {
        field: null,
        message: expect.stringMatching(
          /^Changed by someone else at \d\d:\d\d: review their changes$/,
        ),
        code: 'CONFLICT',
      },
    ]);
    const { versions, audit } = await history(created.id);
    expect(versions.map((v) => [v.version, v.changedFields])).toEqual([
      [1, ['title', 'body', 'board']],
      [2, ['title']],
    ]);
    expect(audit.map((a) => a.action)).toEqual([AuditAction.CREATE, AuditAction.UPDATE]);
  });

  it('restores an earlier version as a new one, audited as a restore', async () => {
    const created = await create();
    const yard = await publicIds();
    await send(UPDATE, { id: created.id, v: 1, input: input('Second title', 'OFFICE') });
    const restored = await send(RESTORE, { id: created.id, v: 2, version: 1 });
    // Back on its board as a save would put it there: last.
    expect(restored.notice).toMatchObject({
      title: created.title,
      board: 'YARD',
      sortOrder: yard.length - 1,
      version: 3,
    });
    expect(await publicIds()).toEqual([...yard.filter((id) => id !== created.id), created.id]);
    const missing = await send(RESTORE, { id: created.id, v: 3, version: 9 });
    expect(missing.userErrors).toEqual([
      { field: ['version'], message: 'Version 9 does not exist', code: 'INVALID' },
    ]);
    const { audit } = await history(created.id);
    expect(audit.at(-1)).toMatchObject({
      action: AuditAction.RESTORE,
      note: 'restored version 1',
      fields: ['title', 'board'],
    });
  });

  it('moves a notice within its board, and to the end of the other board by a save', async () => {
    const created = await create();
    const before = await publicIds();
    const moved = await send(MOVE, { id: created.id, position: 1 });
    // A move is not an edit: the version an editor holds stays good.
    expect(moved.notice).toMatchObject({ sortOrder: 0, version: 1 });
    expect(await publicIds()).toEqual([created.id, ...before.filter((id) => id !== created.id)]);
    const { audit } = await history(created.id);
    expect(audit.at(-1)).toMatchObject({
      action: AuditAction.MOVE,
      fields: ['sortOrder'],
      note: `position ${before.length} → 1`,
    });
    const office = await publicIds('OFFICE');
    const switched = await send(UPDATE, {
      id: created.id,
      v: 1,
      input: input(created.title, 'OFFICE'),
    });
    expect(switched.notice).toMatchObject({ board: 'OFFICE', sortOrder: office.length });
    const yard = await t.db.orm.em.fork().find(
      Notice,
      { board: 'yard' as never },
      {
        orderBy: { sortOrder: 'asc' },
      },
    );
    expect(yard.map((notice) => notice.sortOrder)).toEqual([...yard.keys()]);
  });

  it('deletes a notice: the others close up, its versions and an audit row stay', async () => {
    const created = await create();
    await send(MOVE, { id: created.id, position: 1 });
    const before = await publicIds();
    const body = await gql(t.app, DELETE, { id: created.id }, token);
    expect(body.data!.deleteNotice).toEqual({ deletedId: created.id, userErrors: [] });
    expect(await publicIds()).toEqual(before.slice(1));
    const { versions, audit } = await history(created.id);
    expect(versions).toHaveLength(1);
    expect(audit.at(-1)).toMatchObject({ action: AuditAction.DELETE, recordLabel: created.title });
    const again = await gql(t.app, DELETE, { id: created.id }, token);
    expect(again.errors![0]).toMatchObject({
      message: 'Notice not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('the page caches', () => {
  /** What the composition root makes of the modules' declarations: their public entities. */
  const publicIn = (modules: readonly AppModule[]) =>
    new Set(
      modules
        .flatMap((module) => module.publicEntities ?? [])
        .map((e: EntityClass<AnyEntity>) => e.name),
    );

  /** A change feed that takes `modules` as the registry, started for the duration of `work`. */
  async function generationsMoved(modules: readonly AppModule[], work: () => Promise<void>) {
    const isPublic = publicIn([...APP_MODULES, ...modules]);
    // The ORM keeps a feed's flush hook once it is started: it goes quiet when its turn is over,
    // so that it announces nothing to the feeds of the other tests.
    let active = true;
    const changes = new ContentChanges(t.db.orm, {
      isPublicContent: (name) => active && isPublic.has(name),
      logger: createLogger('silent'),
    });
    await changes.start();
    try {
      const before = changes.generation;
      await work();
      // Give a notice from the database time to arrive before reading the count.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return changes.generation - before;
    } finally {
      active = false;
      await changes.close();
    }
  }

  it('are left alone by a content type not declared public', async () => {
    const unlisted: AppModule = { ...noticesModule, publicEntities: [] };
    const moved = await generationsMoved([unlisted], async () => {
      const created = await create();
      await send(MOVE, { id: created.id, position: 1 });
      await send(UPDATE, { id: created.id, v: 1, input: input('Private save') });
      await send(RESTORE, { id: created.id, v: 2, version: 1 });
      await gql(t.app, DELETE, { id: created.id }, token);
    });
    expect(moved).toBe(0);
  });

  it('are cleared by every write of one declared public', async () => {
    expect(noticesModule.publicEntities).toContain(Notice);
    let created: Saved | undefined;
    expect(
      await generationsMoved([noticesModule], async () => void (created = await create())),
    ).toBeGreaterThan(0);
    expect(
      await generationsMoved([noticesModule], () =>
        send(UPDATE, { id: created!.id, v: 1, input: input('Public save') }).then(() => undefined),
      ),
    ).toBeGreaterThan(0);
    expect(
      await generationsMoved([noticesModule], () =>
        send(MOVE, { id: created!.id, position: 1 }).then(() => undefined),
      ),
    ).toBeGreaterThan(0);
    expect(
      await generationsMoved([noticesModule], () =>
        gql(t.app, DELETE, { id: created!.id }, token).then(() => undefined),
      ),
    ).toBeGreaterThan(0);
  });
});

/** A script of the repository's scripts/ (plain ESM, no types: read as lint and tools read it). */
const script = <T>(file: string): Promise<T> =>
  import(pathToFileURL(path.resolve(import.meta.dirname, '../../../../scripts', file)).href);

describe('the fixture content type as a module folder', () => {
  const FOLDER = path.resolve(import.meta.dirname, '../../test/fixture-content-type');
  /** Each file of the fixture's folder, relative to it ('dto/notice.input.ts'). */
  const files = (dir = ''): string[] =>
    readdirSync(path.join(FOLDER, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );

  it('needs no line of the layer table: a module folder it does not name is a content type', async () => {
    const { placeOf } = await script<{ placeOf: (part: string) => object | undefined }>(
      'backend-layers.mjs',
    );
    expect(placeOf('modules/notices')).toMatchObject({
      name: 'content',
      uses: [],
      byDefault: true,
    });
  });

  it('imports only what the lint rule lets it, were it backend/src/modules/notices/', async () => {
    const { violation } = await script<{
      violation: (file: string, source: string) => string | undefined;
    }>('eslint/boundaries.mjs');
    // The folder sits as deep below backend/src as a module folder: its imports resolve alike.
    const imports = files().flatMap((file) =>
      [...readFileSync(path.join(FOLDER, file), 'utf8').matchAll(/\bfrom '(\.[^']+)'/g)].map(
        ([, source]) => ({ file: `backend/src/modules/notices/${file}`, source: source! }),
      ),
    );
    expect(imports.filter(({ source }) => source.startsWith('../')).length).toBeGreaterThan(4);
    const refused = imports.flatMap(({ file, source }) => {
      const reason = violation(file, source);
      return reason ? [`${file}: ${source}: ${reason}`] : [];
    });
    expect(refused).toEqual([]);
  });

  it('takes its place in the registry `npm run imports` writes, by name among the content types', async () => {
    interface Folder {
      folder: string;
      exported: string;
    }
    const registry = await script<{
      moduleFolders: () => Folder[];
      registryOrder: (folders: readonly Folder[]) => Folder[];
      renderModuleRegistry: (folders: readonly Folder[]) => string;
    }>('module-registry.mjs');
    // The command reads the export's name from the folder's index.ts, as it reads every module's.
    const exported = /^export const (\w+): AppModule = /m.exec(
      readFileSync(path.join(FOLDER, 'index.ts'), 'utf8'),
    )?.[1];
    expect(exported).toBe('noticesModule');
    const folders = [...registry.moduleFolders(), { folder: 'notices', exported: exported! }];
    const order = registry.registryOrder(folders).map(({ folder }) => folder);
    // After the foundations and the content parts the layer table names, between the default
    // content types by name, before the admin views: seeded after what it may import.
    expect(order.indexOf('notices')).toBe(order.indexOf('newsletters') + 1);
    expect(order.indexOf('records')).toBe(-1);
    for (const below of ['history', 'media', 'documents', 'forecast']) {
      expect(order.indexOf(below)).toBeLessThan(order.indexOf('notices'));
    }
    expect(order.indexOf('admin')).toBeGreaterThan(order.indexOf('notices'));
    const written = registry.renderModuleRegistry(folders);
    expect(written).toContain("import { noticesModule } from './notices/index.js';");
    expect(written).toContain('  noticesModule,\n');
  });
});
