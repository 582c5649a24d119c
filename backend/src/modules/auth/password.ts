import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto), a random 16-byte salt per hash and the cost
 * parameters stored beside it, so they can be raised later without breaking old hashes: an older,
 * cheaper hash still verifies, and the next successful sign-in replaces it (needsRehash).
 * N = 2^17, r = 8, p = 1 is OWASP's recommendation (about 0.3 s and 128 MiB a hash).
 */
export const PASSWORD_HASH_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
type HashCost = { readonly N: number; readonly r: number; readonly p: number };
let COST: HashCost = PASSWORD_HASH_COST;

/**
 * The backend's unit tests sign in thousands of times: their setup file (src/test/setup.ts) sets a
 * cheap cost so a hash takes a millisecond, not 0.3 s; password.test.ts puts today's cost back to
 * test it. Refused outside NODE_ENV=test, so no server can run with it.
 */
export function setPasswordHashCostForTests(cost: HashCost = PASSWORD_HASH_COST): void {
  if (process.env.NODE_ENV !== 'test') {
    throw new Error('The password hash cost can only be changed in tests.');
  }
  COST = cost;
  decoyHash = undefined;
}

/** The cost new hashes are made with: today's, unless a test changed it. */
export const passwordHashCost = (): HashCost => COST;
const KEY_LENGTH = 64;
/** scrypt needs 128 × N × r bytes; Node refuses more than 32 MiB unless allowed. */
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...COST, maxmem: MAX_MEMORY });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** Timing-safe comparison; false (never a throw) for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY };
  const actual = await derive(password, Buffer.from(saltText, 'base64'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True for a hash made with other cost parameters than today's: to replace after a sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return (
    scheme !== 'scrypt' || Number(n) !== COST.N || Number(r) !== COST.r || Number(p) !== COST.p
  );
}

/**
 * A hash of a random password, compared against when the username does not exist, so a wrong
 * username costs the same time as a wrong password and the answer reveals nothing.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
