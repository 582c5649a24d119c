import jwt from 'jsonwebtoken';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createGraphQL } from '../../graphql/server.js';
import { createApp } from '../../http/app.js';
import { createLogger } from '../../logger.js';
import { RESOLVERS } from '../index.js';
import { createTestApp, TEST_ADMIN, TEST_JWT_SECRET, type TestApp } from '../../test/app.js';
import { makeTestimonial } from '../../test/factories.js';
import { adminToken, gql } from '../../test/graphql.js';
import { AdminUser } from './admin-user.entity.js';
import { ensureAdmin, resetAdminPassword } from './auth.service.js';
import { hashPassword } from './password.js';
import { JWT_AUDIENCE, JWT_ISSUER } from './token.service.js';
import { createRequestScope } from '../../composition/request-scope.js';

/*
 * The token lifecycle (issue 14, item 8): a token is accepted only while it is signed, carries
 * `exp` and `iat` within JWT_MAX_LIFETIME, its account exists and the account's token version is
 * the one the token carries. Sign-out and a password change raise that version.
 */

let t: TestApp;
const LOGOUT = 'mutation { adminLogout { signedOut userErrors { field message code } } }';

/** A public record, which a request with a revoked token may still read. */
let testimonialId: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: 'settings' });
  testimonialId = String((await makeTestimonial(t.db)).id);
});
afterAll(() => t.close());

const admin = () => t.db.orm.em.fork().findOneOrFail(AdminUser, { username: TEST_ADMIN.username });

/** Signs claims with the real secret, issuer and audience, as only the server could. */
function sign(claims: object, options: jwt.SignOptions = {}): string {
  return jwt.sign(claims, TEST_JWT_SECRET, {
    algorithm: 'HS256',
    issuer: JWT_ISSUER,
    audience: JWT_AUDIENCE,
    ...options,
  });
}

/** A token for the test admin with its current token version, changed by `options`. */
async function adminClaims(): Promise<{ claims: object; subject: string }> {
  const user = await admin();
  return {
    claims: { username: user.username, role: 'admin', ver: user.tokenVersion },
    subject: String(user.id),
  };
}

/** Whether the token is accepted by GraphQL (an admin field) and by two REST admin routes. */
async function accepted(
  token: string,
): Promise<{ graphql: boolean; verify: number; list: number }> {
  const me = await gql(t.app, '{ currentAdmin { username } }', {}, token);
  const verify = await request(t.app)
    .get('/api/admin/verify')
    .set('authorization', `Bearer ${token}`);
  const list = await request(t.app).get('/api/contacts').set('authorization', `Bearer ${token}`);
  return {
    graphql: me.data?.currentAdmin?.username === TEST_ADMIN.username,
    verify: verify.status,
    list: list.status,
  };
}

const ACCEPTED = { graphql: true, verify: 200, list: 200 };
const REFUSED = { graphql: false, verify: 401, list: 401 };

describe('token claims', () => {
  it('refuses a token without exp, signed with the real secret', async () => {
    const { claims, subject } = await adminClaims();
    const noExp = sign(claims, { subject });
    expect(jwt.decode(noExp)).not.toHaveProperty('exp');
    expect(await accepted(noExp)).toEqual(REFUSED);
    const me = await gql(t.app, '{ currentAdmin { id } }', {}, noExp);
    expect(me.errors![0].message).toBe('The token is invalid or has expired');
    // Clients tell a refused token from none by this flag, not by the message.
    expect(me.errors![0].extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      sessionRefused: true,
    });
    const none = await gql(t.app, '{ currentAdmin { id } }');
    expect(none.errors![0].extensions).not.toHaveProperty('sessionRefused');
    // The same claims with an expiry are accepted: exp is what was missing.
    expect(await accepted(sign(claims, { subject, expiresIn: '1h' }))).toEqual(ACCEPTED);
  });

  it('refuses a token living longer than JWT_MAX_LIFETIME (24h by default), or without iat', async () => {
    const { claims, subject } = await adminClaims();
    expect(await accepted(sign(claims, { subject, expiresIn: '24h' }))).toEqual(ACCEPTED);
    expect(await accepted(sign(claims, { subject, expiresIn: '25h' }))).toEqual(REFUSED);
    expect(await accepted(sign(claims, { subject, expiresIn: '3650d' }))).toEqual(REFUSED);
    const now = Math.floor(Date.now() / 1000);
    // iat set in the future, so exp − iat looks short while the token lives for days.
    expect(
      await accepted(
        sign({ ...claims, iat: now + 7 * 86_400, exp: now + 7 * 86_400 + 60 }, { subject }),
      ),
    ).toEqual(REFUSED);
    expect(await accepted(sign(claims, { subject, expiresIn: '1h', noTimestamp: true }))).toEqual(
      REFUSED,
    );
  });

  it('refuses a token without a token version or with another one', async () => {
    const { claims, subject } = await adminClaims();
    const { ver, ...unversioned } = claims as { ver: number };
    expect(await accepted(sign(unversioned, { subject, expiresIn: '1h' }))).toEqual(REFUSED);
    expect(await accepted(sign({ ...claims, ver: ver + 1 }, { subject, expiresIn: '1h' }))).toEqual(
      REFUSED,
    );
  });

  it('keeps JWT_EXPIRES_IN within JWT_MAX_LIFETIME at boot', () => {
    const base = { JWT_SECRET: TEST_JWT_SECRET };
    expect(loadConfig(base).jwtMaxLifetimeSeconds).toBe(24 * 3600);
    expect(loadConfig({ ...base, JWT_MAX_LIFETIME: '30m', JWT_EXPIRES_IN: '15m' })).toMatchObject({
      jwtMaxLifetimeSeconds: 1800,
      jwtExpiresIn: '15m',
    });
    expect(() => loadConfig({ ...base, JWT_EXPIRES_IN: '7d' })).toThrow(
      'JWT_EXPIRES_IN (7d) may not exceed JWT_MAX_LIFETIME (24h)',
    );
    expect(() => loadConfig({ ...base, JWT_MAX_LIFETIME: 'forever' })).toThrow(
      'JWT_MAX_LIFETIME must look like 30m, 8h or 7d (got "forever")',
    );
  });
});

