import { randomBytes, scryptSync } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/app.js';
import { AdminUser } from './admin-user.entity.js';
import {
  hashPassword,
  needsRehash,
  PASSWORD_HASH_COST,
  passwordHashCost,
  setPasswordHashCostForTests,
  verifyPassword,
} from './password.js';

// The suite's setup makes hashing cheap (src/test/setup.ts); this file tests today's cost.
const suiteCost = passwordHashCost();
beforeAll(() => setPasswordHashCostForTests(PASSWORD_HASH_COST));
afterAll(() => setPasswordHashCostForTests(suiteCost));

/** A hash as the previous version made it: scrypt with N = 2^14. */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 2 ** 14, r: 8, p: 1 });
  return ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes', () => {
  it('hashes with scrypt N = 2^17 (OWASP), r = 8, p = 1', async () => {
    expect(PASSWORD_HASH_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('a-long-enough-password');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(await verifyPassword('a-long-enough-password', hash)).toBe(true);
    expect(await verifyPassword('another-password', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('keeps the cost of every server: only a test may lower it', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(() => setPasswordHashCostForTests({ N: 2 ** 10, r: 8, p: 1 })).toThrow(
        /only .* tests/,
      );
      expect(passwordHashCost()).toEqual(PASSWORD_HASH_COST);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('still verifies an old N = 2^14 hash, and marks it for rehashing', async () => {
    const hash = oldHash('a-long-enough-password');
    expect(await verifyPassword('a-long-enough-password', hash)).toBe(true);
    expect(await verifyPassword('another-password', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(true);
  });
});

describe('sign-in with an old hash', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: 'settings' });
  }, 60_000);
  afterAll(() => t?.close());

  const storedHash = async () =>
    (await t.db.orm.em.fork().findOneOrFail(AdminUser, { username: TEST_ADMIN.username }))
      .passwordHash;

  it('upgrades the hash to today’s cost on the next successful sign-in only', async () => {
    const old = oldHash(TEST_ADMIN.password);
    await t.db.orm.em
      .getConnection()
      .execute('update admin_users set password_hash = ? where username = ?', [
        old,
        TEST_ADMIN.username,
      ]);

    await request(t.app)
      .post('/api/admin/login')
      .send({ ...TEST_ADMIN, password: 'not-the-password' })
      .expect(401);
    expect(await storedHash()).toBe(old);

    await request(t.app).post('/api/admin/login').send(TEST_ADMIN).expect(200);
    const upgraded = await storedHash();
    expect(upgraded).not.toBe(old);
    expect(upgraded.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword(TEST_ADMIN.password, upgraded)).toBe(true);
    // And signing in again works with the new hash.
    await request(t.app).post('/api/admin/login').send(TEST_ADMIN).expect(200);
  });
});
