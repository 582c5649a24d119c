import { createHash } from 'node:crypto';

/**
 * SHA-256 (hex) of a secret the account holds and the server must recognise but never keep: an
 * e-mailed link's token, a recovery code, a personal API token. They are long random strings, so
 * a fast hash is enough (a password, short and chosen, is scrypt's: password.ts).
 */
export const secretHash = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');
