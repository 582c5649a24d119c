import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AdminUser } from './admin-user.entity.js';
import { hashPassword, verifyPassword } from './password.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
});
afterAll(() => t.close());

const CHANGE = `mutation ($input: ChangeAdminPasswordInput!) {
  changeAdminPassword(input: $input) {
    session { token username expiresAt }
    userErrors { field message code }
  }
}`;
const ME = '{ currentAdmin { username } }';
const admin = () => t.db.orm.em.fork().findOneOrFail(AdminUser, { username: TEST_ADMIN.username });

async function change(token: string | undefined, currentPassword: string, newPassword: string) {
  const res = await gql(t.app, CHANGE, { input: { currentPassword, newPassword } }, token);
  return { errors: res.errors, payload: res.data?.changeAdminPassword };
}

describe('changeAdminPassword', () => {
  it('refuses a wrong current password and weak new ones on their fields, changing nothing', async () => {
    const token = await adminToken(t.app);
    const before = await admin();
    const cases: [string, string, Record<string, string>][] = [
      [
        'wrong-password',
        'a perfectly long passphrase',
        { currentPassword: 'The current password is not correct' },
      ],
      [
        TEST_ADMIN.password,
        'short-pass',
        { newPassword: 'New password must be at least 12 characters' },
      ],
      [
        TEST_ADMIN.password,
        ' ADMIN ',
        { newPassword: 'New password must be at least 12 characters' },
      ],
      [
        TEST_ADMIN.password,
        TEST_ADMIN.password,
        { newPassword: 'The new password must differ from the current one' },
      ],
    ];
    for (const [current, next, expected] of cases) {
      const { errors, payload } = await change(token, current, next);
      expect(errors).toBeUndefined();
      expect(payload.session).toBeNull();
      const messages = Object.fromEntries(
        (payload.userErrors as { field: string[]; message: string }[]).map((e) => [
          e.field.at(-1),
          e.message,
        ]),
      );
      expect(messages).toEqual(expected);
    }
    const after = await admin();
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.tokenVersion).toBe(before.tokenVersion);
    // The old token still works: nothing was revoked.
    expect((await gql(t.app, ME, {}, token)).data!.currentAdmin.username).toBe('admin');
  });

  it('refuses the username as the new password, whatever its case and spaces', async () => {
    const account = { username: 'office-manager-01', password: 'the office passphrase' };
    // A second account beside the configured one (ensureAdmin creates only the first).
    const em = t.db.orm.em.fork();
    em.create(AdminUser, {
      username: account.username,
      passwordHash: await hashPassword(account.password),
    });
    await em.flush();
    const login = await request(t.app).post('/api/admin/login').send(account).expect(200);
    const { payload } = await change(login.body.token, account.password, ' Office-Manager-01 ');
    expect(payload.userErrors).toEqual([
      {
        field: ['input', 'newPassword'],
        message: 'The new password must not be the username',
        code: 'INVALID',
      },
    ]);
  });

  it('needs a signed-in admin', async () => {
    const { errors, payload } = await change(
      undefined,
      TEST_ADMIN.password,
      'another long passphrase',
    );
    expect(payload).toBeNull();
    expect(errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('stores the new hash, ends every other session and gives this browser a working token', async () => {
    const mine = await adminToken(t.app);
    const elsewhere = await adminToken(t.app);
    const before = await admin();
    const next = 'wheat canola barley 2026';
    const { errors, payload } = await change(mine, TEST_ADMIN.password, next);
    expect(errors).toBeUndefined();
    expect(payload.userErrors).toEqual([]);
    expect(payload.session.username).toBe('admin');

    const after = await admin();
    expect(after.tokenVersion).toBe(before.tokenVersion + 1);
    expect(await verifyPassword(next, after.passwordHash)).toBe(true);
    expect(after.passwordHash).not.toContain(next);

    for (const old of [mine, elsewhere]) {
      const refused = await gql(t.app, ME, {}, old);
      expect(refused.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    }
    const fresh = await gql(t.app, ME, {}, payload.session.token);
    expect(fresh.data!.currentAdmin.username).toBe('admin');

    // Signing in takes the new password, not the old one.
    const oldLogin = await gql(
      t.app,
      'mutation ($i: AdminLoginInput!) { adminLogin(input: $i) { session { token } } }',
      {
        i: TEST_ADMIN,
      },
    );
    expect(oldLogin.errors![0].message).toBe('Invalid credentials');
    const newLogin = await gql(
      t.app,
      'mutation ($i: AdminLoginInput!) { adminLogin(input: $i) { session { token } } }',
      {
        i: { username: 'admin', password: next },
      },
    );
    expect(newLogin.data!.adminLogin.session.token).toEqual(expect.any(String));
  });
});
