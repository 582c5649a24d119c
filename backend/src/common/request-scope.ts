import type { EntityManager } from '@mikro-orm/postgresql';

/** Who made a change, as versions and the audit trail name them. */
export interface Actor {
  username: string;
  address: string;
}

/** The signed-in account, as far as any module needs it (auth's AuthUser says more). */
export interface ScopeUser {
  id: number;
  username: string;
}

/**
 * What a resolver tells the transports about its answer, made afresh for each request (one for a
 * server-rendered page, whose operations share it).
 */
export interface AnswerLifetime {
  /**
   * The answer reports a passing state (a forecast still being fetched, a provider outage): no
   * cache shared between visitors keeps it (Apollo's response cache, the HTTP query cache, the
   * page cache), so the next request computes it again and finds what has changed.
   */
  transient: boolean;
}

/**
 * What every resolver receives, whatever carried the request (a POST /graphql or a server-rendered
 * page): one EntityManager fork (never the global one), the signed-in user and the client's
 * address. It knows no transport. A module that reads more of it (a DataLoader, the mail queue,
 * the image storage) types its context with a scope its own module or a lower one exports
 * (`MediaScope`, `MailScope`, `AuthScope`…), each an extension of this one; the composition root
 * (composition/request-scope.ts) builds the one scope that is all of them.
 */
export interface RequestScope {
  em: EntityManager;
  /**
   * The user of a valid bearer token or browser session cookie (checked once when the scope is
   * made); absent without one or with an invalid one.
   */
  user?: ScopeUser;
  /** The client's IP address (keys the abuse limits and the sign-in throttle). */
  clientAddress: string;
  /** The client's User-Agent, for the consent ledger and the sessions list; absent when none was sent. */
  userAgent?: string;
  /** What the answer is worth keeping: set by the resolvers, read by the transports' caches. */
  answer: AnswerLifetime;
}

/**
 * The signed-in admin and the request's address, as versions and the audit trail name them. Only
 * admin-only fields call it, so "unknown" would mean a bug in the auth checker, not a visitor.
 */
export function actorOf({
  user,
  clientAddress,
}: Pick<RequestScope, 'user' | 'clientAddress'>): Actor {
  return { username: user?.username ?? 'unknown', address: clientAddress };
}
