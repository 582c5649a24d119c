import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { eventually } from '../../test/eventually.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AuditEvent } from '../history/index.js';
import { OutboxMessage } from '../mail/index.js';
import { AccountLink } from './account-link.entity.js';
import {
  ACCOUNT_LINK_MESSAGES,
  PASSWORD_RESET_QUEUE,
  sendResetLink,
} from './account-links.service.js';
import { AdminUser } from './admin-user.entity.js';
import { hashPassword } from './password.js';
import { STAFF_ACCOUNT_MESSAGES } from './staff-account.service.js';

/*
 * Issue 25, part 2: invitations and password resets by e-mail, through the mail module and its
 * local outbox (the workers run in this test app, as they do in `npm start`).
 */

const INVITE = `mutation ($input: InviteStaffAccountInput!) {
  inviteStaffAccount(input: $input) { account { id username name email role status } userErrors { field message } }
}`;
const RESEND = `mutation ($id: ID!) {
  resendStaffInvitation(id: $id) { account { id status } userErrors { field message } }
}`;
const ACCEPT = `mutation ($input: SetPasswordWithLinkInput!) {
  acceptStaffInvitation(input: $input) { username userErrors { field message } }
}`;
const REQUEST_RESET = `mutation ($input: RequestPasswordResetInput!) {
  requestPasswordReset(input: $input) { requested userErrors { field message } }
}`;
const RESET = `mutation ($input: SetPasswordWithLinkInput!) {
  resetPasswordWithLink(input: $input) { username userErrors { field message } }
}`;

const NEW_PASSWORD = 'a fresh staff passphrase 42';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp(
    {},
    { seed: 'settings', mail: { mailFrom: 'admin@example.com', worker: true } },
  );
  owner = await adminToken(t.app);
}, 60_000);
afterAll(() => t?.close());

/** The messages the outbox holds for `to`, oldest first, once there are `count` of them. */
async function mailTo(to: string, count = 1): Promise<OutboxMessage[]> {
  return eventually(
    () => t.db.orm.em.fork().find(OutboxMessage, { recipient: to }, { orderBy: { id: 'asc' } }),
    (messages) => messages.length >= count,
  );
}

/** The reset jobs queued for these addresses, with their state (pg-boss's own table). */
async function resetJobs(emails: string[]): Promise<{ email: string; state: string }[]> {
  return t.db.orm.em
    .fork()
    .getConnection()
    .execute(
      `select data->>'email' as email, state::text as state from pgboss.job
        where name = ? and data->>'email' in (${emails.map(() => '?').join(', ')})`,
      [PASSWORD_RESET_QUEUE, ...emails],
    );
}

/** The token of the link to `path` in a message, checked in both parts. */
function linkToken(message: OutboxMessage, path: string): string {
  const match = new RegExp(`http://localhost:4000${path}#([A-Za-z0-9_-]{43})`).exec(message.text);
  expect(match, message.text).not.toBeNull();
  expect(message.html).toContain(match![0]);
  return match![1];
}

const signIn = (username: string, password: string) =>
  request(t.app).post('/api/admin/login').send({ username, password });

let invited = 0;
async function invite(role = 'EDITOR') {
  invited += 1;
  const email = `new.person${invited}@example.com`;
  const answer = await gql(
    t.app,
    INVITE,
    { input: { name: `New Person ${invited}`, email, role } },
    owner,
  );
  expect(answer.data!.inviteStaffAccount.userErrors).toEqual([]);
  return { email, id: answer.data!.inviteStaffAccount.account.id as string };
}

async function activeAccount(email: string) {
  const em = t.db.orm.em.fork();
  em.create(AdminUser, {
    username: email.split('@')[0],
    email,
    role: 'editor',
    passwordHash: await hashPassword('an old staff password 1'),
  });
  await em.flush();
}

