import type { EntityManager } from '@mikro-orm/postgresql';
import type { ForecastCell, PointForecast } from 'agronomy';
import type { Logger } from '../../logger.js';
import { CircuitBreaker } from './circuit-breaker.js';
import type { ForecastProvider } from './providers/provider.js';

/** How long a fetched forecast is served: the "up to one hour". */
export const FORECAST_TTL_MS = 3_600_000;
/** How often a request waiting on another instance's fetch looks at the row again. */
const POLL_MS = 100;

export interface ForecastCacheSettings {
  timeoutMs: number;
  waitMs: number;
  breakerFailures: number;
  breakerCooldownMs: number;
}

/** A forecast as the cache hands it out, or why there is none. */
export type CachedForecast =
  | { status: 'available'; forecast: PointForecast; fetchedAt: Date }
  | { status: 'unavailable'; reason: 'outage' | 'fetching' };

interface Row {
  forecast: PointForecast | null;
  fetched_at: Date | null;
  fresh: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Forecasts per cell in PostgreSQL, fetched by one instance at a time. A request reads the
 * cell's row; a fresh forecast (under an hour old) is answered at once. Otherwise the request
 * tries to claim the row (`insert … on conflict do update … where` the claim is free or lapsed,
 * decided inside PostgreSQL, so of N replicas exactly one wins) and, if it wins, fetches in the
 * background under SPRAY_FORECAST_TIMEOUT_MS. Winner and losers alike wait at most
 * SPRAY_FORECAST_WAIT_MS for the row to turn fresh, then answer "unavailable": the page never
 * waits long, and the fetch goes on for the next visitor.
 */
export class ForecastCache {
  private readonly breaker: CircuitBreaker;
  /** This instance's fetches in flight, by key: a second request here waits on the same one. */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    readonly provider: ForecastProvider,
    private readonly settings: ForecastCacheSettings,
    private readonly logger: Logger,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.breaker = new CircuitBreaker(settings.breakerFailures, settings.breakerCooldownMs, () =>
      clock().getTime(),
    );
  }

  /** The row's key: the provider and the cell (a change of provider never serves the other's). */
  keyOf(cell: ForecastCell): string {
    return `${this.provider.name}:${cell.key}`;
  }

  /** The cell's forecast, answered within SPRAY_FORECAST_WAIT_MS (plus one database round trip). */
  async get(em: EntityManager, cell: ForecastCell): Promise<CachedForecast> {
    const started = Date.now();
    const key = this.keyOf(cell);
    const connection = em.getConnection();
    const read = async (): Promise<Row | undefined> => {
      const [row] = await connection.execute<Row[]>(
        `select "forecast", "fetched_at", ("expires_at" > now()) as "fresh"
           from "forecast_cells" where "key" = ?`,
        [key],
      );
      return row;
    };
    const available = (row: Row | undefined): CachedForecast | undefined =>
      row?.fresh && row.forecast
        ? { status: 'available', forecast: row.forecast, fetchedAt: new Date(row.fetched_at!) }
        : undefined;

    const first = available(await read());
    if (first) return first;
    if (this.breaker.isOpen) return { status: 'unavailable', reason: 'outage' };

    let own = this.inFlight.get(key);
    if (!own && this.breaker.tryAcquire()) {
      if (await this.claim(em, cell, key)) {
        own = this.fetchInto(em, cell, key);
        this.inFlight.set(key, own);
        void own.finally(() => this.inFlight.delete(key));
      } else {
        // Another instance holds the claim: this one tried nothing, so the breaker learns nothing.
        this.breaker.release();
      }
    }

    const deadline = started + this.settings.waitMs;
    let fetchEnded = false;
    void own?.finally(() => (fetchEnded = true));
    while (Date.now() < deadline) {
      const left = deadline - Date.now();
      if (own && !fetchEnded) {
        await Promise.race([own, sleep(left)]);
      } else {
        await sleep(Math.min(POLL_MS, left));
      }
      const row = await read();
      const found = available(row);
      if (found) return found;
      if (own && fetchEnded) return { status: 'unavailable', reason: 'outage' };
    }
    return { status: 'unavailable', reason: own || !this.breaker.isOpen ? 'fetching' : 'outage' };
  }

  /** Takes the cell's fetch when nobody holds it (or a holder's claim has lapsed). */
  private async claim(em: EntityManager, cell: ForecastCell, key: string): Promise<boolean> {
    const claimMs = this.settings.timeoutMs + 5_000;
    const rows = await em.getConnection().execute<{ key: string }[]>(
      `insert into "forecast_cells" ("key", "provider", "latitude", "longitude", "claimed_until")
         values (?, ?, ?, ?, now() + ? * interval '1 millisecond')
       on conflict ("key") do update set "claimed_until" = excluded."claimed_until"
         where ("forecast_cells"."claimed_until" is null or "forecast_cells"."claimed_until" < now())
           and ("forecast_cells"."expires_at" is null or "forecast_cells"."expires_at" <= now())
       returning "key"`,
      [key, this.provider.name, cell.latitude, cell.longitude, claimMs],
    );
    return rows.length === 1;
  }

  /** Fetches the cell and stores it (or the failure), releasing the claim either way. */
  private async fetchInto(em: EntityManager, cell: ForecastCell, key: string): Promise<void> {
    const connection = em.getConnection();
    try {
      const forecast = await this.provider.fetch(
        cell,
        this.clock(),
        AbortSignal.timeout(this.settings.timeoutMs),
      );
      await connection.execute(
        `update "forecast_cells" set "forecast" = ?::jsonb, "fetched_at" = now(),
           "expires_at" = now() + ? * interval '1 millisecond', "claimed_until" = null,
           "last_error" = null
         where "key" = ?`,
        [JSON.stringify(forecast), FORECAST_TTL_MS, key],
      );
      this.breaker.succeeded();
    } catch (error) {
      this.breaker.failed();
      const message = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
      this.logger.warn(
        { provider: this.provider.name, cell: cell.key, error: message },
        'forecast fetch failed',
      );
      await connection
        .execute(
          `update "forecast_cells" set "claimed_until" = null, "last_error" = ? where "key" = ?`,
          [message.slice(0, 300), key],
        )
        .catch((failure: unknown) =>
          this.logger.warn({ err: failure }, 'could not release a forecast claim'),
        );
    }
  }
}
