import type { Express } from 'express';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, TEST_JWT_SECRET, type TestApp } from '../../test/app.js';
import { makeTestimonial } from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';
import { createTestDatabase } from '../../test/database.js';
import { AdminUser } from './admin-user.entity.js';
import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import { ensureAdmin, PASSWORD_TOO_SHORT, resetAdminPassword } from './auth.service.js';
import { LOGIN_THROTTLED_MESSAGE } from './login-throttle.js';
import {
  PASSWORD_HASH_COST,
  passwordHashCost,
  setPasswordHashCostForTests,
  verifyPassword,
} from './password.js';
import { JWT_AUDIENCE, JWT_ISSUER } from './token.service.js';

let t: TestApp;
let adminId: number;
/** A public record, which a request with a bad token may still read. */
let testimonialId: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  testimonialId = String((await makeTestimonial(t.db)).id);
  adminId = (await t.db.orm.em.fork().findOneOrFail(AdminUser, { username: TEST_ADMIN.username }))
    .id;
});
afterAll(() => t.close());

function sign(
  payload: object,
  options: jwt.SignOptions = {},
  secret: string = TEST_JWT_SECRET,
): string {
  return jwt.sign({ username: 'admin', role: 'admin', ver: 0, ...payload }, secret, {
    algorithm: 'HS256',
    subject: String(adminId),
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
    expiresIn: '1h',
    ...options,
  });
}

