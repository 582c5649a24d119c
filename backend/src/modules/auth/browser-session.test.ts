import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { CROSS_SITE_REFUSED, HTTPS_REQUIRED } from '../../http/session-cookie.js';
import { AuditAction, AuditEvent } from '../history/index.js';
import { AdminUser } from './admin-user.entity.js';
import { BrowserSession } from './browser-session.entity.js';
import { hashPassword } from './password.js';
import type { UserRole } from './roles.js';
import { SECURITY_SETTINGS_ID, SecuritySettings } from './security-settings.entity.js';
import { IDLE_RANGE_MESSAGE } from './dto/two-factor.input.js';

/* Issue 25, parts 5 and 6: the admin in a browser holds an HttpOnly session cookie, never a token. */

const PASSWORD = 'a browser session passphrase';
const LOGIN = `mutation ($input: AdminLoginInput!) {
  adminLogin(input: $input, browserSession: true) {
    session { token } admin { username role permissions } userErrors { message }
  }
}`;
const ME = '{ currentAdmin { username role } }';
const SESSIONS = `query ($accountId: ID) {
  adminSessions(accountId: $accountId) { id address userAgent current lastSeenAt endsAt }
}`;
const END = `mutation ($id: ID!) { endAdminSession(id: $id) { endedId userErrors { message } } }`;
const LOGOUT = 'mutation { adminLogout { signedOut } }';

