/**
 * A circuit breaker per instance: after `failures` failed fetches in a row it opens, and for
 * `cooldownMs` no fetch is tried, so an outage costs visitors no wait at all. After the cooldown
 * one fetch is let through (half open): success closes it, failure opens it again.
 */
export class CircuitBreaker {
  private failuresInARow = 0;
  private openUntil = 0;
  private trialRunning = false;

  constructor(
    private readonly failures: number,
    private readonly cooldownMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Whether a fetch may start now; in the half-open state only one may. */
  tryAcquire(): boolean {
    if (this.failuresInARow < this.failures) return true;
    if (this.clock() < this.openUntil || this.trialRunning) return false;
    this.trialRunning = true;
    return true;
  }

  /** Open: fetches are refused at once. */
  get isOpen(): boolean {
    return this.failuresInARow >= this.failures && this.clock() < this.openUntil;
  }

  /** A fetch let through did not happen after all (another instance held the cell). */
  release(): void {
    this.trialRunning = false;
  }

  succeeded(): void {
    this.failuresInARow = 0;
    this.trialRunning = false;
  }

  failed(): void {
    this.failuresInARow += 1;
    this.trialRunning = false;
    if (this.failuresInARow >= this.failures) this.openUntil = this.clock() + this.cooldownMs;
  }
}