/** A token with `alg: none` and no signature, as an attacker would forge it. */
function unsignedToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    sub: String(adminId),
    username: 'admin',
    role: 'admin',
    iss: JWT_ISSUER,
    aud: JWT_AUDIENCE,
    iat: now,
    exp: now + 3600,
  })}.`;
}

function tampered(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  claims.username = 'someone-else';
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('POST /api/admin/login', () => {
  it('answers a token, its expiry, the username and the role of the configured account', async () => {
    const res = await request(t.app).post('/api/admin/login').send(TEST_ADMIN).expect(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'expiresAt',
      'mustSetUpTwoFactor',
      'permissions',
      'role',
      'token',
      'username',
    ]);
    expect(res.body).toMatchObject({
      mustSetUpTwoFactor: false,
      username: 'admin',
      role: 'owner',
      permissions: ['content', 'messages', 'administration'],
    });
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const decoded = jwt.decode(res.body.token, { complete: true })!;
    expect(decoded.header.alg).toBe('HS256');
    expect(decoded.payload).toMatchObject({
      iss: JWT_ISSUER,
      aud: JWT_AUDIENCE,
      sub: String(adminId),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 "Invalid credentials" for a wrong password and an unknown user alike', async () => {
    const wrong = await request(t.app)
      .post('/api/admin/login')
      .send({ username: 'admin', password: 'not-the-password' });
    const unknown = await request(t.app)
      .post('/api/admin/login')
      .send({ username: 'nobody', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('requires both fields with a message each, and refuses unknown fields', async () => {
    const res = await request(t.app).post('/api/admin/login').send({ username: ' ', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    const extra = await request(t.app)
      .post('/api/admin/login')
      .send({ ...TEST_ADMIN, remember: true });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ remember: 'Unknown field "remember"' });
  });
});

describe('GET /api/admin/verify and admin REST calls', () => {
  it('answers { valid: true, username, role, permissions } for a good token', async () => {
    const token = await adminToken(t.app);
    const res = await request(t.app)
      .get('/api/admin/verify')
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    expect(res.body).toEqual({
      valid: true,
      username: 'admin',
      role: 'owner',
      permissions: ['content', 'messages', 'administration'],
    });
  });

  it('answers 401 JSON without a token, and for tampered, expired, alg none, wrong issuer, wrong audience and wrong-secret tokens', async () => {
    const good = await adminToken(t.app);
    // The account's current token version: another test may have changed the password.
    const { tokenVersion: ver } = await t.db.orm.em.fork().findOneOrFail(AdminUser, adminId);
    const cases: Record<string, string | undefined> = {
      none: undefined,
      'not a bearer header': `Basic ${Buffer.from('admin:prairie-dev-password').toString('base64')}`,
      tampered: `Bearer ${tampered(good)}`,
      expired: `Bearer ${sign({ ver }, { expiresIn: -10 })}`,
      'alg none': `Bearer ${unsignedToken()}`,
      'wrong issuer': `Bearer ${sign({ ver }, { issuer: 'someone-else' })}`,
      'wrong audience': `Bearer ${sign({ ver }, { audience: 'another-app' })}`,
      'wrong secret': `Bearer ${sign({ ver }, {}, 'another-secret-that-is-also-long-enough-0123')}`,
      garbage: 'Bearer not.a.jwt',
    };
    for (const [name, header] of Object.entries(cases)) {
      for (const path of ['/api/admin/verify', '/api/contacts']) {
        const req = request(t.app).get(path);
        if (header) req.set('authorization', header);
        const res = await req;
        expect(res.status, `${name} ${path}`).toBe(401);
        expect(res.type).toBe('application/json');
        expect(typeof res.body.message).toBe('string');
      }
    }
    // The same secret, issuer and audience sign a token that is accepted: the cases above fail
    // for the reason they name.
    await request(t.app)
      .get('/api/admin/verify')
      .set('authorization', `Bearer ${sign({ ver })}`)
      .expect(200);
  });
});

const LOGIN = `mutation($input: AdminLoginInput!) {
  adminLogin(input: $input) { session { token expiresAt username } userErrors { field message code } }
}`;

describe('GraphQL auth', () => {
  it('adminLogin(input) returns a session with no user errors', async () => {
    const ok = await gql(t.app, LOGIN, { input: TEST_ADMIN });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.adminLogin.userErrors).toEqual([]);
    expect(ok.data!.adminLogin.session.username).toBe('admin');
    expect(new Date(ok.data!.adminLogin.session.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const me = await gql(
      t.app,
      '{ currentAdmin { username } }',
      {},
      ok.data!.adminLogin.session.token,
    );
    expect(me.data!.currentAdmin).toEqual({ username: 'admin' });
  });

  it('adminLogin: wrong credentials are UNAUTHENTICATED "Invalid credentials", blank fields user errors', async () => {
    for (const input of [
      { username: 'admin', password: 'nope' },
      { username: 'nobody', password: TEST_ADMIN.password },
    ]) {
      const bad = await gql(t.app, LOGIN, { input });
      // The payload is nullable (as Shopify's and GitHub's): other fields of the request survive.
      expect(bad.data).toEqual({ adminLogin: null });
      expect(bad.errors).toHaveLength(1);
      expect(bad.errors![0].message).toBe('Invalid credentials');
      expect(bad.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect(bad.errors![0].path).toEqual(['adminLogin']);
    }
    const blank = await gql(t.app, LOGIN, { input: { username: '', password: '   ' } });
    expect(blank.errors).toBeUndefined();
    expect(blank.data!.adminLogin).toEqual({
      session: null,
      userErrors: [
        { field: ['input', 'username'], message: 'Username is required', code: 'REQUIRED' },
        { field: ['input', 'password'], message: 'Password is required', code: 'REQUIRED' },
      ],
    });
    // The old loose arguments are gone: GraphQL refuses them before any resolver runs.
    const loose = await gql(
      t.app,
      'mutation { adminLogin(username: "admin", password: "x") { session { token } } }',
    );
    expect(loose.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('admin fields need a token; a bad token still lets public fields answer', async () => {
    for (const field of [
      'contacts { totalCount }',
      'subscribers { totalCount }',
      'dashboardCounts { products }',
      'currentAdmin { id }',
    ]) {
      const anonymous = await gql(t.app, `{ ${field} }`);
      expect(anonymous.errors![0].extensions!.code, field).toBe('UNAUTHENTICATED');
      expect(anonymous.errors![0].message).toBe('Authentication required');
    }
    const mixed = await gql(
      t.app,
      '{ testimonials { id } contacts { totalCount } }',
      {},
      tampered(await adminToken(t.app)),
    );
    expect(mixed.data!.testimonials).toEqual([{ id: testimonialId }]);
    expect(mixed.errors).toHaveLength(1);
    expect(mixed.errors![0].path).toEqual(['contacts']);
    expect(mixed.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(mixed.errors![0].message).toBe('The token is invalid or has expired');
    const forged = await gql(t.app, '{ contacts { totalCount } }', {}, unsignedToken());
    expect(forged.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('admin account and password storage', () => {
  const ANOTHER = 'a-new-password-for-admin';

  it('creates the first owner on a database that has only accounts of other roles', async () => {
    const db = await createTestDatabase({ seed: 'settings' });
    try {
      const em = db.orm.em.fork();
      em.create(AdminUser, { username: 'field-editor', passwordHash: 'x', role: 'editor' });
      em.create(AdminUser, { username: 'admin', passwordHash: 'kept', role: 'support' });
      await em.flush();
      // An account of ADMIN_USERNAME's name keeps its role and password...
      expect(await ensureAdmin(db.orm.em.fork(), TEST_ADMIN)).toBeUndefined();
      expect(await db.orm.em.fork().findOneOrFail(AdminUser, { username: 'admin' })).toMatchObject({
        role: 'support',
        passwordHash: 'kept',
      });
      // ...and another name becomes the owner.
      const owner = await ensureAdmin(db.orm.em.fork(), { username: 'office', password: ANOTHER });
      expect(owner).toMatchObject({ username: 'office', role: 'owner' });
      expect(await ensureAdmin(db.orm.em.fork(), { username: 'other', password: ANOTHER })).toBe(
        undefined,
      );
    } finally {
      await db.drop();
    }
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const user = await t.db.orm.em.fork().findOneOrFail(AdminUser, { username: 'admin' });
    // At the cost new hashes are made with (cheap in tests; password.test.ts checks today's).
    const { N, r, p } = passwordHashCost();
    expect(user.passwordHash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[^$]+\\$[^$]+$`));
    expect(user.passwordHash).not.toContain(TEST_ADMIN.password);
  });

  it('creates no account and changes none at a start once an admin account exists', async () => {
    const before = await t.db.orm.em.fork().findOneOrFail(AdminUser, { username: 'admin' });
    // A start with a changed ADMIN_PASSWORD, then one with another ADMIN_USERNAME.
    expect(await ensureAdmin(t.db.orm.em.fork(), { username: 'admin', password: ANOTHER })).toBe(
      undefined,
    );
    await ensureAdmin(t.db.orm.em.fork(), { username: 'office', password: ANOTHER });
    const em = t.db.orm.em.fork();
    expect(await em.count(AdminUser)).toBe(1);
    const after = await em.findOneOrFail(AdminUser, { username: 'admin' });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.tokenVersion).toBe(before.tokenVersion);
    await request(t.app).post('/api/admin/login').send(TEST_ADMIN).expect(200);
    await request(t.app)
      .post('/api/admin/login')
      .send({ username: 'admin', password: ANOTHER })
      .expect(401);
  });

  it('resets a password: the new one signs in, the old one no more, the token version rises', async () => {
    const before = await t.db.orm.em.fork().findOneOrFail(AdminUser, { username: 'admin' });
    try {
      await resetAdminPassword(t.db.orm.em.fork(), ' admin ', ANOTHER);
      const after = await t.db.orm.em.fork().findOneOrFail(AdminUser, { username: 'admin' });
      expect(await verifyPassword(ANOTHER, after.passwordHash)).toBe(true);
      expect(after.tokenVersion).toBe(before.tokenVersion + 1);
      await request(t.app).post('/api/admin/login').send(TEST_ADMIN).expect(401);
      await request(t.app)
        .post('/api/admin/login')
        .send({ username: 'admin', password: ANOTHER })
        .expect(200);
    } finally {
      await resetAdminPassword(t.db.orm.em.fork(), 'admin', TEST_ADMIN.password);
    }
  });

  it('refuses an unknown account and a short password, changing nothing', async () => {
    const before = await t.db.orm.em.fork().findOneOrFail(AdminUser, { username: 'admin' });
    await expect(resetAdminPassword(t.db.orm.em.fork(), 'nobody', ANOTHER)).rejects.toThrow(
      new NotFoundError('No admin account is named "nobody"'),
    );
    await expect(resetAdminPassword(t.db.orm.em.fork(), 'nobody', ANOTHER)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(resetAdminPassword(t.db.orm.em.fork(), 'admin', 'elevenchars')).rejects.toThrow(
      new InvalidInputError(PASSWORD_TOO_SHORT, { password: PASSWORD_TOO_SHORT }),
    );
    const after = await t.db.orm.em.fork().findOneOrFail(AdminUser, { username: 'admin' });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.tokenVersion).toBe(before.tokenVersion);
  });
});