interface Answer {
  status: number;
  body: {
    data?: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  cookies: string[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
}, 60_000);
afterAll(() => t?.close());

/** POSTs one operation as a browser on this site would: with the cookie and our own Origin. */
async function browserGql(
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const req = request(t.app)
    .post('/graphql')
    .set('user-agent', 'Mozilla/5.0 (X11; Linux) Chrome/156.0');
  if (cookie) req.set('cookie', cookie);
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  const res = await req.send({ query, variables });
  const setCookie = res.headers['set-cookie'] as unknown as string[] | undefined;
  return { status: res.status, body: res.body as Answer['body'], cookies: setCookie ?? [] };
}

/** `name=value` of the answer's session cookie. */
const cookieOf = (answer: Answer) => answer.cookies[0]?.split(';')[0] ?? '';

let made = 0;
async function account(role: UserRole = 'editor', on: TestApp = t) {
  made += 1;
  const username = `browser-${role}-${made}`;
  const em = on.db.orm.em.fork();
  const created = em.create(AdminUser, {
    username,
    passwordHash: await hashPassword(PASSWORD),
    role,
  });
  await em.flush();
  return { id: created.id, username };
}

async function signIn(username: string): Promise<string> {
  const answer = await browserGql(LOGIN, { input: { username, password: PASSWORD } });
  expect(answer.body.errors).toBeUndefined();
  return cookieOf(answer);
}

const code = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;

describe('browser sessions', () => {
  it('sign in with an HttpOnly, SameSite=Strict cookie and no token in the answer', async () => {
    const { username } = await account();
    const answer = await browserGql(LOGIN, { input: { username, password: PASSWORD } });
    expect(answer.body.data!.adminLogin).toEqual({
      session: null,
      admin: { username, role: 'EDITOR', permissions: ['CONTENT'] },
      userErrors: [],
    });
    const [cookie] = answer.cookies;
    expect(cookie).toMatch(/^pe_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    // On http://127.0.0.1 the browser would drop a Secure cookie: none here, Secure elsewhere.
    expect(cookie).not.toMatch(/Secure/);
    expect(JSON.stringify(answer.body)).not.toContain(cookieOf(answer).split('=')[1]);

    // Only the token's hash is stored.
    const stored = await t.db.orm.em.fork().find(BrowserSession, { account: { username } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.userAgent).toContain('Chrome/156');

    const me = await browserGql(ME, {}, cookieOf(answer));
    expect(me.body.data!.currentAdmin).toEqual({ username, role: 'EDITOR' });
    // REST takes the same cookie.
    await request(t.app).get('/api/admin/verify').set('cookie', cookieOf(answer)).expect(200);
  });

  it('refuses a cross-site POST that carries the cookie, and changes nothing', async () => {
    const { username } = await account();
    const cookie = await signIn(username);
    const forged = await browserGql(LOGOUT, {}, cookie, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.body.errors![0]).toMatchObject({
      message: CROSS_SITE_REFUSED,
      extensions: { code: 'FORBIDDEN' },
    });
    const noOrigin = await browserGql(LOGOUT, {}, cookie, { 'sec-fetch-site': 'cross-site' });
    expect(noOrigin.status).toBe(403);
    const rest = await request(t.app)
      .post('/api/admin/logout')
      .set('cookie', cookie)
      .set('origin', 'null')
      .expect(403);
    expect(rest.body).toEqual({ message: CROSS_SITE_REFUSED });
    // Still signed in: none of them reached a resolver.
    expect((await browserGql(ME, {}, cookie)).body.data!.currentAdmin.username).toBe(username);
    // From the site's own pages (PUBLIC_URL's origin) it works.
    await request(t.app)
      .post('/api/admin/logout')
      .set('cookie', cookie)
      .set('origin', new URL(t.config.publicUrl).origin)
      .expect(200);
    expect(code(await browserGql(ME, {}, cookie))).toBe('UNAUTHENTICATED');
  });

  it('signs out this browser only, and clears its cookie', async () => {
    const { username } = await account();
    const laptop = await signIn(username);
    const phone = await signIn(username);
    const out = await browserGql(LOGOUT, {}, laptop);
    expect(out.body.data!.adminLogout.signedOut).toBe(true);
    expect(out.cookies[0]).toMatch(/^pe_session=;.*Expires=Thu, 01 Jan 1970/);
    const refused = await browserGql(ME, {}, laptop);
    expect(code(refused)).toBe('UNAUTHENTICATED');
    expect((await browserGql(ME, {}, phone)).body.data!.currentAdmin.username).toBe(username);
    const events = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordLabel: username, action: AuditAction.SIGN_OUT });
    expect(events).toHaveLength(1);
  });

  it('end when the same browser signs in again, to any account', async () => {
    const { username } = await account();
    const first = await signIn(username);
    const again = await browserGql(LOGIN, { input: { username, password: PASSWORD } }, first);
    expect(code(await browserGql(ME, {}, first))).toBe('UNAUTHENTICATED');
    expect((await browserGql(ME, {}, cookieOf(again))).body.data!.currentAdmin.username).toBe(
      username,
    );
  });

  it('end after the idle timeout and after the absolute lifetime, as the settings say', async () => {
    const { username } = await account();
    const idle = await signIn(username);
    const old = await signIn(username);
    const em = t.db.orm.em.fork();
    const [idleRow, oldRow] = await em.find(
      BrowserSession,
      { account: { username } },
      { orderBy: { id: 'asc' } },
    );
    const settings = await em.findOneOrFail(SecuritySettings, SECURITY_SETTINGS_ID);
    const knex = em.getConnection();
    await knex.execute(
      `update admin_sessions set last_seen_at = now() - make_interval(mins => ?) where id = ?`,
      [settings.sessionIdleMinutes + 1, idleRow!.id],
    );
    // Busy (seen just now), but signed in longer ago than the lifetime.
    await knex.execute(
      `update admin_sessions set created_at = now() - make_interval(hours => ?) where id = ?`,
      [settings.sessionLifetimeHours, oldRow!.id],
    );
    expect(code(await browserGql(ME, {}, idle))).toBe('UNAUTHENTICATED');
    expect(code(await browserGql(ME, {}, old))).toBe('UNAUTHENTICATED');
  });

  it('end when the account is disabled, on its next request', async () => {
    const { id, username } = await account();
    const cookie = await signIn(username);
    await t.db.orm.em.fork().nativeUpdate(AdminUser, { id }, { status: 'disabled' });
    const refused = await browserGql(ME, {}, cookie);
    expect(code(refused)).toBe('UNAUTHENTICATED');
    // Left as it is (a late answer must not clear a newer cookie); signing in replaces it.
    expect(refused.cookies).toEqual([]);
  });

  it('are listed to their person, who can end any of them; an owner can end anyone’s', async () => {
    const editor = await account('editor');
    const here = await signIn(editor.username);
    const there = await signIn(editor.username);
    const list = await browserGql(SESSIONS, {}, here);
    const sessions = list.body.data!.adminSessions as { id: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current)!;
    const ended = await browserGql(END, { id: other.id }, here);
    expect(ended.body.data!.endAdminSession.endedId).toBe(other.id);
    expect(code(await browserGql(ME, {}, there))).toBe('UNAUTHENTICATED');

    // The editor cannot see or end an owner's sessions.
    const owner = await account('owner');
    const ownerCookie = await signIn(owner.username);
    const theirs = await browserGql(SESSIONS, { accountId: String(owner.id) }, here);
    expect(code(theirs)).toBe('NOT_FOUND');
    const [ownerSession] = (await browserGql(SESSIONS, {}, ownerCookie)).body.data!
      .adminSessions as { id: string }[];
    const refused = await browserGql(END, { id: ownerSession!.id }, here);
    expect(refused.body.errors![0]).toMatchObject({
      message: 'Session not found',
      extensions: { code: 'NOT_FOUND' },
    });

    // The owner ends the editor's last session.
    const editorSessions = await browserGql(
      SESSIONS,
      { accountId: String(editor.id) },
      ownerCookie,
    );
    const [last] = editorSessions.body.data!.adminSessions as { id: string; current: boolean }[];
    expect(last!.current).toBe(false);
    await browserGql(END, { id: last!.id }, ownerCookie);
    expect(code(await browserGql(ME, {}, here))).toBe('UNAUTHENTICATED');
  });

  it('go on with a new cookie after a password change, which ends the others', async () => {
    const { username } = await account();
    const here = await signIn(username);
    const there = await signIn(username);
    const changed = await browserGql(
      `mutation ($input: ChangeAdminPasswordInput!) {
        changeAdminPassword(input: $input) { session { token } userErrors { message } }
      }`,
      { input: { currentPassword: PASSWORD, newPassword: 'another browser passphrase' } },
      here,
    );
    expect(changed.body.data!.changeAdminPassword).toEqual({ session: null, userErrors: [] });
    const renewed = cookieOf(changed);
    expect(renewed).toMatch(/^pe_session=.{43}$/);
    expect((await browserGql(ME, {}, renewed)).body.data!.currentAdmin.username).toBe(username);
    expect(code(await browserGql(ME, {}, here))).toBe('UNAUTHENTICATED');
    expect(code(await browserGql(ME, {}, there))).toBe('UNAUTHENTICATED');
  });

  it('are Secure under the __Host- prefix outside localhost, and refused over plain http', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '1' }, { seed: 'settings' });
    try {
      const { username } = await account('editor', behindProxy);
      const login = { query: LOGIN, variables: { input: { username, password: PASSWORD } } };
      const tls = await request(behindProxy.app)
        .post('/graphql')
        .set('host', 'admin.example.com')
        .set('x-forwarded-proto', 'https')
        .send(login);
      expect(tls.body.errors).toBeUndefined();
      const cookie = (tls.headers['set-cookie'] as unknown as string[])[0]!;
      expect(cookie).toMatch(/^__Host-pe_session=.{43};/);
      expect(cookie).toMatch(/; Secure/);
      const value = cookie.split(';')[0]!.split('=')[1];
      const asked = (name: string) =>
        request(behindProxy.app)
          .post('/graphql')
          .set('host', 'admin.example.com')
          .set('x-forwarded-proto', 'https')
          .set('cookie', `${name}=${value}`)
          .send({ query: ME });
      expect((await asked('__Host-pe_session')).body.data.currentAdmin.username).toBe(username);
      // The prefix is what proves the site set it: a plain name (a sibling subdomain could plant
      // one) is ignored outside localhost.
      expect((await asked('pe_session')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const plain = await request(behindProxy.app)
        .post('/graphql')
        .set('host', 'admin.example.com')
        .send(login);
      expect(plain.body.errors[0]).toMatchObject({
        message: HTTPS_REQUIRED,
        extensions: { code: 'FORBIDDEN' },
      });
      expect(plain.headers['set-cookie']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('take their timeouts from Settings, checked against each other', async () => {
    const owner = await account('owner');
    const cookie = await signIn(owner.username);
    const save = (input: Record<string, unknown>) =>
      browserGql(
        `mutation ($input: UpdateSecuritySettingsInput!) {
          updateSecuritySettings(input: $input) {
            settings { requireTwoFactor sessionIdleMinutes sessionLifetimeHours }
            userErrors { field message }
          }
        }`,
        { input },
        cookie,
      );
    const tooShort = await save({ requireTwoFactor: false, sessionIdleMinutes: 1 });
    expect(tooShort.body.data!.updateSecuritySettings.userErrors).toEqual([
      { field: ['input', 'sessionIdleMinutes'], message: IDLE_RANGE_MESSAGE },
    ]);
    const outlasting = await save({
      requireTwoFactor: false,
      sessionIdleMinutes: 180,
      sessionLifetimeHours: 2,
    });
    expect(outlasting.body.data!.updateSecuritySettings.userErrors[0].field).toEqual([
      'input',
      'sessionIdleMinutes',
    ]);
    const saved = await save({
      requireTwoFactor: false,
      sessionIdleMinutes: 30,
      sessionLifetimeHours: 8,
    });
    expect(saved.body.data!.updateSecuritySettings.settings).toEqual({
      requireTwoFactor: false,
      sessionIdleMinutes: 30,
      sessionLifetimeHours: 8,
    });
    // Put back for the other tests (they read the settings).
    await save({ requireTwoFactor: false, sessionIdleMinutes: 120, sessionLifetimeHours: 12 });
  });
});
