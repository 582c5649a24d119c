import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { BUILT_IN_CONTACT_FACTS } from '../company/company.js';
import { AuditEvent } from './audit-event.entity.js';
import { AuditAction } from './audit-action.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let uploadDir: string;
let token: string;

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'prairie-audit-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir }, { seed: 'settings' });
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});
beforeEach(async () => {
  token = await adminToken(t.app);
  // Each test counts the rows its own change wrote (not the sign-in above).
  await t.db.orm.em.fork().nativeDelete(AuditEvent, {});
});

const rows = () => t.db.orm.em.fork().find(AuditEvent, {}, { orderBy: { id: 'asc' } });

/** Every text column of the rows, to check no value of the change was copied in. */
const allText = (events: AuditEvent[]) =>
  events.map((e) => [e.recordLabel, e.note, ...e.fields].join(' ')).join(' ');

const UPDATE_COMPANY = `mutation ($input: CompanySettingsInput!) {
  updateCompanySettings(input: $input) { userErrors { field message } }
}`;
const UPDATE_IMAGE = `mutation ($id: ID!, $input: ImageAssetInput!) {
  updateImageAsset(id: $id, input: $input) { imageAsset { id } userErrors { field message } }
}`;
const DELETE_IMAGE = `mutation ($id: ID!) { deleteImageAsset(id: $id) { deletedId userErrors { message } } }`;
const CHANGE_PASSWORD = `mutation ($input: ChangeAdminPasswordInput!) {
  changeAdminPassword(input: $input) { session { token } userErrors { field message } }
}`;
const AUDIT = `query ($actor: String, $recordType: String, $action: AuditAction, $since: DateTime, $until: DateTime, $first: Int, $after: String) {
  auditEvents(actor: $actor, recordType: $recordType, action: $action, since: $since, until: $until, first: $first, after: $after) {
    edges { node { actor action recordType recordLabel fields } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

async function uploadImage(name: string) {
  const res = await request(t.app)
    .post('/api/admin/images')
    .set('authorization', `Bearer ${token}`)
    .field('name', name)
    .field('category', 'Field')
    .field('description', 'Canola at bolting')
    .attach('file', PNG, 'a.png')
    .expect(201);
  return res.body as { id: number };
}

describe('the audit trail of admin changes', () => {
  it('records a settings save once, naming the changed fields and no values', async () => {
    const input = {
      ...structuredClone(BUILT_IN_CONTACT_FACTS),
      email: 'audit-office@example.com',
      warehouse: { ...BUILT_IN_CONTACT_FACTS.warehouse, city: 'Camrose' },
    };
    const res = await gql(t.app, UPDATE_COMPANY, { input }, token);
    expect(res.data!.updateCompanySettings.userErrors).toEqual([]);
    const events = await rows();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: TEST_ADMIN.username,
      action: AuditAction.UPDATE,
      recordType: 'company-settings',
      recordLabel: 'Company settings',
      fields: ['email', 'warehouse'],
    });
    expect(events[0].clientAddress).not.toBe('');
    expect(allText(events)).not.toMatch(/audit-office|Camrose/);

    // The same values again change nothing, so nothing more is recorded.
    await gql(t.app, UPDATE_COMPANY, { input }, token);
    expect(await rows()).toHaveLength(1);
  });

  it('records an upload, a metadata update and a delete of an image, one row each', async () => {
    const { id } = await uploadImage('Audit field photo');
    let events = await rows();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: AuditAction.CREATE,
      recordType: 'image',
      recordId: id,
      recordLabel: 'Audit field photo',
      fields: ['file', 'name', 'category', 'description', 'tags'],
    });

    const input = { name: 'Audit field photo', category: 'FIELD', description: 'Canola in July' };
    const update = await gql(t.app, UPDATE_IMAGE, { id: String(id), input }, token);
    expect(update.data!.updateImageAsset.userErrors).toEqual([]);
    events = await rows();
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      action: AuditAction.UPDATE,
      recordId: id,
      fields: ['description'],
    });
    expect(allText(events)).not.toContain('Canola');

    const removed = await gql(t.app, DELETE_IMAGE, { id: String(id) }, token);
    expect(removed.data!.deleteImageAsset.deletedId).toBe(String(id));
    events = await rows();
    expect(events).toHaveLength(3);
    expect(events[2]).toMatchObject({
      action: AuditAction.DELETE,
      recordId: id,
      recordLabel: 'Audit field photo',
      fields: [],
    });
  });

  it('records a password change and a sign-out everywhere on the account, without secrets', async () => {
    const newPassword = 'a much longer audit passphrase';
    const changed = await gql(
      t.app,
      CHANGE_PASSWORD,
      { input: { currentPassword: TEST_ADMIN.password, newPassword } },
      token,
    );
    expect(changed.data!.changeAdminPassword.userErrors).toEqual([]);
    const fresh = changed.data!.changeAdminPassword.session.token as string;
    let events = await rows();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: TEST_ADMIN.username,
      action: AuditAction.PASSWORD_CHANGE,
      recordType: 'account',
      recordLabel: TEST_ADMIN.username,
      fields: ['password'],
    });
    expect(allText(events)).not.toContain(newPassword);
    expect(allText(events)).not.toContain(TEST_ADMIN.password);

    // A wrong current password changes nothing and records nothing.
    await gql(
      t.app,
      CHANGE_PASSWORD,
      { input: { currentPassword: 'not the password', newPassword: 'yet another passphrase' } },
      fresh,
    );
    expect(await rows()).toHaveLength(1);

    // Back to the test password, so the other tests can sign in.
    const back = await gql(
      t.app,
      CHANGE_PASSWORD,
      { input: { currentPassword: newPassword, newPassword: TEST_ADMIN.password } },
      fresh,
    );
    const last = back.data!.changeAdminPassword.session.token as string;
    await t.db.orm.em.fork().nativeDelete(AuditEvent, {});

    await request(t.app)
      .post('/api/admin/logout')
      .set('authorization', `Bearer ${last}`)
      .expect(200);
    events = await rows();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: AuditAction.SIGN_OUT_EVERYWHERE,
      recordType: 'account',
      fields: [],
    });

    const again = await adminToken(t.app);
    const out = await gql(t.app, 'mutation { adminLogout { signedOut } }', {}, again);
    expect(out.data!.adminLogout.signedOut).toBe(true);
    expect((await rows()).map((e) => e.action)).toEqual([
      AuditAction.SIGN_OUT_EVERYWHERE,
      AuditAction.SIGN_IN,
      AuditAction.SIGN_OUT_EVERYWHERE,
    ]);
  });

  it('filters the trail on the server by who, record type, action and time, newest first', async () => {
    const em = t.db.orm.em.fork();
    const event = (actor: string, action: AuditAction, recordType: string, at: string) =>
      em.create(AuditEvent, {
        actor,
        action,
        recordType,
        recordLabel: `${recordType} by ${actor}`,
        clientAddress: '127.0.0.1',
        createdAt: new Date(at),
      });
    event('admin', AuditAction.UPDATE, 'image', '2026-03-01T12:00:00Z');
    event('office', AuditAction.PUBLISH, 'newsletter', '2026-03-02T12:00:00Z');
    event('admin', AuditAction.PUBLISH, 'newsletter', '2026-03-03T12:00:00Z');
    event('admin', AuditAction.DELETE, 'image', '2026-03-04T12:00:00Z');
    await em.flush();

    const labels = async (variables: Record<string, unknown>) => {
      const res = await gql(t.app, AUDIT, { first: 10, ...variables }, token);
      expect(res.errors).toBeUndefined();
      return res.data!.auditEvents.edges.map(
        (e: { node: { recordLabel: string; action: string } }) =>
          `${e.node.action} ${e.node.recordLabel}`,
      );
    };
    expect(await labels({ actor: 'office' })).toEqual(['PUBLISH newsletter by office']);
    expect(await labels({ recordType: 'image' })).toEqual([
      'DELETE image by admin',
      'UPDATE image by admin',
    ]);
    expect(await labels({ action: 'PUBLISH', actor: 'admin' })).toEqual([
      'PUBLISH newsletter by admin',
    ]);
    expect(await labels({ since: '2026-03-02T00:00:00Z', until: '2026-03-04T00:00:00Z' })).toEqual([
      'PUBLISH newsletter by admin',
      'PUBLISH newsletter by office',
    ]);

    const first = await gql(t.app, AUDIT, { first: 3 }, token);
    const page = first.data!.auditEvents;
    expect(page.totalCount).toBe(4);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await labels({ first: 3, after: page.pageInfo.endCursor });
    expect(next).toEqual(['UPDATE image by admin']);

    const anonymous = await gql(t.app, AUDIT, { first: 3 });
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