describe('invitations', () => {
  it('invites a person, who chooses a password from the e-mail and then signs in', async () => {
    const answer = await gql(
      t.app,
      INVITE,
      { input: { name: 'Casey Prairie', email: 'Casey.Prairie@Example.com', role: 'EDITOR' } },
      owner,
    );
    expect(answer.data!.inviteStaffAccount).toMatchObject({
      account: {
        username: 'casey.prairie@example.com',
        name: 'Casey Prairie',
        email: 'casey.prairie@example.com',
        role: 'EDITOR',
        status: 'INVITED',
      },
      userErrors: [],
    });
    // Not before the invitation is accepted.
    await signIn('casey.prairie@example.com', NEW_PASSWORD).expect(401);

    const [mail] = await mailTo('casey.prairie@example.com');
    expect(mail.subject).toBe('You are invited to the Prairie Elite Agronomics admin');
    expect(mail.text).toContain('Hello Casey Prairie,');
    expect(mail.text).toContain('as an editor');
    const token = linkToken(mail, '/admin/invitation');
    // Only the token's hash is stored.
    const links = await t.db.orm.em.fork().find(AccountLink, {});
    expect(JSON.stringify(links.map((l) => l.tokenHash))).not.toContain(token);

    const accepted = await gql(t.app, ACCEPT, { input: { token, password: NEW_PASSWORD } });
    expect(accepted.data!.acceptStaffInvitation).toEqual({
      username: 'casey.prairie@example.com',
      userErrors: [],
    });
    const session = await signIn('Casey.Prairie@example.com', NEW_PASSWORD).expect(200);
    expect(session.body).toMatchObject({ username: 'casey.prairie@example.com', role: 'editor' });

    // Used once.
    const again = await gql(t.app, ACCEPT, { input: { token, password: `${NEW_PASSWORD}!` } });
    expect(again.data!.acceptStaffInvitation.userErrors).toEqual([
      { field: ['input', 'token'], message: ACCOUNT_LINK_MESSAGES.invitation },
    ]);
    await signIn('casey.prairie@example.com', NEW_PASSWORD).expect(200);

    const trail = await t.db.orm.em
      .fork()
      .find(AuditEvent, { recordType: 'account', recordLabel: 'casey.prairie@example.com' });
    expect(trail.map((e) => [e.action, e.actor])).toEqual(
      expect.arrayContaining([
        ['INVITE', 'admin'],
        ['ACCEPT_INVITATION', 'casey.prairie@example.com'],
      ]),
    );
  });

  it('refuses an address another account uses, in any case, and invites it once when asked twice at once', async () => {
    const { email } = await invite();
    const taken = await gql(
      t.app,
      INVITE,
      { input: { name: 'Someone Else', email: email.toUpperCase(), role: 'SUPPORT' } },
      owner,
    );
    expect(taken.data!.inviteStaffAccount.userErrors).toEqual([
      { field: ['input', 'email'], message: STAFF_ACCOUNT_MESSAGES.emailTaken },
    ]);
    const input = { name: 'Twin', email: 'twin@example.com', role: 'SUPPORT' };
    const answers = await Promise.all([1, 2, 3].map(() => gql(t.app, INVITE, { input }, owner)));
    const made = answers.filter((a) => a.data!.inviteStaffAccount.account);
    expect(made).toHaveLength(1);
    expect(await t.db.orm.em.fork().count(AdminUser, { email: 'twin@example.com' })).toBe(1);
  });

  it('sends a new invitation on request; only the latest link works', async () => {
    const { email, id } = await invite('SUPPORT');
    const [first] = await mailTo(email);
    const resent = await gql(t.app, RESEND, { id }, owner);
    expect(resent.data!.resendStaffInvitation).toEqual({
      account: { id, status: 'INVITED' },
      userErrors: [],
    });
    const [, second] = await mailTo(email, 2);
    const old = await gql(t.app, ACCEPT, {
      input: { token: linkToken(first, '/admin/invitation'), password: NEW_PASSWORD },
    });
    expect(old.data!.acceptStaffInvitation.userErrors[0].message).toBe(
      ACCOUNT_LINK_MESSAGES.invitation,
    );
    const fresh = await gql(t.app, ACCEPT, {
      input: { token: linkToken(second, '/admin/invitation'), password: NEW_PASSWORD },
    });
    expect(fresh.data!.acceptStaffInvitation.userErrors).toEqual([]);
    // Accepted: nothing to send again.
    const late = await gql(t.app, RESEND, { id }, owner);
    expect(late.data!.resendStaffInvitation.userErrors[0].message).toBe(
      ACCOUNT_LINK_MESSAGES.notInvited,
    );
  });

  it('refuses an expired link, a withdrawn invitation and a password that is the address', async () => {
    const { email, id } = await invite();
    const [mail] = await mailTo(email);
    const token = linkToken(mail, '/admin/invitation');
    const named = await gql(t.app, ACCEPT, { input: { token, password: ` ${email} ` } });
    expect(named.data!.acceptStaffInvitation.userErrors).toEqual([
      { field: ['input', 'password'], message: ACCOUNT_LINK_MESSAGES.passwordIsName },
    ]);
    // Withdrawn: the owner disables the invited account; it cannot be switched on unaccepted.
    const withdraw = `mutation ($input: UpdateStaffAccountInput!) {
      updateStaffAccount(input: $input) { account { status } userErrors { message } } }`;
    await gql(t.app, withdraw, { input: { id, status: 'DISABLED' } }, owner);
    const refused = await gql(t.app, ACCEPT, { input: { token, password: NEW_PASSWORD } });
    expect(refused.data!.acceptStaffInvitation.userErrors[0].message).toBe(
      ACCOUNT_LINK_MESSAGES.invitation,
    );
    const enable = await gql(t.app, withdraw, { input: { id, status: 'ACTIVE' } }, owner);
    expect(enable.data!.updateStaffAccount.userErrors[0].message).toBe(
      STAFF_ACCOUNT_MESSAGES.notAccepted,
    );
    // Sent again, it works; once its 7 days are over, it does not.
    await gql(t.app, RESEND, { id }, owner);
    const [, second] = await mailTo(email, 2);
    await t.db.orm.em
      .fork()
      .nativeUpdate(AccountLink, { account: Number(id) }, { expiresAt: new Date(Date.now() - 1) });
    const expired = await gql(t.app, ACCEPT, {
      input: { token: linkToken(second, '/admin/invitation'), password: NEW_PASSWORD },
    });
    expect(expired.data!.acceptStaffInvitation.userErrors[0].message).toBe(
      ACCOUNT_LINK_MESSAGES.invitation,
    );
  });

  it('is for owners only', async () => {
    const input = { name: 'No One', email: 'no.one@example.com', role: 'OWNER' };
    const anonymous = await gql(t.app, INVITE, { input });
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('password reset by e-mail', () => {
  it('e-mails a link that sets a new password once and ends every session', async () => {
    await activeAccount('reset.me@example.com');
    const before = await signIn('reset.me', 'an old staff password 1').expect(200);
    const token1 = before.body.token as string;

    const asked = await gql(t.app, REQUEST_RESET, { input: { email: 'Reset.Me@example.com' } });
    expect(asked.data!.requestPasswordReset).toEqual({ requested: true, userErrors: [] });
    const [mail] = await mailTo('reset.me@example.com');
    expect(mail.subject).toBe('Reset your Prairie Elite Agronomics admin password');
    const token = linkToken(mail, '/admin/reset-password');

    const reset = await gql(t.app, RESET, { input: { token, password: NEW_PASSWORD } });
    expect(reset.data!.resetPasswordWithLink).toEqual({ username: 'reset.me', userErrors: [] });
    // The session opened before is over; the new password signs in, the old one does not.
    const me = await gql(t.app, '{ currentAdmin { username } }', {}, token1);
    expect(me.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    await signIn('reset.me', 'an old staff password 1').expect(401);
    await signIn('reset.me', NEW_PASSWORD).expect(200);

    // A reused link is refused and changes nothing.
    const reused = await gql(t.app, RESET, {
      input: { token, password: 'yet another password 9' },
    });
    expect(reused.data!.resetPasswordWithLink.userErrors).toEqual([
      { field: ['input', 'token'], message: ACCOUNT_LINK_MESSAGES['password-reset'] },
    ]);
    await signIn('reset.me', NEW_PASSWORD).expect(200);
  });

  it('answers the same for an unknown, a disabled and an invited address, and mails none of them', async () => {
    const { email: invitedEmail } = await invite();
    await mailTo(invitedEmail);
    await activeAccount('disabled.one@example.com');
    await t.db.orm.em
      .fork()
      .nativeUpdate(AdminUser, { email: 'disabled.one@example.com' }, { status: 'disabled' });
    await activeAccount('control@example.com');
    const addresses = [
      'nobody@example.com',
      'disabled.one@example.com',
      invitedEmail,
      'control@example.com',
    ];
    for (const email of addresses) {
      const asked = await gql(t.app, REQUEST_RESET, { input: { email } });
      expect(asked.data!.requestPasswordReset).toEqual({ requested: true, userErrors: [] });
    }
    // The request itself does the same for every address: one job with the address, no link yet.
    const jobs = await resetJobs(addresses);
    expect(jobs.map((job) => job.email).sort()).toEqual([...addresses].sort());
    await mailTo('control@example.com');
    await eventually(
      () => resetJobs(addresses),
      (rows) => rows.every((job) => job.state === 'completed'),
    );
    const em = t.db.orm.em.fork();
    expect(await em.count(OutboxMessage, { recipient: 'nobody@example.com' })).toBe(0);
    expect(await em.count(OutboxMessage, { recipient: 'disabled.one@example.com' })).toBe(0);
    expect(await em.count(OutboxMessage, { recipient: invitedEmail })).toBe(1);
  });

  it('matches its migration: the schema has nothing left to change for account_links', async () => {
    const diff = await t.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff).not.toContain('account_links');
  });

  it('sends one link for a request whose job runs twice', async () => {
    await activeAccount('twice.reset@example.com');
    const before = await t.db.orm.em.fork().count(AccountLink, {});
    const request = { email: 'twice.reset@example.com', requestKey: randomUUID() };
    const runs = await Promise.all([
      sendResetLink(t.db.orm.em.fork(), t.mail!.queue, request),
      sendResetLink(t.db.orm.em.fork(), t.mail!.queue, request),
    ]);
    expect(runs.sort()).toEqual(['already-sent', 'sent']);
    expect(await sendResetLink(t.db.orm.em.fork(), t.mail!.queue, request)).toBe('already-sent');
    expect(await t.db.orm.em.fork().count(AccountLink, {})).toBe(before + 1);
    await mailTo('twice.reset@example.com');
  });

  it('lets two uses of one link at once set one password', async () => {
    await activeAccount('race.reset@example.com');
    await gql(t.app, REQUEST_RESET, { input: { email: 'race.reset@example.com' } });
    const token = linkToken((await mailTo('race.reset@example.com'))[0], '/admin/reset-password');
    const answers = await Promise.all(
      ['first passphrase 123', 'second passphrase 456', 'third passphrase 789'].map((password) =>
        gql(t.app, RESET, { input: { token, password } }),
      ),
    );
    const done = answers.filter((a) => a.data!.resetPasswordWithLink.username);
    expect(done).toHaveLength(1);
  });

  it('counts requests against the sign-in limits', async () => {
    const limited = await createTestApp({ LOGIN_USERNAME_LIMIT: '3' }, { seed: 'settings' });
    try {
      const ask = () =>
        gql(limited.app, REQUEST_RESET, { input: { email: 'someone@example.com' } });
      for (let i = 0; i < 3; i += 1) expect((await ask()).data!.requestPasswordReset).toBeTruthy();
      const refused = await ask();
      expect(refused.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });

  it('voids a link sent before the address changed or the account signed out everywhere', async () => {
    await activeAccount('moving.person@example.com');
    await gql(t.app, REQUEST_RESET, { input: { email: 'moving.person@example.com' } });
    const token = linkToken(
      (await mailTo('moving.person@example.com'))[0],
      '/admin/reset-password',
    );
    const em = t.db.orm.em.fork();
    const account = await em.findOneOrFail(AdminUser, { email: 'moving.person@example.com' });
    const update = `mutation ($input: UpdateStaffAccountInput!) {
      updateStaffAccount(input: $input) { userErrors { message } } }`;
    await gql(
      t.app,
      update,
      { input: { id: String(account.id), email: 'moved@example.com' } },
      owner,
    );
    const refused = await gql(t.app, RESET, { input: { token, password: NEW_PASSWORD } });
    expect(refused.data!.resetPasswordWithLink.userErrors[0].message).toBe(
      ACCOUNT_LINK_MESSAGES['password-reset'],
    );
  });

  it('spends one budget for an account, whether signed in to by username or by address', async () => {
    const limited = await createTestApp({ LOGIN_USERNAME_LIMIT: '2' }, { seed: 'settings' });
    try {
      const em = limited.db.orm.em.fork();
      em.create(AdminUser, {
        username: 'two.names',
        email: 'two.names@example.com',
        passwordHash: await hashPassword('the right passphrase 1'),
      });
      await em.flush();
      const statuses = [];
      for (const username of [
        'two.names',
        'two.names@example.com',
        'two.names',
        'TWO.names@example.com',
      ]) {
        const res = await request(limited.app)
          .post('/api/admin/login')
          .send({ username, password: 'a wrong passphrase 1' });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
