import { MikroORM } from '@mikro-orm/postgresql';
import { forecastCell } from 'agronomy';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ormConfig } from '../../db/orm.config.js';
import { createLogger } from '../../logger.js';
import { ENTITIES } from '../index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  startForecastFixtureServer,
  type ForecastFixtureServer,
} from '../../test/forecast-fixture-server.js';
import { ForecastCache, type ForecastCacheSettings } from './forecast-cache.js';
import { GeoMetProvider } from './providers/geomet.provider.js';
import { OpenMeteoProvider } from './providers/open-meteo.provider.js';

/*
 * The cache across replicas and through outages: two instances (an ORM and a cache each, as two
 * servers on one database have) asking for the same cell at the same moment cause one fetch; a
 * failing or silent provider answers "unavailable" within the wait, and the breaker stops asking.
 */

const SETTINGS: ForecastCacheSettings = {
  timeoutMs: 10_000,
  waitMs: 8_000,
  breakerFailures: 2,
  breakerCooldownMs: 60_000,
};
const logger = createLogger('silent');

let db: TestDatabase;
let second: MikroORM;
let fixture: ForecastFixtureServer;

beforeAll(async () => {
  fixture = await startForecastFixtureServer();
  db = await createTestDatabase({ seed: 'none' });
  second = await MikroORM.init(
    ormConfig({ clientUrl: db.url, entities: [...ENTITIES], allowGlobalContext: true }),
  );
});
afterAll(async () => {
  await second?.close(true);
  await db?.drop();
  await fixture?.close();
});
beforeEach(() => {
  fixture.mode = 'ok';
  fixture.delayMs = 0;
  fixture.counts.capabilities = 0;
  fixture.counts.featureInfo = 0;
  fixture.counts.openMeteo = 0;
});

/** The cell's claim and last failure, as the row keeps them. */
async function claimOf(key: string) {
  const [row] = await db.orm.em
    .fork()
    .getConnection()
    .execute<{ claimed_until: Date | null; last_error: string }[]>(
      `select claimed_until, last_error from forecast_cells where key = ?`,
      [key],
    );
  return row;
}

const geomet = (settings: Partial<ForecastCacheSettings> = {}) =>
  new ForecastCache(
    new GeoMetProvider(`${fixture.origin}/geomet`),
    { ...SETTINGS, ...settings },
    logger,
  );

describe('two replicas asking for one cell', () => {
  it('cause one provider fetch, and both get the forecast', async () => {
    const cell = forecastCell(53.54, -113.49);
    const [a, b] = await Promise.all([
      geomet().get(db.orm.em.fork(), cell),
      geomet().get(second.em.fork(), cell),
    ]);
    expect(a.status).toBe('available');
    expect(b.status).toBe('available');
    // One GetCapabilities, and one GetFeatureInfo per layer and hour, not twice that. The rain
    // and its chance are asked at each hour's end (and the rain at the first hour's start too,
    // unless that is the run's start); the run's last hour has no end to ask for.
    expect(fixture.counts.capabilities).toBe(1);
    const hours = a.status === 'available' ? a.forecast.hours.length : 0;
    expect(fixture.counts.featureInfo).toBeGreaterThanOrEqual(7 * hours - 1);
    expect(fixture.counts.featureInfo).toBeLessThanOrEqual(7 * hours);
    expect(b.status === 'available' && b.forecast).toEqual(a.status === 'available' && a.forecast);
  });

  it('leave a cell a replica is fetching to it: the other waits, then reads the row', async () => {
    fixture.delayMs = 20;
    const cell = forecastCell(50.04, -110.68);
    const first = geomet().get(db.orm.em.fork(), cell);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const late = await geomet().get(second.em.fork(), cell);
    expect((await first).status).toBe('available');
    expect(late.status).toBe('available');
    expect(fixture.counts.capabilities).toBe(1);
  });
});

describe('an outage', () => {
  it('answers "unavailable" at once when the provider fails, and the breaker stops asking', async () => {
    fixture.mode = 'fail';
    const cache = geomet();
    const cell = forecastCell(49.69, -112.84);
    for (let i = 0; i < SETTINGS.breakerFailures; i += 1) {
      const started = Date.now();
      expect(await cache.get(db.orm.em.fork(), cell)).toEqual({
        status: 'unavailable',
        reason: 'outage',
      });
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    const asked = fixture.counts.capabilities;
    expect(asked).toBe(SETTINGS.breakerFailures);
    // Open: no request at all, and the provider's recovery is not noticed until the cooldown.
    fixture.mode = 'ok';
    expect(await cache.get(db.orm.em.fork(), cell)).toEqual({
      status: 'unavailable',
      reason: 'outage',
    });
    expect(fixture.counts.capabilities).toBe(asked);
    const row = await claimOf(cache.keyOf(cell));
    expect(row.claimed_until).toBeNull();
    expect(row.last_error).toBe('ProviderError: GeoMet capabilities: HTTP 500');
  });

  it('answers within the wait when the provider does not answer, and the fetch times out later', async () => {
    fixture.mode = 'hang';
    const cache = geomet({ waitMs: 300, timeoutMs: 1_000 });
    const cell = forecastCell(52.27, -113.81);
    const started = Date.now();
    expect(await cache.get(db.orm.em.fork(), cell)).toEqual({
      status: 'unavailable',
      reason: 'fetching',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    // Another replica does not start a second fetch of the claimed cell.
    expect(await geomet({ waitMs: 200 }).get(second.em.fork(), cell)).toEqual({
      status: 'unavailable',
      reason: 'fetching',
    });
    expect(fixture.counts.capabilities).toBe(1);
    // After the timeout the claim is released and the failure recorded.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const row = await claimOf(cache.keyOf(cell));
    expect(row.claimed_until).toBeNull();
    expect(row.last_error).toMatch(/TimeoutError|AbortError/);
  });
});

describe('the Open-Meteo provider', () => {
  it('reads the customer API’s hourly arrays, with the key, in one request', async () => {
    const cache = new ForecastCache(
      new OpenMeteoProvider(`${fixture.origin}/v1/forecast`, 'test-key-0123456789'),
      SETTINGS,
      logger,
    );
    const result = await cache.get(db.orm.em.fork(), forecastCell(52.13, -106.67));
    expect(result.status).toBe('available');
    if (result.status !== 'available') return;
    expect(fixture.counts.openMeteo).toBe(1);
    expect(result.forecast.provider).toBe('open-meteo');
    expect(result.forecast.attribution.text).toBe('Weather data by Open-Meteo.com (CC BY 4.0)');
    expect(result.forecast.hours.length).toBe(48);
  });
});
