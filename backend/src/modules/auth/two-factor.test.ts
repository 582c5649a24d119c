import { generate } from 'otplib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AuditEvent } from '../history/index.js';
import { AdminUser } from './admin-user.entity.js';
import { hashPassword } from './password.js';
import { RecoveryCode } from './recovery-code.entity.js';
import type { UserRole } from './roles.js';
import { TWO_FACTOR_MESSAGES } from './two-factor.service.js';

/*
 * Issue 25, part 3: two-factor sign-in with TOTP. Codes are computed here from the secret the
 * setup shows, as an authenticator app would.
 */

const PASSWORD = 'a two factor passphrase 1';
const LOGIN = `mutation ($input: AdminLoginInput!) {
  adminLogin(input: $input) { session { token username mustSetUpTwoFactor } twoFactorChallenge userErrors { field message } }
}`;
const SECOND_STEP = `mutation ($input: AdminLoginTwoFactorInput!) {
  adminLoginTwoFactor(input: $input) { session { token username } userErrors { field message } }
}`;
const START = `mutation { startTwoFactorSetup { setup { secret uri qrSvg } userErrors { message } } }`;
const CONFIRM = `mutation ($input: ConfirmTwoFactorSetupInput!) {
  confirmTwoFactorSetup(input: $input) { recoveryCodes userErrors { field message } }
}`;
const TURN_OFF = `mutation ($input: TurnOffTwoFactorInput!) {
  turnOffTwoFactor(input: $input) { turnedOff userErrors { field message } }
}`;
const REQUIRE = `mutation ($input: UpdateSecuritySettingsInput!) {
  updateSecuritySettings(input: $input) { settings { requireTwoFactor } userErrors { field message } }
}`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
}, 60_000);
afterAll(() => t?.close());

