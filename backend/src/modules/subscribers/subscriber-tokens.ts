import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A confirmation link works for 48 hours after its e-mail is written. */
export const CONFIRMATION_TTL_HOURS = 48;
/** Unsubscribe and preferences links work for 180 days (CASL asks at least 60 after sending). */
export const LINK_TTL_DAYS = 180;

/**
 * The personal pages, linked from the e-mails. Not under /newsletter, whose /newsletter/:id are
 * articles. The frontend's route table names the same paths (site-routes.ts; a test pins them).
 */
export const SUBSCRIPTION_PATHS = {
  confirm: '/subscription/confirm',
  unsubscribe: '/subscription/unsubscribe',
  preferences: '/subscription/preferences',
  /** RFC 8058 one-click target of the List-Unsubscribe header (POST; a GET goes to the page). */
  oneClick: '/api/newsletter/unsubscribe',
} as const;

/** SHA-256 (hex) of a confirmation token: all that is stored of it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A fresh confirmation token (32 random bytes, base64url), its hash and its expiry. */
export function newConfirmationToken(now: Date): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    hash: hashToken(token),
    expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_HOURS * 3_600_000),
  };
}

/** What a signed link lets its holder do. */
export type LinkPurpose = 'unsubscribe' | 'preferences';
const PURPOSE_CODES: Record<LinkPurpose, string> = { unsubscribe: 'u', preferences: 'p' };

/** Why a link was refused: `invalid` (tampered, unknown, wrong purpose) or `expired`. */
export type LinkProblem = 'invalid' | 'expired';

/**
 * Signs and checks the subscribers' unsubscribe and preferences links: `<id>.<purpose>.<expiry
 * in seconds>.<HMAC-SHA256, base64url>`. Nothing is stored: the signature is the proof, checked in
 * constant time.
 */
export class LinkSigner {
  /**
   * `linkSecret`: the mail context's key for signed links, HMAC(JWT_SECRET, 'subscriber-links')
   * (mail's `mailLinkSecret`), so the links share no key with the admin tokens.
   */
  constructor(private readonly linkSecret: string) {}

  sign(subscriberId: number, purpose: LinkPurpose, now: Date = new Date()): string {
    const expires = Math.floor(now.getTime() / 1000) + LINK_TTL_DAYS * 86_400;
    const body = `${subscriberId}.${PURPOSE_CODES[purpose]}.${expires}`;
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  /** The subscriber id of a valid link for one of `purposes`, or why it is refused. */
  verify(
    token: string,
    purposes: readonly LinkPurpose[],
    now: Date = new Date(),
  ): { subscriberId: number; purpose: LinkPurpose } | { problem: LinkProblem } {
    const match = /^(\d{1,12})\.([a-z])\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return { problem: 'invalid' };
    const [, id, code, expires, signature] = match;
    const expected = this.mac(`${id}.${code}.${expires}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { problem: 'invalid' };
    }
    const purpose = (Object.keys(PURPOSE_CODES) as LinkPurpose[]).find(
      (name) => PURPOSE_CODES[name] === code,
    );
    if (!purpose || !purposes.includes(purpose)) return { problem: 'invalid' };
    if (Number(expires) * 1000 <= now.getTime()) return { problem: 'expired' };
    return { subscriberId: Number(id), purpose };
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.linkSecret).update(body).digest();
  }
}

/** The subscriber links of the e-mails, absolute on PUBLIC_URL. */
export interface SubscriberLinks {
  /** The confirm page for a raw confirmation token. */
  confirmUrl(token: string): string;
  /** The unsubscribe page (the e-mail footer's link). */
  unsubscribeUrl(subscriber: { id: number }): string;
  /** RFC 8058 one-click target, for the List-Unsubscribe header (POST). */
  oneClickUnsubscribeUrl(subscriber: { id: number }): string;
  /** The preferences page. */
  preferencesUrl(subscriber: { id: number }): string;
  /** The signer behind the links, for the services that check them. */
  signer: LinkSigner;
}

/**
 * Links for `config`: PUBLIC_URL and the key of signed links, as a MailContext carries them
 * (`{ publicUrl, linkSecret }`), so a mail kind passes its context as it is.
 */
export function subscriberLinks(
  config: { publicUrl: string; linkSecret: string },
  now: () => Date = () => new Date(),
): SubscriberLinks {
  const signer = new LinkSigner(config.linkSecret);
  const base = config.publicUrl.replace(/\/+$/, '');
  const url = (path: string, token: string) => `${base}${path}?token=${encodeURIComponent(token)}`;
  return {
    signer,
    confirmUrl: (token) => url(SUBSCRIPTION_PATHS.confirm, token),
    unsubscribeUrl: ({ id }) =>
      url(SUBSCRIPTION_PATHS.unsubscribe, signer.sign(id, 'unsubscribe', now())),
    oneClickUnsubscribeUrl: ({ id }) =>
      url(SUBSCRIPTION_PATHS.oneClick, signer.sign(id, 'unsubscribe', now())),
    preferencesUrl: ({ id }) =>
      url(SUBSCRIPTION_PATHS.preferences, signer.sign(id, 'preferences', now())),
  };
}
