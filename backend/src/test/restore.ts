import type { EntityClass } from '@mikro-orm/postgresql';
import { expect, it } from 'vitest';
import { AuditAction, AuditEvent, RecordVersion } from '../modules/history/index.js';
import { ImageAsset, ImageCategory } from '../modules/media/index.js';
import type { TestApp } from './app.js';
import { gql } from './graphql.js';

/*
 * The behaviour every `restore<Record>Version` mutation shares (history/restore.ts), checked on the
 * real schema and database for one kind of record: a module's admin test describes its record and
 * calls `itRestoresVersions`. Each test makes records of its own.
 */

export interface RestorableRecord {
  /** The GraphQL name of the record: `Product` for createProduct, restoreProductVersion... */
  name: string;
  /** Its kind of record in the history (`product`). */
  recordType: string;
  /** Its entity, whose stored place in the order a restore keeps. */
  entity: EntityClass<{ id: number; version: number; sortOrder: number }>;
  /** The fields to read back, `id` and `version` among them. */
  fields: string;
  app: () => TestApp;
  token: () => string;
  /** Version 1's input, of the test's own. */
  first: () => Promise<Record<string, unknown>>;
  /** Version 2's input, changing some of version 1's fields. */
  second: (first: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Makes version 1 of record `id` something a save refuses now (its image deleted since):
   * answers the field error its restore gets.
   */
  spoil: (
    first: Record<string, unknown>,
    id: number,
  ) => Promise<{ field: string; message: string }>;
}

const ERRORS = 'userErrors { field message code }';

/** An image of the image manager of the test's own (a row without a file): its path. */
export async function storeImage(t: TestApp): Promise<string> {
  const em = t.db.orm.em.fork();
  const path = `/uploads/restore-test-${Math.random().toString(36).slice(2, 10)}.png`;
  em.create(ImageAsset, {
    path,
    name: 'Restore test image',
    category: ImageCategory.FIELD,
    description: '',
    sortOrder: 1000,
  });
  await em.flush();
  return path;
}

/** Deletes the image manager's image at `path`: versions that show it can no longer be saved. */
export async function deleteImage(t: TestApp, path: string): Promise<void> {
  await t.db.orm.em.fork().nativeDelete(ImageAsset, { path });
}

export function itRestoresVersions(record: RestorableRecord): void {
  const field = record.name[0].toLowerCase() + record.name.slice(1);
  const mutation = `restore${record.name}Version`;
  const result = `${field} { ${record.fields} }`;
  const create = `mutation ($input: ${record.name}Input!) {
    create${record.name}(input: $input) { ${result} ${ERRORS} }
  }`;
  const update = `mutation ($id: ID!, $v: Int!, $input: ${record.name}Input!) {
    update${record.name}(id: $id, expectedVersion: $v, input: $input) { ${result} ${ERRORS} }
  }`;
  const restore = `mutation ($id: ID!, $v: Int!, $version: Int!) {
    ${mutation}(id: $id, expectedVersion: $v, version: $version) { ${result} ${ERRORS} }
  }`;
  type Saved = Record<string, unknown> & { id: string; version: number };

  const send = async (operation: string, name: string, variables: Record<string, unknown>) => {
    const body = await gql(record.app().app, operation, variables, record.token());
    expect(body.errors).toBeUndefined();
    return body.data![name] as { userErrors: unknown[] } & Record<string, Saved | null>;
  };

  /** A record of the test's own at version 2: its id and both versions' inputs. */
  const twoVersions = async () => {
    const first = await record.first();
    const created = await send(create, `create${record.name}`, { input: first });
    expect(created.userErrors).toEqual([]);
    const id = created[field]!.id;
    const second = record.second(first);
    const updated = await send(update, `update${record.name}`, { id, v: 1, input: second });
    expect(updated.userErrors).toEqual([]);
    return { id, first, second };
  };

  const stored = (id: string) =>
    record
      .app()
      .db.orm.em.fork()
      .findOneOrFail(record.entity, { id: Number(id) } as never);
  const versionCount = (id: string) =>
    record
      .app()
      .db.orm.em.fork()
      .count(RecordVersion, { recordType: record.recordType, recordId: Number(id) });

  it('restores an earlier version as a new one, in its place, audited as a restore', async () => {
    const { id, first, second } = await twoVersions();
    const place = (await stored(id)).sortOrder;
    const answer = await send(restore, mutation, { id, v: 2, version: 1 });
    expect(answer.userErrors).toEqual([]);
    expect(answer[field]).toMatchObject({ id, version: 3 });
    const changed = Object.keys(second).filter(
      (key) => JSON.stringify(second[key]) !== JSON.stringify(first[key]),
    );
    for (const key of changed) expect(answer[field]![key]).toEqual(first[key]);
    expect((await stored(id)).sortOrder).toBe(place);

    const em = record.app().db.orm.em.fork();
    const newest = await em.findOneOrFail(RecordVersion, {
      recordType: record.recordType,
      recordId: Number(id),
      version: 3,
    });
    expect([...newest.changedFields].sort()).toEqual(expect.arrayContaining(changed.sort()));
    const audit = await em.findOneOrFail(
      AuditEvent,
      { recordType: record.recordType, recordId: Number(id) },
      { orderBy: { id: 'desc' } },
    );
    expect(audit).toMatchObject({ action: AuditAction.RESTORE, note: 'restored version 1' });
  });

  it('refuses a version the record never had, on the `version` field', async () => {
    const { id } = await twoVersions();
    const answer = await send(restore, mutation, { id, v: 2, version: 99 });
    expect(answer).toEqual({
      [field]: null,
      userErrors: [{ field: ['version'], message: 'Version 99 does not exist', code: 'INVALID' }],
    });
    expect(await versionCount(id)).toBe(2);
  });

  it("refuses a restore over someone else's newer version", async () => {
    const { id } = await twoVersions();
    const answer = await send(restore, mutation, { id, v: 1, version: 1 });
    expect(answer[field]).toBeNull();
    expect(answer.userErrors).toEqual([
      {
        field: null,
        message: expect.stringMatching(
          /^Changed by someone else at \d\d:\d\d: review their changes$/,
        ),
        code: 'CONFLICT',
      },
    ]);
    expect((await stored(id)).version).toBe(2);
    expect(await versionCount(id)).toBe(2);
  });

  it('checks the version as a save is checked, and changes nothing when it fails', async () => {
    const { id, first } = await twoVersions();
    const error = await record.spoil(first, Number(id));
    const answer = await send(restore, mutation, { id, v: 2, version: 1 });
    expect(answer[field]).toBeNull();
    expect(answer.userErrors).toEqual([
      { field: [error.field], message: error.message, code: expect.any(String) },
    ]);
    expect((await stored(id)).version).toBe(2);
    expect(await versionCount(id)).toBe(2);
  });
}
