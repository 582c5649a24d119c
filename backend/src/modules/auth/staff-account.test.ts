import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AuditAction, AuditEvent } from '../history/index.js';
import { AdminUser } from './admin-user.entity.js';
import { hashPassword } from './password.js';
import type { UserRole } from './roles.js';
import { STAFF_ACCOUNT_MESSAGES } from './staff-account.service.js';

/*
 * Issue 25, part 1: owners manage the office's accounts. Each test makes the accounts it changes.
 */

const PASSWORD = 'a staff password 0123';
const UPDATE = `mutation ($input: UpdateStaffAccountInput!) {
  updateStaffAccount(input: $input) {
    account { id username name email role status }
    userErrors { field message }
  }
}`;

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  owner = await adminToken(t.app);
}, 60_000);
afterAll(() => t?.close());

let made = 0;
/** A new account of `role` and a token of its own sign-in. */
async function account(role: UserRole): Promise<{ id: string; username: string; token: string }> {
  made += 1;
  const username = `staff-${role}-${made}`;
  const em = t.db.orm.em.fork();
  const user = em.create(AdminUser, { username, passwordHash: await hashPassword(PASSWORD), role });
  await em.flush();
  const signIn = await request(t.app)
    .post('/api/admin/login')
    .send({ username, password: PASSWORD })
    .expect(200);
  return { id: String(user.id), username, token: signIn.body.token as string };
}

const update = (input: object, token = owner) => gql(t.app, UPDATE, { input }, token);

