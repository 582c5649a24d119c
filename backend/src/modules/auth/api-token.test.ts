import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { gql } from '../../test/graphql.js';
import { AuditEvent } from '../history/index.js';
import { AdminUser } from './admin-user.entity.js';
import { ApiToken } from './api-token.entity.js';
import { API_TOKEN_MESSAGES } from './api-token.service.js';
import { hashPassword } from './password.js';
import type { UserRole } from './roles.js';

/* Issue 25: personal API tokens, as an integrator uses them in the explorer or a script. */

const PASSWORD = 'an api token passphrase 1';
const CREATE = `mutation ($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id name permissions lastUsedAt } userErrors { field message } }
}`;
const REVOKE = `mutation ($id: ID!) { revokeApiToken(id: $id) { revokedId userErrors { message } } }`;
const CONTENT_READ = '{ adminNewsletters(first: 1) { totalCount } }';
const MESSAGES_READ = '{ contacts { totalCount } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
}, 60_000);
afterAll(() => t?.close());

let made = 0;
async function signedIn(role: UserRole) {
  made += 1;
  const username = `api-${role}-${made}`;
  const em = t.db.orm.em.fork();
  const account = em.create(AdminUser, {
    username,
    passwordHash: await hashPassword(PASSWORD),
    role,
  });
  await em.flush();
  const res = await request(t.app)
    .post('/api/admin/login')
    .send({ username, password: PASSWORD })
    .expect(200);
  return { id: account.id, username, session: res.body.token as string };
}

async function makeToken(session: string, permissions: string[], name = `Script ${made}`) {
  const answer = await gql(t.app, CREATE, { input: { name, permissions } }, session);
  expect(answer.data!.createApiToken.userErrors).toEqual([]);
  return answer.data!.createApiToken as { token: string; apiToken: { id: string } };
}

const code = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

