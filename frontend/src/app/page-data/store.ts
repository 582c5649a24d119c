import type { ErrorLike } from '@apollo/client';

/** One query's answer in the page's data: while it loads, then its data or its error. */
export type PageDataEntry =
  { loading: true } | { loading: false; data?: unknown; error?: ErrorLike };

/**
 * What a server render hands to the browser: each query's data by its key (pageDataKey), as the
 * page's components rendered it.
 */
export type PageDataSnapshot = Record<string, unknown>;

/**
 * The public pages' query results in the browser, by query key (operation name and variables).
 * It starts with the server render's snapshot, so the page hydrates with exactly the data it was
 * rendered with and asks the API for nothing; a query it lacks (a page opened by a link in the
 * app, a part below the first screens) is asked once and kept while the page is open (spec
 * section 7: loaded data is not refetched, nor polled). Only the visitor asks for an answer again
 * (a "Check again" button, usePageRefetch), and the newer answer replaces the one kept.
 */
export class PageDataStore {
  private readonly entries = new Map<string, PageDataEntry>();
  private readonly listeners = new Set<() => void>();

  constructor(snapshot: PageDataSnapshot = {}) {
    for (const [key, data] of Object.entries(snapshot)) {
      this.entries.set(key, { loading: false, data });
    }
  }

  get(key: string): PageDataEntry | undefined {
    return this.entries.get(key);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Runs `fetch` for `key` unless the key is answered or being asked already; the answer (or the
   * failure, as the error) replaces the loading entry.
   */
  load(key: string, fetch: () => Promise<{ data?: unknown; error?: ErrorLike }>): void {
    if (this.entries.has(key)) return;
    this.set(key, { loading: true });
    fetch().then(
      ({ data, error }) => this.set(key, { loading: false, data, error }),
      (error: ErrorLike) => this.set(key, { loading: false, error }),
    );
  }

  /**
   * Forgets every answer: the admin area changes what public pages show, so after it they ask
   * again. Failed answers are forgotten too, so that a page opened again retries.
   */
  clear(): void {
    this.entries.clear();
    this.notify();
  }

  /** Puts a newer answer to a query in place of the one kept (usePageRefetch). */
  replace(key: string, data: unknown): void {
    this.set(key, { loading: false, data });
  }

  /** Forgets one failed answer, so that the next render of its query asks again. */
  forgetFailure(key: string): void {
    const entry = this.entries.get(key);
    if (entry && !entry.loading && entry.error) {
      this.entries.delete(key);
      this.notify();
    }
  }

  private set(key: string, entry: PageDataEntry): void {
    this.entries.set(key, entry);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
