import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '../../common/errors.js';
import { addressKey, type RateLimits } from '../../common/rate-limits.js';

export const LOGIN_THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Please try again later.';

/**
 * Slows down password guessing with two budgets (common/rate-limits.ts, shared by every instance
 * on the database): sign-in attempts per username, whatever the address (LOGIN_USERNAME_LIMIT),
 * and per client address, whatever the username (LOGIN_ADDRESS_LIMIT).
 *
 * An attempt is paid for before its password is checked, in one atomic step of the store, so 40
 * attempts sent side by side cannot all pass a "fewer than 5 failures?" check before any failure
 * is written: only the first five reach the password check. A success gives back only its own
 * point: the failures made beside it (perhaps by someone guessing in parallel) stay counted, so a
 * success never reopens the budget. A real user who mistyped a few times therefore keeps those
 * failures until the window ends.
 */
export class LoginThrottle {
  constructor(private readonly limits: RateLimits) {}

  /**
   * The username's key: hashed, so the table never holds what people typed as a username (a
   * password typed in the wrong box), and any length fits the key column. Letter case and outer
   * white space are ignored, so "Admin " spends admin's budget.
   */
  private static usernameKey(username: string): string {
    return createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');
  }

  /** Counts an attempt; throws TooManyRequestsError when the username or the address is spent. */
  async attempt(
    username: string,
    client: string,
    { addressToo = true }: { addressToo?: boolean } = {},
  ): Promise<void> {
    const message = () => LOGIN_THROTTLED_MESSAGE;
    // Both budgets pay, even when one refuses: spreading guesses over usernames or addresses
    // saves nothing. (`addressToo: false`: the address paid already for this attempt.)
    const results = await Promise.allSettled([
      this.limits.consume('loginUsername', LoginThrottle.usernameKey(username), message),
      ...(addressToo ? [this.limits.consume('loginAddress', addressKey(client), message)] : []),
    ]);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    const fault = failures.find((e) => !(e instanceof TooManyRequestsError));
    if (fault) throw fault;
    const refusals = failures as TooManyRequestsError[];
    // Refused by both: the longer wait is the one that helps.
    if (refusals.length > 0) {
      throw refusals.sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0];
    }
  }

  /** A correct password: gives back this attempt's own point, nothing else. */
  async succeeded(
    username: string,
    client: string,
    { addressToo = true }: { addressToo?: boolean } = {},
  ): Promise<void> {
    await Promise.all([
      this.limits.refund('loginUsername', LoginThrottle.usernameKey(username)),
      ...(addressToo ? [this.limits.refund('loginAddress', addressKey(client))] : []),
    ]);
  }

  /**
   * Counts an attempt that names no account yet (an e-mailed link's token) against the client
   * address's budget only.
   */
  async attemptFrom(client: string): Promise<void> {
    await this.limits.consume('loginAddress', addressKey(client), () => LOGIN_THROTTLED_MESSAGE);
  }

  /** attemptFrom's attempt succeeded: gives back its own point. */
  async succeededFrom(client: string): Promise<void> {
    await this.limits.refund('loginAddress', addressKey(client));
  }
}