describe('personal API tokens', () => {
  it('are shown once, stored hashed, and sign requests within their scope', async () => {
    const owner = await signedIn('owner');
    const { token, apiToken } = await makeToken(owner.session, ['CONTENT'], 'Spreadsheet');
    expect(token).toMatch(/^pea_[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.orm.em.fork().find(ApiToken, {});
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(code(await gql(t.app, CONTENT_READ, {}, token))).toBeUndefined();
    const outside = await gql(t.app, MESSAGES_READ, {}, token);
    expect(outside.errors![0]).toMatchObject({
      message: 'This API token does not include contact messages and subscribers',
      extensions: { code: 'FORBIDDEN' },
    });
    await request(t.app).get('/api/contacts').set('authorization', `Bearer ${token}`).expect(403);

    const list = await gql(
      t.app,
      '{ apiTokens { id name permissions lastUsedAt } }',
      {},
      owner.session,
    );
    expect(list.data!.apiTokens).toEqual([
      {
        id: apiToken.id,
        name: 'Spreadsheet',
        permissions: ['CONTENT'],
        lastUsedAt: expect.any(String),
      },
    ]);
    const trail = await t.db.orm.em.fork().find(AuditEvent, { recordType: 'api-token' });
    expect(trail.map((e) => [e.action, e.recordLabel, e.actor])).toEqual([
      ['CREATE', 'Spreadsheet', owner.username],
    ]);
  });

  it("never do more than the account's role, and cannot touch its sign-in", async () => {
    const editor = await signedIn('editor');
    const refused = await gql(
      t.app,
      CREATE,
      { input: { name: 'Too much', permissions: ['CONTENT', 'MESSAGES'] } },
      editor.session,
    );
    expect(refused.data!.createApiToken.userErrors).toEqual([
      { field: ['input', 'permissions'], message: API_TOKEN_MESSAGES.notYourRole },
    ]);
    const { token } = await makeToken(editor.session, ['CONTENT']);
    for (const operation of [
      CREATE,
      'mutation { adminLogout { signedOut } }',
      'mutation { startTwoFactorSetup { setup { secret } } }',
    ]) {
      const answer = await gql(
        t.app,
        operation,
        { input: { name: 'From a token', permissions: ['CONTENT'] } },
        token,
      );
      expect(answer.errors![0].message).toBe(API_TOKEN_MESSAGES.refused);
    }
    await request(t.app)
      .post('/api/admin/logout')
      .set('authorization', `Bearer ${token}`)
      .expect(403);

    // An owner's token for settings stops carrying them once the account is an editor.
    const owner = await signedIn('owner');
    const ownerToken = (await makeToken(owner.session, ['ADMINISTRATION'])).token;
    const settings = '{ securitySettings { requireTwoFactor } }';
    expect(code(await gql(t.app, settings, {}, ownerToken))).toBeUndefined();
    await t.db.orm.em.fork().nativeUpdate(AdminUser, { id: owner.id }, { role: 'editor' });
    expect(code(await gql(t.app, settings, {}, ownerToken))).toBe('FORBIDDEN');
  });

  it('stop at once when revoked or when the account is disabled', async () => {
    const support = await signedIn('support');
    const first = await makeToken(support.session, ['MESSAGES'], 'Inbox count');
    const second = await makeToken(support.session, ['MESSAGES'], 'CSV export');
    expect(code(await gql(t.app, MESSAGES_READ, {}, first.token))).toBeUndefined();
    const revoked = await gql(t.app, REVOKE, { id: first.apiToken.id }, support.session);
    expect(revoked.data!.revokeApiToken.revokedId).toBe(first.apiToken.id);
    expect(code(await gql(t.app, MESSAGES_READ, {}, first.token))).toBe('UNAUTHENTICATED');
    // Another account's token is not found.
    const other = await signedIn('support');
    const foreign = await gql(t.app, REVOKE, { id: second.apiToken.id }, other.session);
    expect(code(foreign)).toBe('NOT_FOUND');

    await request(t.app)
      .get('/api/contacts')
      .set('authorization', `Bearer ${second.token}`)
      .expect(200);
    await t.db.orm.em.fork().nativeUpdate(AdminUser, { id: support.id }, { status: 'disabled' });
    await request(t.app)
      .get('/api/contacts')
      .set('authorization', `Bearer ${second.token}`)
      .expect(401);
  });

  it('stay revoked when a disabled account is enabled again', async () => {
    const owner = await signedIn('owner');
    const leaver = await signedIn('editor');
    const { token } = await makeToken(leaver.session, ['CONTENT'], 'Leaver script');
    expect(code(await gql(t.app, CONTENT_READ, {}, token))).toBeUndefined();
    const status = (value: string) =>
      gql(
        t.app,
        `mutation ($input: UpdateStaffAccountInput!) {
          updateStaffAccount(input: $input) { account { status } userErrors { message } }
        }`,
        { input: { id: String(leaver.id), status: value } },
        owner.session,
      );
    expect((await status('DISABLED')).data!.updateStaffAccount.userErrors).toEqual([]);
    expect((await status('ACTIVE')).data!.updateStaffAccount.account.status).toBe('ACTIVE');
    expect(code(await gql(t.app, CONTENT_READ, {}, token))).toBe('UNAUTHENTICATED');
  });

  it('refuse a name used twice and an unknown token', async () => {
    const editor = await signedIn('editor');
    await makeToken(editor.session, ['CONTENT'], 'Nightly export');
    const twice = await gql(
      t.app,
      CREATE,
      { input: { name: 'nightly EXPORT', permissions: ['CONTENT'] } },
      editor.session,
    );
    expect(twice.data!.createApiToken.userErrors[0].message).toBe(API_TOKEN_MESSAGES.nameTaken);
    const unknown = await gql(t.app, CONTENT_READ, {}, `pea_${'x'.repeat(43)}`);
    expect(code(unknown)).toBe('UNAUTHENTICATED');
  });
});
