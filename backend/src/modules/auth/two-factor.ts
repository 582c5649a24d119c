import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { secretHash } from './secret-hash.js';

/** Codes within one 30-second step of the server's clock, before or after, are accepted. */
export const TOTP_TOLERANCE_SECONDS = 30;
/** How many recovery codes an account gets when two-factor is turned on. */
export const RECOVERY_CODE_COUNT = 10;
/** The name authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Prairie Elite Admin';

/** A new TOTP secret: 20 random bytes in base32 (what authenticator apps expect). */
export const newTotpSecret = (): string => generateSecret();

/** What an authenticator app reads from the QR code: `otpauth://totp/…`. */
export const totpUri = (secret: string, accountName: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: accountName, secret });

/** The QR code of `uri` as an SVG document (no script, no external reference). */
export const qrSvg = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** Six digits, spaces allowed in between ("123 456"): what a TOTP code looks like. */
export function totpDigits(code: string): string | undefined {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * The time step of `code` when it is valid for `secret` within ±1 step, else undefined. Whether
 * that step was used already is the caller's check, against the account's last step.
 */
export async function totpStep(secret: string, code: string): Promise<number | undefined> {
  const token = totpDigits(code);
  if (!token) return undefined;
  const result = await verify({ secret, token, epochTolerance: TOTP_TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** A recovery code as people type it: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();

export const hashRecoveryCode = (code: string) => secretHash(normalizeRecoveryCode(code));

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten fresh codes like `k7dm2-qx9fa` (50 random bits each, no look-alike characters). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
