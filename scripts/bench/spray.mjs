// @ts-check
// The Spray Condition App's figures (issue 39): a place's forecast page served from the cache,
// under load, and the rating arithmetic alone; the page of a place whose provider does not answer;
// and the provider fetches of two replicas asked for one cell at once. The cached page is measured
// with a forecast already in the cell's row (written here, as a fetch would leave it), the others
// with the fixture provider on 127.0.0.1 (forecast-fixture.mjs): the bench never reaches the
// network.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { primeForecast } from './forecast-fixture.mjs';
import { getOk, median, PAGE_HEADERS, send } from './http-client.mjs';
import { runLoad } from './load.mjs';
import { adminQuery, startTarget } from './target.mjs';

const root = join(import.meta.dirname, '..', '..');
const HOUR_MS = 3_600_000;

export const SPRAY = {
  /** Saskatoon, of agronomy's places.json. */
  placeId: 6141256,
  pageP95Ms: 20,
  ratingsPerSecond: 5_000,
  /** Issue 39: with the provider unreachable, the page answers within this. */
  unreachablePageMs: 2_000,
  /** Issue 39: replicas asked for one cell within a minute fetch it from the provider this often. */
  replicaFetches: 1,
};

/** Places whose page is asked for once each with the provider not answering. */
export const SPRAY_UNREACHABLE_PLACES = 5;

/** The Spray Condition App's page for a place. @param {number} placeId */
const pagePath = (placeId) => `/apps/spray-conditions?place=${placeId}`;

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

/**
 * Communities of agronomy's list, each in a forecast cell of its own and none in Saskatoon's (whose
 * forecast the other figures read), in the list's order: cells this run has not fetched.
 * @param {number} count
 * @returns {Promise<{ geonameId: number, name: string }[]>}
 */
async function placesInNewCells(count) {
  const { forecastCell, PLACES } = await agronomy();
  /** @param {{ latitude: number, longitude: number }} p */
  const cellOf = (p) => forecastCell(p.latitude, p.longitude).key;
  const taken = new Set(
    PLACES.filter((/** @type {{ geonameId: number }} */ p) => p.geonameId === SPRAY.placeId).map(
      cellOf,
    ),
  );
  /** @type {{ geonameId: number, name: string }[]} */
  const chosen = [];
  for (const place of PLACES) {
    if (chosen.length === count) break;
    const cell = cellOf(place);
    if (taken.has(cell)) continue;
    taken.add(cell);
    chosen.push(place);
  }
  return chosen;
}

/**
 * What the page shows about the forecast: the forecast ("Right now"), or its unavailable state.
 * @param {Buffer} body
 */
function forecastState(body) {
  const html = body.toString('utf8');
  if (html.includes('Right now')) return 'forecast';
  if (html.includes('Forecast unavailable')) return 'unavailable';
  return 'neither';
}

/**
 * The page of SPRAY_UNREACHABLE_PLACES places, each in a cell never fetched, one request at a
 * time, with the fixture provider taking requests and never answering (its `hang` mode), as a
 * provider behind a dead network does; the server runs its default SPRAY_FORECAST_* settings.
 * Every page must show "Forecast unavailable" and manual mode's form. Last of the spray figures:
 * the fetches it leaves hanging hold their cells' claims until the provider timeout.
 * @param {import('./target.mjs').Target} target
 * @param {import('./forecast-fixture.mjs').ForecastFixture} fixture
 */
export async function measureUnreachableProvider(target, fixture) {
  const places = await placesInNewCells(1 + SPRAY_UNREACHABLE_PLACES);
  const asked = fixture.counts.capabilities;
  fixture.mode = 'hang';
  try {
    /** @type {number[]} */
    const times = [];
    // The first of the places is the replicas figure's; these follow it.
    for (const place of places.slice(1)) {
      const url = `${target.baseUrl}${pagePath(place.geonameId)}`;
      const reply = await send(url, { headers: PAGE_HEADERS });
      const html = reply.body.toString('utf8');
      if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
      if (forecastState(reply.body) !== 'unavailable' || !html.includes('Rate this reading')) {
        throw new Error(`${url} shows no "Forecast unavailable" with manual mode`);
      }
      times.push(reply.ms);
    }
    const requests = fixture.counts.capabilities - asked;
    if (requests !== times.length) {
      throw new Error(`the provider was asked ${requests} times for ${times.length} new cells`);
    }
    return { times, median: median(times), max: Math.max(...times) };
  } finally {
    fixture.mode = 'ok';
  }
}

/**
 * A second production server on the bench server's database (as the edit-visibility figure starts
 * one), both pointed at the fixture provider; both are asked for the page of one place in a cell
 * never fetched at the same moment, then each asks again (`sprayForecast` over GraphQL, as the
 * bench's priming does) until both have the forecast. The figure is how many times the provider
 * was asked for the cell's forecast meanwhile: its GetCapabilities requests, one per fetch.
 * @param {import('./target.mjs').Target} target
 * @param {import('./forecast-fixture.mjs').ForecastFixture} fixture
 * @param {(stop: () => Promise<void>) => void} register
 */
export async function measureReplicaFetches(target, fixture, register) {
  const databaseUrl = await target.databaseUrl();
  if (!databaseUrl) throw new Error('needs the server’s database: set BENCH_DATABASE_URL');
  const [place] = await placesInNewCells(1);
  const second = await startTarget(register, fixture.env(), { sharedDatabaseUrl: databaseUrl });
  try {
    const replicas = [target, second];
    for (const replica of replicas) await replica.waitUntilIdle();
    const before = { ...fixture.counts };
    const started = performance.now();
    const pages = await Promise.all(
      replicas.map((replica) =>
        send(`${replica.baseUrl}${pagePath(place.geonameId)}`, { headers: PAGE_HEADERS }),
      ),
    );
    await Promise.all(replicas.map((replica) => primeForecast(replica.baseUrl, place.geonameId)));
    const seconds = (performance.now() - started) / 1000;
    return {
      place: place.name,
      replicas: replicas.length,
      fetches: fixture.counts.capabilities - before.capabilities,
      featureInfo: fixture.counts.featureInfo - before.featureInfo,
      firstPages: pages.map((page) => `${page.status} ${forecastState(page.body)}`),
      seconds,
    };
  } finally {
    await second.stop();
  }
}