let made = 0;
async function account(role: UserRole = 'editor') {
  made += 1;
  const username = `tf-${role}-${made}`;
  const em = t.db.orm.em.fork();
  em.create(AdminUser, { username, passwordHash: await hashPassword(PASSWORD), role });
  await em.flush();
  const signIn = await request(t.app)
    .post('/api/admin/login')
    .send({ username, password: PASSWORD })
    .expect(200);
  return { username, token: signIn.body.token as string };
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * Waits out the last seconds of a 30-second step, so a code computed here is checked in the same
 * step on a busy machine (a test of "one step either side" must know which step it is in).
 */
async function awayFromStepEdge(): Promise<void> {
  const intoStep = (Date.now() / 1000) % 30;
  if (intoStep > 25) await new Promise((resolve) => setTimeout(resolve, (30.5 - intoStep) * 1000));
}
/** The code an authenticator app shows `stepsAgo` steps of 30 seconds ago. */
const codeAt = (secret: string, stepsAgo = 0) => generate({ secret, epoch: now() - stepsAgo * 30 });

/** Sets up two-factor for a signed-in account; answers its secret and recovery codes. */
async function enrol(token: string) {
  const started = await gql(t.app, START, {}, token);
  const { secret, uri, qrSvg } = started.data!.startTwoFactorSetup.setup;
  expect(uri).toMatch(/^otpauth:\/\/totp\/Prairie%20Elite%20Admin:/);
  expect(uri).toContain(`secret=${secret}`);
  expect(qrSvg).toMatch(/^<svg[^>]*>/);
  expect(qrSvg).not.toMatch(/<script/i);
  // The previous step's code: the current one stays fresh for the first sign-in.
  await awayFromStepEdge();
  const confirmed = await gql(t.app, CONFIRM, { input: { code: await codeAt(secret, 1) } }, token);
  const codes = confirmed.data!.confirmTwoFactorSetup.recoveryCodes as string[];
  expect(codes).toHaveLength(10);
  return { secret, codes };
}

const login = (username: string, extra: object = {}) =>
  gql(t.app, LOGIN, { input: { username, password: PASSWORD, ...extra } });

async function challengeOf(username: string): Promise<string> {
  const answer = await login(username);
  expect(answer.data!.adminLogin.session).toBeNull();
  return answer.data!.adminLogin.twoFactorChallenge as string;
}

const secondStep = (challenge: string, code: string) =>
  gql(t.app, SECOND_STEP, { input: { challenge, code } });

describe('two-factor sign-in', () => {
  it('is set up with a code from the shown secret, and then asked at every sign-in', async () => {
    const me = await account();
    const wrong = await gql(t.app, START, {}, me.token).then(() =>
      gql(t.app, CONFIRM, { input: { code: '000000' } }, me.token),
    );
    expect(wrong.data!.confirmTwoFactorSetup.userErrors).toEqual([
      { field: ['input', 'code'], message: TWO_FACTOR_MESSAGES.wrongSetupCode },
    ]);
    const { secret, codes } = await enrol(me.token);
    const identity = await gql(t.app, '{ currentAdmin { twoFactorEnabled } }', {}, me.token);
    expect(identity.data!.currentAdmin.twoFactorEnabled).toBe(true);
    // Only the recovery codes' hashes are stored.
    const stored = await t.db.orm.em.fork().find(RecoveryCode, {});
    expect(JSON.stringify(stored)).not.toContain(codes[0]);

    await awayFromStepEdge();
    const challenge = await challengeOf(me.username);
    // The challenge is no session.
    const asToken = await gql(t.app, '{ currentAdmin { username } }', {}, challenge);
    expect(asToken.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const code = await codeAt(secret);
    const done = await secondStep(challenge, code);
    expect(done.data!.adminLoginTwoFactor.session.username).toBe(me.username);

    // The same code, again within its 30 seconds, is refused.
    const again = await secondStep(await challengeOf(me.username), code);
    expect(again.data!.adminLoginTwoFactor).toEqual({
      session: null,
      userErrors: [{ field: ['input', 'code'], message: TWO_FACTOR_MESSAGES.wrongCode }],
    });

    const trail = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordLabel: me.username }, { orderBy: { id: 'asc' } });
    expect(trail.map((event) => event.action)).toEqual(
      expect.arrayContaining(['TWO_FACTOR_ON', 'SIGN_IN', 'SIGN_IN_FAILED']),
    );
  });

  it('accepts a code one step either side, and none older', async () => {
    const me = await account();
    const { secret } = await enrol(me.token);
    await awayFromStepEdge();
    const old = await secondStep(await challengeOf(me.username), await codeAt(secret, 2));
    expect(old.data!.adminLoginTwoFactor.session).toBeNull();
    const ahead = await secondStep(await challengeOf(me.username), await codeAt(secret, -1));
    expect(ahead.data!.adminLoginTwoFactor.session).not.toBeNull();
    // After a later step was used, an earlier one is refused.
    const behind = await secondStep(await challengeOf(me.username), await codeAt(secret));
    expect(behind.data!.adminLoginTwoFactor.session).toBeNull();
  });

  it('signs in once with each recovery code, in any case and spacing', async () => {
    const me = await account();
    const { codes } = await enrol(me.token);
    const typed = ` ${codes[3].toUpperCase().replace('-', ' ')} `;
    const first = await secondStep(await challengeOf(me.username), typed);
    expect(first.data!.adminLoginTwoFactor.session).not.toBeNull();
    const reused = await secondStep(await challengeOf(me.username), codes[3]);
    expect(reused.data!.adminLoginTwoFactor.session).toBeNull();
  });

  it('lets two sign-ins at once share no code', async () => {
    const me = await account();
    const { secret } = await enrol(me.token);
    const code = await codeAt(secret);
    const challenges = await Promise.all([1, 2, 3].map(() => challengeOf(me.username)));
    const answers = await Promise.all(challenges.map((c) => secondStep(c, code)));
    expect(answers.filter((a) => a.data!.adminLoginTwoFactor.session)).toHaveLength(1);
  });

  it('takes the code with the password over REST, and says when it is missing', async () => {
    const me = await account();
    const { secret } = await enrol(me.token);
    const missing = await request(t.app)
      .post('/api/admin/login')
      .send({ username: me.username, password: PASSWORD })
      .expect(401);
    expect(missing.body).toEqual({ message: 'Two-factor code required', twoFactorRequired: true });
    const signedIn = await request(t.app)
      .post('/api/admin/login')
      .send({ username: me.username, password: PASSWORD, code: await codeAt(secret) })
      .expect(200);
    expect(signedIn.body.username).toBe(me.username);
  });

  it('refuses an expired challenge, or one from before a sign-out', async () => {
    const me = await account();
    const { secret } = await enrol(me.token);
    const challenge = await challengeOf(me.username);
    await gql(t.app, 'mutation { adminLogout { signedOut } }', {}, me.token);
    const late = await secondStep(challenge, await codeAt(secret));
    expect(late.errors![0]).toMatchObject({
      message: 'The sign-in has expired. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('is turned off with the password only', async () => {
    const me = await account();
    await enrol(me.token);
    const wrong = await gql(t.app, TURN_OFF, { input: { password: 'not it at all' } }, me.token);
    expect(wrong.data!.turnOffTwoFactor.userErrors[0].message).toBe(
      TWO_FACTOR_MESSAGES.wrongPassword,
    );
    const off = await gql(t.app, TURN_OFF, { input: { password: PASSWORD } }, me.token);
    expect(off.data!.turnOffTwoFactor).toEqual({ turnedOff: true, userErrors: [] });
    const direct = await login(me.username);
    expect(direct.data!.adminLogin.session).not.toBeNull();
  });

  it('counts wrong codes against the sign-in limits', async () => {
    const limited = await createTestApp({ LOGIN_USERNAME_LIMIT: '4' }, { seed: 'settings' });
    try {
      const em = limited.db.orm.em.fork();
      em.create(AdminUser, {
        username: 'guarded',
        passwordHash: await hashPassword(PASSWORD),
        totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      });
      await em.flush();
      const challenge = (
        await gql(limited.app, LOGIN, { input: { username: 'guarded', password: PASSWORD } })
      ).data!.adminLogin.twoFactorChallenge as string;
      const answers = [];
      for (let i = 0; i < 5; i += 1) {
        answers.push(
          await gql(limited.app, SECOND_STEP, { input: { challenge, code: `00000${i}` } }),
        );
      }
      expect(answers.at(-1)!.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});

describe('two-factor required by owners', () => {
  it('leaves an account without it nothing but setting it up', async () => {
    const owner = await account('owner');
    const first = await gql(t.app, REQUIRE, { input: { requireTwoFactor: true } }, owner.token);
    expect(first.data!.updateSecuritySettings.userErrors[0].message).toBe(
      TWO_FACTOR_MESSAGES.ownFirst,
    );
    const { secret } = await enrol(owner.token);
    const on = await gql(t.app, REQUIRE, { input: { requireTwoFactor: true } }, owner.token);
    expect(on.data!.updateSecuritySettings.settings).toEqual({ requireTwoFactor: true });
    try {
      const support = await account('support');
      const signedIn = await login(support.username);
      expect(signedIn.data!.adminLogin.session.mustSetUpTwoFactor).toBe(true);
      const token = signedIn.data!.adminLogin.session.token as string;
      const contacts = await request(t.app)
        .get('/api/contacts')
        .set('authorization', `Bearer ${token}`)
        .expect(403);
      expect(contacts.body.message).toBe(TWO_FACTOR_MESSAGES.mustSetUp);
      const list = await gql(t.app, '{ subscribers(first: 1) { totalCount } }', {}, token);
      expect(list.errors![0]).toMatchObject({
        message: TWO_FACTOR_MESSAGES.mustSetUp,
        extensions: { code: 'FORBIDDEN' },
      });
      const me = await gql(t.app, '{ currentAdmin { mustSetUpTwoFactor } }', {}, token);
      expect(me.data!.currentAdmin.mustSetUpTwoFactor).toBe(true);
      await enrol(token);
      // Set up: the same session may work (the check is per request).
      await request(t.app).get('/api/contacts').set('authorization', `Bearer ${token}`).expect(200);
      const off = await gql(t.app, TURN_OFF, { input: { password: PASSWORD } }, token);
      expect(off.data!.turnOffTwoFactor.userErrors[0].message).toBe(TWO_FACTOR_MESSAGES.required);
    } finally {
      const ownerToken = (
        await gql(t.app, SECOND_STEP, {
          input: { challenge: await challengeOf(owner.username), code: await codeAt(secret) },
        })
      ).data!.adminLoginTwoFactor.session.token as string;
      await gql(t.app, REQUIRE, { input: { requireTwoFactor: false } }, ownerToken);
    }
  });

  it('is for owners to set', async () => {
    const editor = await account('editor');
    const refused = await gql(t.app, REQUIRE, { input: { requireTwoFactor: false } }, editor.token);
    expect(refused.errors![0].extensions!.code).toBe('FORBIDDEN');
    const anonymous = await gql(t.app, '{ securitySettings { requireTwoFactor } }');
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(await adminToken(t.app)).toBeTruthy();
  });

  it('does not let an owner turn off their own two-factor without the password', async () => {
    const owner = await account('owner');
    await enrol(owner.token);
    const me = await gql(t.app, '{ currentAdmin { id } }', {}, owner.token);
    const answer = await gql(
      t.app,
      'mutation ($id: ID!) { turnOffStaffTwoFactor(id: $id) { account { id } userErrors { message } } }',
      { id: me.data!.currentAdmin.id },
      owner.token,
    );
    expect(answer.data!.turnOffStaffTwoFactor.userErrors[0].message).toBe(
      TWO_FACTOR_MESSAGES.ownViaMyAccount,
    );
  });
});