describe('the account behind a token', () => {
  it('refuses a token for a user id that does not exist, and for a deleted account', async () => {
    const ghost = sign(
      { username: 'admin', role: 'admin', ver: 0 },
      { subject: '987654', expiresIn: '1h' },
    );
    expect(await accepted(ghost)).toEqual(REFUSED);

    const em = t.db.orm.em.fork();
    const other = em.create(AdminUser, {
      username: 'leaving-admin',
      passwordHash: await hashPassword('x'.repeat(16)),
    });
    await em.flush();
    const token = sign(
      { username: 'leaving-admin', role: 'admin', ver: 0 },
      { subject: String(other.id), expiresIn: '1h' },
    );
    const before = await gql(t.app, '{ currentAdmin { username } }', {}, token);
    expect(before.data!.currentAdmin).toEqual({ username: 'leaving-admin' });
    await t.db.orm.em.fork().nativeDelete(AdminUser, { id: other.id });
    const after = await gql(t.app, '{ currentAdmin { username } }', {}, token);
    expect(after.data).toEqual({ currentAdmin: null });
    expect(after.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const rest = await request(t.app)
      .get('/api/admin/verify')
      .set('authorization', `Bearer ${token}`);
    expect(rest.status).toBe(401);
  });

  it('checks the account with one query per request, however many admin fields it asks', async () => {
    const queries: string[] = [];
    const counted = await createTestApp(
      {},
      { seed: 'settings', onQuery: (sql) => queries.push(sql) },
    );
    try {
      const token = await adminToken(counted.app);
      queries.length = 0;
      const res = await gql(
        counted.app,
        '{ currentAdmin { id } again: currentAdmin { username } contacts { totalCount } }',
        {},
        token,
      );
      expect(res.errors).toBeUndefined();
      expect(queries.filter((sql) => sql.includes('"admin_users"'))).toHaveLength(1);
      queries.length = 0;
      await gql(counted.app, '{ testimonials { id } }');
      expect(queries.filter((sql) => sql.includes('"admin_users"'))).toHaveLength(0);
    } finally {
      await counted.close();
    }
  });
});

describe('sign-out revokes tokens on the server', () => {
  it('adminLogout: the old token (and every other token of the account) is refused on GraphQL and REST; a new sign-in works', async () => {
    const token = await adminToken(t.app);
    const otherDevice = await adminToken(t.app);
    expect(await accepted(token)).toEqual(ACCEPTED);

    const out = await gql(t.app, LOGOUT, {}, token);
    expect(out.errors).toBeUndefined();
    expect(out.data!.adminLogout).toEqual({ signedOut: true, userErrors: [] });

    expect(await accepted(token)).toEqual(REFUSED);
    expect(await accepted(otherDevice)).toEqual(REFUSED);
    const again = await gql(t.app, LOGOUT, {}, token);
    expect(again.data).toEqual({ adminLogout: null });
    expect(again.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    // Public fields still answer beside the refused admin field.
    const mixed = await gql(t.app, '{ testimonials { id } contacts { totalCount } }', {}, token);
    expect(mixed.data!.testimonials).toEqual([{ id: testimonialId }]);
    expect(mixed.errors![0].message).toBe('The token is invalid or has expired');

    const fresh = await adminToken(t.app);
    expect(await accepted(fresh)).toEqual(ACCEPTED);
  });

  it('adminLogout without a token is UNAUTHENTICATED and revokes nothing', async () => {
    const token = await adminToken(t.app);
    const anonymous = await gql(t.app, LOGOUT);
    expect(anonymous.data).toEqual({ adminLogout: null });
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(await accepted(token)).toEqual(ACCEPTED);
  });

  it('POST /api/admin/logout answers { signedOut: true } and the token is refused from then on', async () => {
    const token = await adminToken(t.app);
    await request(t.app).post('/api/admin/logout').expect(401);
    const res = await request(t.app)
      .post('/api/admin/logout')
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    expect(res.body).toEqual({ signedOut: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await accepted(token)).toEqual(REFUSED);
    await request(t.app)
      .post('/api/admin/logout')
      .set('authorization', `Bearer ${token}`)
      .expect(401);
    expect(await accepted(await adminToken(t.app))).toEqual(ACCEPTED);
  });
});

describe('a password change revokes tokens', () => {
  it('a reset password refuses every token issued before; a restart revokes nothing', async () => {
    const old = await adminToken(t.app);
    const newPassword = { username: TEST_ADMIN.username, password: 'another-admin-password' };
    // Every start runs ensureAdmin: with the account there, a changed ADMIN_PASSWORD does nothing.
    await ensureAdmin(t.db.orm.em.fork(), newPassword);
    expect(await accepted(old)).toEqual(ACCEPTED);

    try {
      await resetAdminPassword(t.db.orm.em.fork(), newPassword.username, newPassword.password);
      expect(await accepted(old)).toEqual(REFUSED);
      const res = await request(t.app).post('/api/admin/login').send(newPassword).expect(200);
      const current = res.body.token as string;
      await ensureAdmin(t.db.orm.em.fork(), TEST_ADMIN);
      expect(await accepted(current)).toEqual(ACCEPTED);
    } finally {
      await resetAdminPassword(t.db.orm.em.fork(), TEST_ADMIN.username, TEST_ADMIN.password);
    }
  });
});

describe('Cache-Control of admin answers', () => {
  /**
   * The app as server.ts builds it: Apollo's query cache on, whose cache-control plugin leaves the
   * HTTP headers to us (without it, Apollo answers every POST no-store by itself).
   */
  async function productionLikeApp(): Promise<{ app: Express; close(): Promise<void> }> {
    const logger = createLogger('silent');
    const graphql = await createGraphQL(RESOLVERS, logger, undefined, {
      ttlSeconds: 60,
      maxEntries: 100,
      generation: () => 0,
    });
    const app = createApp({
      config: t.config,
      logger,
      orm: t.db.orm,
      graphql,
      requestScope: createRequestScope,
    });
    return { app, close: () => graphql.apollo.stop() };
  }

  it('admin data answers carry no-store: GraphQL with a bearer token, /api/contacts, /api/admin/*', async () => {
    const prod = await productionLikeApp();
    try {
      const token = await adminToken(prod.app);
      for (const bearer of [token, 'not.a.token']) {
        const graphql = await request(prod.app)
          .post('/graphql')
          .set('authorization', `Bearer ${bearer}`)
          .send({ query: '{ testimonials { id } contacts { totalCount } }' })
          .expect(200);
        expect(graphql.headers['cache-control'], bearer).toBe('no-store');
      }

      const auth = { authorization: `Bearer ${token}` };
      for (const [path, status, headers] of [
        ['/api/contacts', 200, auth],
        ['/api/contacts', 401, {}],
        ['/api/admin/verify', 200, auth],
        ['/api/admin/verify', 401, {}],
        ['/api/admin/unknown', 404, auth],
      ] as const) {
        const res = await request(prod.app).get(path).set(headers);
        expect(res.status, path).toBe(status);
        expect(res.headers['cache-control'], `${path} ${status}`).toBe('no-store');
      }
      const failedLogin = await request(prod.app)
        .post('/api/admin/login')
        .send({ username: 'admin', password: 'wrong-password' });
      expect(failedLogin.status).toBe(401);
      expect(failedLogin.headers['cache-control']).toBe('no-store');
    } finally {
      await prod.close();
    }
  });

  it('public answers are unchanged: anonymous GraphQL and public REST reads are not no-store', async () => {
    const prod = await productionLikeApp();
    try {
      const graphql = await request(prod.app)
        .post('/graphql')
        .send({ query: '{ testimonials { id } }' })
        .expect(200);
      expect(graphql.headers['cache-control'] ?? '').not.toContain('no-store');
      const rest = await request(prod.app).get('/api/testimonials').expect(200);
      expect(rest.headers['cache-control'] ?? '').not.toContain('no-store');
    } finally {
      await prod.close();
    }
  });
});