describe('sign-in throttle', () => {
  const WRONG = { username: TEST_ADMIN.username, password: 'guess' };
  const login = (app: Express, body: object, forwardedFor?: string) => {
    const req = request(app).post('/api/admin/login');
    if (forwardedFor) req.set('x-forwarded-for', forwardedFor);
    return req.send(body);
  };

  /** A test app with its own sign-in limits (the shared one has them out of the way). */
  async function throttledApp(env: Record<string, string>, run: (app: Express) => Promise<void>) {
    const throttled = await createTestApp(
      {
        LOGIN_USERNAME_LIMIT: '1000',
        LOGIN_ADDRESS_LIMIT: '1000',
        ...env,
      },
      { seed: 'settings' },
    );
    try {
      await run(throttled.app);
    } finally {
      await throttled.close();
    }
  }

  it('answers 429 with Retry-After after too many failures from one address', async () => {
    await throttledApp({ LOGIN_ADDRESS_LIMIT: '3', LOGIN_LIMIT_WINDOW: '60' }, async (app) => {
      for (let i = 0; i < 3; i++) await login(app, WRONG).expect(401);
      const blocked = await login(app, TEST_ADMIN);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: LOGIN_THROTTLED_MESSAGE });
      const wait = Number(blocked.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      // GraphQL shares the throttle and answers it as an error, not a user error, with the wait.
      const res = await request(app)
        .post('/graphql')
        .send({ query: LOGIN, variables: { input: TEST_ADMIN } });
      expect(res.body.data).toEqual({ adminLogin: null });
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(res.body.errors[0].extensions.retryAfter).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it('lets at most the budget of 40 parallel attempts reach the password check, the right one among them', async () => {
    await throttledApp({ LOGIN_USERNAME_LIMIT: '5' }, async (app) => {
      const attempts = Array.from({ length: 40 }, (_, i) => (i === 34 ? TEST_ADMIN : WRONG));
      const statuses = (await Promise.all(attempts.map((body) => login(app, body)))).map(
        (res) => res.status,
      );
      // Counted before the password is checked: exactly five got an answer about the password.
      expect(statuses.filter((s) => s !== 429)).toHaveLength(5);
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
      // Whether or not the right password was among those five, its success reopened nothing.
      await login(app, TEST_ADMIN).expect(429);
    });
  });

  it('gives back only the successful attempt itself: earlier failures still count', async () => {
    await throttledApp({ LOGIN_USERNAME_LIMIT: '5' }, async (app) => {
      for (let i = 0; i < 4; i++) await login(app, WRONG).expect(401);
      await login(app, TEST_ADMIN).expect(200);
      // The success did not reset the four failures: one more failure spends the budget.
      await login(app, WRONG).expect(401);
      await login(app, TEST_ADMIN).expect(429);
    });
  });

  it('limits failures per username across addresses, and per address across usernames', async () => {
    await throttledApp({ LOGIN_USERNAME_LIMIT: '5', TRUST_PROXY: '1' }, async (app) => {
      for (let i = 1; i <= 5; i++) await login(app, WRONG, `203.0.113.${i}`).expect(401);
      // A sixth address, the right password, and a username written differently: still refused.
      await login(app, TEST_ADMIN, '203.0.113.6').expect(429);
      await login(app, { ...TEST_ADMIN, username: ' ADMIN ' }, '203.0.113.7').expect(429);
      // Another username from those addresses is not affected.
      await login(app, { username: 'someone', password: 'x' }, '203.0.113.1').expect(401);
    });
    await throttledApp({ LOGIN_ADDRESS_LIMIT: '3', TRUST_PROXY: '1' }, async (app) => {
      for (const username of ['ann', 'bob', 'cy']) {
        await login(app, { username, password: 'x' }, '198.51.100.9').expect(401);
      }
      await login(app, TEST_ADMIN, '198.51.100.9').expect(429);
      await login(app, TEST_ADMIN, '198.51.100.10').expect(200);
    });
  });

  it('makes an unknown username cost the same time and the same budget as a known one', async () => {
    const time = async (body: object) => {
      const started = performance.now();
      await login(t.app, body).expect(401);
      return performance.now() - started;
    };
    // Timed at today's cost (the suite's setup makes hashing cheap): a sign-in upgrades the known
    // account's hash to it, and the decoy is made at it.
    const suiteCost = passwordHashCost();
    setPasswordHashCostForTests(PASSWORD_HASH_COST);
    const known: number[] = [];
    const unknown: number[] = [];
    try {
      await login(t.app, TEST_ADMIN).expect(200);
      // Warm up the decoy hash (made once per process).
      await time({ username: 'nobody', password: 'x' });
      for (let i = 0; i < 3; i++) {
        known.push(await time(WRONG));
        unknown.push(await time({ username: `nobody-${i}`, password: 'x' }));
      }
    } finally {
      setPasswordHashCostForTests(suiteCost);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1];
    // A password hash is checked either way (hundreds of ms); without the decoy an unknown name
    // would answer in about a millisecond.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    await throttledApp({ LOGIN_USERNAME_LIMIT: '2' }, async (app) => {
      const ghost = { username: 'ghost', password: 'x' };
      await login(app, ghost).expect(401);
      await login(app, ghost).expect(401);
      await login(app, ghost).expect(429);
    });
  });
});
