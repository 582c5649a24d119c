import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimits } from '../common/rate-limits.js';
import {
  SessionService,
  type AuthKit,
  type AuthUser,
  type SessionCookieJar,
} from './auth/index.js';
import type { Actor } from './history/index.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { MailQueue } from './mail/index.js';
import type { ImageStorage } from './media/index.js';
import type { SubscriberLinks } from './subscribers/index.js';

/**
 * What every resolver receives, whatever carried the request (a POST /graphql or a server-rendered
 * page): one EntityManager fork (never the global one), the user of a valid bearer token, the
 * client's address and one set of DataLoaders. It knows no transport: graphql/context.ts and the
 * page renderer build it from their requests.
 */
export interface RequestScope {
  em: EntityManager;
  /**
   * The user of a valid bearer token or browser session cookie (signed or stored, unexpired, not
   * revoked, its account still there and active, checked once when the scope is made); absent
   * without one or with an invalid one.
   */
  user?: AuthUser;
  /** A token or session cookie was sent but refused (expired, revoked...): admin fields say so. */
  tokenRejected: boolean;
  /**
   * Sets and clears this browser's session cookie (sign-in, sign-out, a password change); absent
   * where the answer carries no cookie (a rendered page).
   */
  cookies?: SessionCookieJar;
  /** The client's IP address (keys the abuse limits and the sign-in throttle). */
  clientAddress: string;
  auth: AuthKit;
  /** The abuse limits, shared by every request and every instance on the database. */
  limits: RateLimits;
  /** Per-request DataLoaders, so lists with relations cost a constant number of queries. */
  loaders: Loaders;
  /** Files of uploaded images (UPLOAD_DIR or the bucket), for the image manager's mutations. */
  imageStorage: ImageStorage;
  /** Largest PDF edition of a newsletter, in bytes (NEWSLETTER_PDF_MAX_MB). */
  pdfMaxBytes: number;
  /** Queues e-mail in the request's transaction (modules/mail). */
  mail: MailQueue;
  /** The client's User-Agent, for the consent ledger; absent when none was sent. */
  userAgent?: string;
  /** Signs and checks subscribers' unsubscribe and preferences links (PUBLIC_URL, link key). */
  subscriberLinks: SubscriberLinks;
}

/** NEWSLETTER_PDF_MAX_MB's default, in bytes. */
export const DEFAULT_PDF_MAX_BYTES = 10 * 1024 * 1024;

/** The app-wide services a request scope hands to resolvers. */
export interface ScopeServices {
  auth: AuthKit;
  imageStorage: ImageStorage;
  limits: RateLimits;
  /** NEWSLETTER_PDF_MAX_MB in bytes; 10 MB when not given (tests). */
  pdfMaxBytes?: number;
  mail: MailQueue;
  subscriberLinks: SubscriberLinks;
}

/**
 * Builds one request's scope on its own fork `em`, checking its token or session cookie once (one
 * query, only when one came). A bad token does not fail the request: public fields still answer,
 * and admin fields answer UNAUTHENTICATED (graphql/auth-checker.ts).
 */
export async function createRequestScope(
  em: EntityManager,
  {
    auth,
    imageStorage,
    limits,
    mail,
    subscriberLinks,
    pdfMaxBytes = DEFAULT_PDF_MAX_BYTES,
  }: ScopeServices,
  request: {
    token?: string;
    /** The browser session cookie's token; ignored when a bearer token came. */
    sessionToken?: string;
    cookies?: SessionCookieJar;
    clientAddress: string;
    userAgent?: string;
  },
): Promise<RequestScope> {
  const { token, sessionToken } = request;
  const user = await new SessionService(em, auth.tokens).authenticateRequest({
    token,
    sessionToken,
    address: request.clientAddress,
  });
  // A refused cookie is left as it is: the answer to a request sent before a new sign-in (or a
  // password change) could otherwise clear the new cookie. Signing in again replaces it.
  return {
    em,
    user,
    tokenRejected: Boolean((token || sessionToken) && !user),
    cookies: request.cookies,
    clientAddress: request.clientAddress,
    auth,
    limits,
    loaders: createLoaders(em),
    imageStorage,
    pdfMaxBytes,
    mail,
    userAgent: request.userAgent,
    subscriberLinks,
  };
}

/**
 * The signed-in admin and the request's address, as versions and the audit trail name them. Only
 * admin-only fields call it, so "unknown" would mean a bug in the auth checker, not a visitor.
 */
export function actorOf({ user, clientAddress }: RequestScope): Actor {
  return { username: user?.username ?? 'unknown', address: clientAddress };
}