describe('staff accounts', () => {
  it('lists every account with its role, status and last sign-in, owners first', async () => {
    const editor = await account('editor');
    const { data } = await gql(
      t.app,
      '{ staffAccounts { username role status lastSignInAt } }',
      {},
      owner,
    );
    const list = data!.staffAccounts as { username: string; role: string; lastSignInAt: string }[];
    expect(list[0]).toMatchObject({
      username: TEST_ADMIN.username,
      role: 'OWNER',
      status: 'ACTIVE',
    });
    const listed = list.find((item) => item.username === editor.username)!;
    expect(listed).toMatchObject({ role: 'EDITOR', status: 'ACTIVE' });
    expect(Date.now() - Date.parse(listed.lastSignInAt)).toBeLessThan(60_000);
  });

  it('describes each role an owner may give, with its permissions, to owners only', async () => {
    const query = '{ staffRoles { role description permissions } }';
    const { data } = await gql(t.app, query, {}, owner);
    expect(data!.staffRoles).toEqual([
      {
        role: 'OWNER',
        description: 'Everything, including accounts and settings.',
        permissions: ['CONTENT', 'MESSAGES', 'ADMINISTRATION'],
      },
      {
        role: 'EDITOR',
        description: 'Content and images; no accounts, no settings.',
        permissions: ['CONTENT'],
      },
      {
        role: 'SUPPORT',
        description: 'Contact messages and subscribers (read, mark handled, export); no content.',
        permissions: ['MESSAGES'],
      },
    ]);
    const editor = await account('editor');
    const refused = await gql(t.app, query, {}, editor.token);
    expect(refused.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('changes a role, a name and an address, and the audit trail says who and what', async () => {
    const editor = await account('editor');
    const answer = await update({
      id: editor.id,
      role: 'SUPPORT',
      name: 'Robin Field',
      email: 'Robin.Field@Example.com',
    });
    expect(answer.data!.updateStaffAccount).toEqual({
      account: {
        id: editor.id,
        username: editor.username,
        name: 'Robin Field',
        email: 'robin.field@example.com',
        role: 'SUPPORT',
        status: 'ACTIVE',
      },
      userErrors: [],
    });
    // The new role applies to the account's next request.
    const contacts = await gql(t.app, '{ contacts { totalCount } }', {}, editor.token);
    expect(contacts.errors).toBeUndefined();
    const audit = await t.db.orm.em.fork().findOneOrFail(AuditEvent, {
      recordType: 'account',
      recordId: Number(editor.id),
      action: AuditAction.UPDATE,
    });
    expect(audit).toMatchObject({ actor: TEST_ADMIN.username, action: 'UPDATE' });
    expect([...audit.fields].sort()).toEqual(['email', 'name', 'role']);
  });

  it("refuses a disabled account's open session on its next request, and its sign-in", async () => {
    const editor = await account('editor');
    const me = '{ currentAdmin { username } }';
    expect((await gql(t.app, me, {}, editor.token)).data!.currentAdmin).toBeTruthy();
    const answer = await update({ id: editor.id, status: 'DISABLED' });
    expect(answer.data!.updateStaffAccount.account.status).toBe('DISABLED');
    expect((await gql(t.app, me, {}, editor.token)).errors![0].extensions!.code).toBe(
      'UNAUTHENTICATED',
    );
    await request(t.app)
      .get('/api/admin/verify')
      .set('authorization', `Bearer ${editor.token}`)
      .expect(401);
    const signIn = await request(t.app)
      .post('/api/admin/login')
      .send({ username: editor.username, password: PASSWORD });
    expect(signIn.status).toBe(401);
    expect(signIn.body.message).toBe('Invalid credentials');
    // Enabled again: the old token stays refused, a new sign-in works.
    await update({ id: editor.id, status: 'ACTIVE' });
    expect((await gql(t.app, me, {}, editor.token)).errors![0].extensions!.code).toBe(
      'UNAUTHENTICATED',
    );
    await request(t.app)
      .post('/api/admin/login')
      .send({ username: editor.username, password: PASSWORD })
      .expect(200);
  });

  it('never leaves the company without an active owner, nor lets an owner disable themself', async () => {
    const selfDisable = await update({ id: '1', status: 'DISABLED' });
    expect(selfDisable.data!.updateStaffAccount.userErrors).toEqual([
      { field: ['input', 'status'], message: STAFF_ACCOUNT_MESSAGES.notYourself },
    ]);
    const second = await account('owner');
    // The first owner is the last active one once the second is an editor.
    expect(
      (await update({ id: second.id, role: 'EDITOR' })).data!.updateStaffAccount.userErrors,
    ).toEqual([]);
    const demoteLast = await update({ id: '1', role: 'EDITOR' });
    expect(demoteLast.data!.updateStaffAccount.userErrors).toEqual([
      { field: ['input', 'role'], message: STAFF_ACCOUNT_MESSAGES.lastOwner },
    ]);
    const stored = await t.db.orm.em.fork().findOneOrFail(AdminUser, { id: 1 });
    expect(stored).toMatchObject({ role: 'owner', status: 'active' });
  });

  it('lets only one of two owners demoting each other at once succeed', async () => {
    const a = await account('owner');
    const b = await account('owner');
    // With the first owner, three are active: it steps aside for this race.
    await t.db.orm.em.fork().nativeUpdate(AdminUser, { id: 1 }, { role: 'editor' });
    try {
      const answers = await Promise.all([
        update({ id: b.id, role: 'EDITOR' }, a.token),
        update({ id: a.id, role: 'EDITOR' }, b.token),
      ]);
      const refused = answers.filter(
        (answer) => answer.data!.updateStaffAccount.userErrors.length > 0,
      );
      expect(refused).toHaveLength(1);
      expect(
        await t.db.orm.em
          .fork()
          .count(AdminUser, { id: { $in: [Number(a.id), Number(b.id)] }, role: 'owner' }),
      ).toBe(1);
    } finally {
      await t.db.orm.em.fork().nativeUpdate(AdminUser, { id: 1 }, { role: 'owner' });
    }
  });

  it('refuses an address another account uses, in any case, and bad input with a message each', async () => {
    const one = await account('support');
    const two = await account('support');
    await update({ id: one.id, email: 'shared@example.com' });
    const taken = await update({ id: two.id, email: 'SHARED@example.com' });
    expect(taken.data!.updateStaffAccount.userErrors).toEqual([
      { field: ['input', 'email'], message: STAFF_ACCOUNT_MESSAGES.emailTaken },
    ]);
    const bad = await update({ id: two.id, email: 'not an address', name: 'x'.repeat(101) });
    expect(bad.data!.updateStaffAccount.userErrors).toEqual(
      expect.arrayContaining([
        { field: ['input', 'email'], message: 'Please enter a valid email address' },
        { field: ['input', 'name'], message: 'Name must be at most 100 characters' },
      ]),
    );
    const missing = await update({ id: '999999', role: 'EDITOR' });
    expect(missing.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});
