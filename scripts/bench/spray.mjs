// @ts-check
// The Spray Condition App's figures (issue 39): a place's forecast page served from the cache,
// under load, and the rating arithmetic alone. The page is measured with a forecast already in
// the cell's row (written here, as a fetch would leave it), so no provider is asked: the bench
// never reaches the network.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getOk, PAGE_HEADERS } from './http-client.mjs';
import { runLoad } from './load.mjs';
import { adminQuery } from './target.mjs';

const root = join(import.meta.dirname, '..', '..');
const HOUR_MS = 3_600_000;

export const SPRAY = {
  /** Saskatoon, of agronomy's places.json. */
  placeId: 6141256,
  pageP95Ms: 20,
  ratingsPerSecond: 5_000,
};

/** How long the rating computations run, one after another. */
export const SPRAY_RATING_SECONDS = 2;

/** The place's page, as Lighthouse audits it (with the fixture provider's forecast). */
export const SPRAY_PAGE_PATH = `/apps/spray-conditions?place=${SPRAY.placeId}`;

/** The built agronomy package, which the built backend loads too. */
const agronomy = () => import(pathToFileURL(join(root, 'agronomy/dist/index.js')).href);

/**
 * 48 invented hours from the current one: a day's cycle of temperature, humidity and wind.
 * @param {number} now
 */
function syntheticHours(now) {
  const first = Math.floor(now / HOUR_MS) * HOUR_MS;
  return Array.from({ length: 48 }, (_, i) => {
    const phase = Math.cos((((i % 24) - 16) / 24) * 2 * Math.PI);
    return {
      startsAt: new Date(first + i * HOUR_MS).toISOString().replace('.000Z', 'Z'),
      temperatureCelsius: 18 + 8 * phase,
      relativeHumidityPercent: 65 - 25 * phase,
      windSpeedKmh: 4 + (i % 24) * 0.8,
      windGustKmh: 10 + (i % 24),
      precipitationMm: i % 17 === 0 ? 0.6 : 0,
      precipitationProbabilityPercent: i % 17 === 0 ? 70 : 10,
      cloudCoverPercent: 40,
      isDay: i % 24 >= 4 && i % 24 < 20,
    };
  });
}

/**
 * Rating computations per second, one after another on this thread: a 48-hour forecast rated
 * hour by hour (ΔT, wind, gusts, inversion, rain within the rainfast time, temperature), as the
 * server rates a place's forecast for each request that its page cache does not answer. Also per
 * second of CPU this process used meanwhile: on a shared machine the thread is not always on a
 * core, and the wall-clock rate shows the machine's load as much as the arithmetic.
 * @param {number} seconds
 */
export async function measureRatings(seconds = SPRAY_RATING_SECONDS) {
  const { rateForecast } = await agronomy();
  const hours = syntheticHours(Date.now());
  let count = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    rateForecast(hours, { rainfastHours: 1 });
    count += 1;
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { perSecond: count / wallSeconds, perCpuSecond: count / cpuSeconds, count, cpuSeconds };
}

/**
 * Writes a fresh forecast into Saskatoon's cell, then loads its page (which the server renders
 * once and keeps in its page cache).
 * @param {import('./target.mjs').Target} target
 * @param {{ connections: number, warmUpSeconds: number, durationSeconds: number }} load
 */
export async function measureCachedForecastPage(target, load) {
  const { forecastCell, PLACES, ECCC_ATTRIBUTION } = await agronomy();
  const place = PLACES.find(
    (/** @type {{ geonameId: number }} */ p) => p.geonameId === SPRAY.placeId,
  );
  const cell = forecastCell(place.latitude, place.longitude);
  const databaseUrl = await target.databaseUrl();
  if (!databaseUrl) throw new Error('needs the server’s database: set BENCH_DATABASE_URL');
  const forecast = {
    provider: 'eccc-geomet',
    latitude: cell.latitude,
    longitude: cell.longitude,
    issuedAt: null,
    hours: syntheticHours(Date.now()),
    attribution: ECCC_ATTRIBUTION,
  };
  await adminQuery(
    databaseUrl,
    `insert into forecast_cells (key, provider, latitude, longitude, forecast, fetched_at, expires_at)
       values ($1, 'eccc-geomet', $2, $3, $4::jsonb, now(), now() + interval '1 hour')
     on conflict (key) do update set forecast = excluded.forecast, fetched_at = now(),
       expires_at = excluded.expires_at, claimed_until = null`,
    [`eccc-geomet:${cell.key}`, cell.latitude, cell.longitude, JSON.stringify(forecast)],
  );
  const url = `${target.baseUrl}${SPRAY_PAGE_PATH}`;
  // The page holds the forecast before and after the run, and every answer between is the same
  // size: the same cached bytes (checking the text of each 90 KB answer would load autocannon,
  // not the server; see autocannon.child.mjs).
  await pageWithForecast(url);
  const result = await runLoad({ url, headers: PAGE_HEADERS, sameSize: true, ...load });
  await pageWithForecast(url);
  return result;
}

/**
 * Fails unless the page at `url` shows the forecast's "Right now" card.
 * @param {string} url
 */
async function pageWithForecast(url) {
  const { body } = await getOk(url, PAGE_HEADERS);
  if (!body.toString('utf8').includes('Right now')) throw new Error(`${url} shows no forecast`);
}
