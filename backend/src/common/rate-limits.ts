import type { Knex } from '@mikro-orm/postgresql';
import { isIPv6 } from 'node:net';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { RateLimitSetting, RateLimitSettings } from '../config.js';
import { TooManyRequestsError } from './errors.js';

export type RateLimitName = keyof RateLimitSettings;

/** The table of the counters, made by Migration20261124200000RateLimits. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** "1 minute", "12 minutes": how long to wait, for the messages people read. */
export function minutesToWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

type Store = (name: RateLimitName, setting: RateLimitSetting) => RateLimiterAbstract;

/**
 * The abuse limits (contact messages, subscriptions, sign-in attempts): a fixed window per key
 * (a client address or a username) that counts operations, whatever carried them — one GraphQL
 * request with 50 aliased mutations spends 50, as 50 REST calls do. In production the counters
 * live in PostgreSQL (rate-limiter-flexible's store: one atomic upsert per operation), so every
 * instance on one database spends from the same budget and a restart forgets nothing; tests of
 * the arithmetic may keep them in memory. A limit of 0 is off.
 */
export class RateLimits {
  private readonly limiters: Partial<Record<RateLimitName, RateLimiterAbstract>> = {};

  constructor(
    readonly settings: RateLimitSettings,
    store: Store,
  ) {
    for (const name of Object.keys(settings) as RateLimitName[]) {
      if (settings[name].limit > 0) this.limiters[name] = store(name, settings[name]);
    }
  }

  /**
   * Counters in the `rate_limits` table through the app's own connection pool (MikroORM's knex):
   * the pool's timeouts apply, and no second pool is opened.
   */
  static postgres(settings: RateLimitSettings, knex: Knex): RateLimits {
    return new RateLimits(settings, (name, { limit, windowSeconds }) => {
      const limiter: RateLimiterStoreAbstract = new RateLimiterPostgres({
        storeClient: knex,
        storeType: 'knex',
        tableName: RATE_LIMIT_TABLE,
        // Made by a migration: the library would otherwise CREATE TABLE at start.
        tableCreated: true,
        keyPrefix: name,
        points: limit,
        duration: windowSeconds,
      });
      return limiter;
    });
  }

  /** Counters in this process only: for tests of the rules, never for a served app. */
  static memory(settings: RateLimitSettings): RateLimits {
    return new RateLimits(
      settings,
      (name, { limit, windowSeconds }) =>
        new RateLimiterMemory({ keyPrefix: name, points: limit, duration: windowSeconds }),
    );
  }

  /**
   * Spends `points` of `key`'s budget under limit `name`, before the work it pays for. Over the
   * budget it throws TooManyRequestsError with `message(seconds to wait)`; the attempt still
   * counts, but the window does not move, so waiting it out always helps. A failing store (the
   * database) throws its own error: the operation it guards would fail as well.
   */
  async consume(
    name: RateLimitName,
    key: string,
    message: (retryAfterSeconds: number) => string,
    points = 1,
  ): Promise<void> {
    const limiter = this.limiters[name];
    if (!limiter) return;
    try {
      await limiter.consume(key, points);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const wait = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new TooManyRequestsError(message(wait), wait);
    }
  }

  /** Gives back `points` spent by `consume` (an attempt that turned out not to count). */
  async refund(name: RateLimitName, key: string, points = 1): Promise<void> {
    await this.limiters[name]?.reward(key, points);
  }
}

/**
 * The key of a client address: an IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4),
 * an IPv6 address by its /64 network, the block one subscriber line usually gets, so that walking
 * through the addresses of one's own /64 does not buy a fresh budget each time.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address.split('%')[0])) return address;
  const [head, tail = ''] = address.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Whose budget an operation spends: the client's address, and the limits to spend it from. */
export interface RateLimitedClient {
  clientAddress: string;
  limits: RateLimits;
}

/**
 * A honeypot field (`website` on the public forms): hidden from people, so only robots fill it.
 * Such a submission is answered as a success and nothing is stored.
 */
export function isHoneypotFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** The description of a honeypot field in GraphQL and docs/api.md. */
export const HONEYPOT_DESCRIPTION =
  'Leave empty. The form hides this field from people; a submission that fills it is answered as usual and not stored.';
