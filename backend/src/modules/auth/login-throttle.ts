/**
 * Slows down password guessing: at most `maxFailures` failed sign-ins per client (IP address) in
 * a sliding window; further attempts are refused until the oldest failure leaves the window. A
 * successful sign-in clears the client's record. Kept in memory, so it is per process and resets on
 * restart: enough for one small server (behind a proxy, set Express `trust proxy` so the IP is real).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly maxFailures = 10,
    readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(client: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(client) ?? []).filter((t) => t > since);
    if (times.length) this.failures.set(client, times);
    else this.failures.delete(client);
    return times;
  }

  /** Seconds to wait before the next attempt, or 0 when the client may try now. */
  retryAfterSeconds(client: string): number {
    const times = this.recent(client);
    if (times.length < this.maxFailures) return 0;
    const oldest = times[times.length - this.maxFailures];
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  recordFailure(client: string): void {
    const times = this.recent(client);
    times.push(this.now());
    this.failures.set(client, times);
    // Bound memory under a flood of distinct addresses.
    if (this.failures.size > 10_000) {
      const first = this.failures.keys().next().value;
      if (first !== undefined) this.failures.delete(first);
    }
  }

  reset(client: string): void {
    this.failures.delete(client);
  }
}
