import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/*
 * The forecast providers, played back on 127.0.0.1 from the fixture of
 * agronomy/src/spray/fixtures/geomet/hrdps-72h.handmade.json, in the formats their documentation
 * gives (agronomy PROVIDERS.md): MSC GeoMet's layer GetCapabilities (XML) and GetFeatureInfo
 * (GeoJSON), and Open-Meteo's hourly JSON. The model run and the hours are moved to today, so a
 * test always sees a forecast ahead of it. Node built-ins only: the end-to-end suite uses it too.
 */

const HOUR_MS = 3_600_000;
const SIX_HOURS_MS = 6 * HOUR_MS;

interface Fixture {
  layers: Record<string, string>;
  series: Record<string, number[]>;
}

export const FORECAST_FIXTURE: Fixture = JSON.parse(
  readFileSync(
    join(
      import.meta.dirname,
      '../../../agronomy/src/spray/fixtures/geomet/hrdps-72h.handmade.json',
    ),
    'utf8',
  ),
) as Fixture;

export type FixtureMode = 'ok' | 'fail' | 'hang';

export interface ForecastFixtureServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** SPRAY_GEOMET_URL and SPRAY_OPEN_METEO_URL pointing here. */
  env(): Record<string, string>;
  /** Requests answered (or refused) so far, by kind. */
  counts: { capabilities: number; featureInfo: number; openMeteo: number };
  /** `fail`: every request answers 500; `hang`: no answer until the client gives up. */
  mode: FixtureMode;
  /** Milliseconds each answer is held back (a slow provider). */
  delayMs: number;
  close(): Promise<void>;
}

const iso = (t: number) => new Date(t).toISOString().replace('.000Z', 'Z');

/** The run the fixture plays: the latest 00/06/12/18 UTC start before now. */
export function fixtureRun(now = Date.now()): number {
  return Math.floor(now / SIX_HOURS_MS) * SIX_HOURS_MS;
}

/** The fixture's value of `variable` at time `t` (its series start at 00:00 UTC of the run's day). */
function valueAt(variable: string, t: number, run: number): number {
  const dayStart = Math.floor(run / (24 * HOUR_MS)) * 24 * HOUR_MS;
  const index = Math.round((t - dayStart) / HOUR_MS);
  if (variable === 'precipitationAccumulated') {
    const runIndex = Math.round((run - dayStart) / HOUR_MS);
    let sum = 0;
    for (let i = runIndex + 1; i <= index; i += 1)
      sum += FORECAST_FIXTURE.series.precipitationHourly[i];
    return Math.round(sum * 100) / 100;
  }
  const value = FORECAST_FIXTURE.series[variable]?.[index];
  if (value === undefined) throw new Error(`no fixture ${variable} at ${iso(t)}`);
  return value;
}

function capabilities(layer: string, run: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<WMS_Capabilities version="1.3.0" xmlns="http://www.opengis.net/wms">
  <Capability><Layer><Layer queryable="1">
    <Name>${layer}</Name>
    <Dimension name="time" units="ISO8601" default="${iso(run + HOUR_MS)}" nearestValue="0">${iso(run)}/${iso(run + 48 * HOUR_MS)}/PT1H</Dimension>
    <Dimension name="reference_time" units="ISO8601" default="${iso(run)}" multipleValues="1" nearestValue="0">${iso(run - 18 * HOUR_MS)}/${iso(run)}/PT6H</Dimension>
  </Layer></Layer></Capability>
</WMS_Capabilities>`;
}

function featureInfo(layer: string, time: string, latitude: number, longitude: number): unknown {
  const variable = FORECAST_FIXTURE.layers[layer];
  if (!variable) throw new Error(`unknown layer ${layer}`);
  const run = fixtureRun();
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [longitude, latitude] },
        properties: { value: String(valueAt(variable, Date.parse(time), run)) },
      },
    ],
  };
}

function openMeteo(latitude: number, longitude: number): unknown {
  const run = fixtureRun();
  const dayStart = Math.floor(run / (24 * HOUR_MS)) * 24 * HOUR_MS;
  const times = Array.from({ length: 72 }, (_, i) => dayStart + i * HOUR_MS);
  const s = FORECAST_FIXTURE.series;
  const kmh = (ms: number) => Math.round(ms * 3.6 * 10) / 10;
  return {
    latitude,
    longitude,
    utc_offset_seconds: 0,
    timezone: 'GMT',
    hourly_units: { time: 'iso8601', temperature_2m: '°C', wind_speed_10m: 'km/h' },
    hourly: {
      time: times.map((t) => iso(t).slice(0, 16)),
      temperature_2m: s.temperature,
      relative_humidity_2m: s.relativeHumidity,
      wind_speed_10m: s.windSpeed.map(kmh),
      wind_gusts_10m: s.windGust.map(kmh),
      precipitation: s.precipitationHourly,
      precipitation_probability: s.precipitationProbability,
      cloud_cover: s.cloudCover,
      // Saskatoon keeps UTC−6; the fixture's June day runs from 05:00 to 21:00 there.
      is_day: times.map((t) => {
        const local = (new Date(t).getUTCHours() + 18) % 24;
        return local >= 5 && local < 21 ? 1 : 0;
      }),
    },
  };
}

export async function startForecastFixtureServer(): Promise<ForecastFixtureServer> {
  const state: ForecastFixtureServer = {
    origin: '',
    counts: { capabilities: 0, featureInfo: 0, openMeteo: 0 },
    mode: 'ok',
    delayMs: 0,
    env: () => ({
      SPRAY_GEOMET_URL: `${state.origin}/geomet`,
      SPRAY_OPEN_METEO_URL: `${state.origin}/v1/forecast`,
    }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture.invalid');
    const q = url.searchParams;
    const answer = (status: number, type: string, body: string) => {
      if (state.mode === 'hang') return;
      const send = () => {
        res.writeHead(state.mode === 'fail' ? 500 : status, { 'Content-Type': type });
        res.end(state.mode === 'fail' ? 'Internal Server Error' : body);
      };
      if (state.delayMs > 0) setTimeout(send, state.delayMs);
      else send();
    };
    try {
      if (url.pathname === '/geomet' && q.get('REQUEST') === 'GetCapabilities') {
        state.counts.capabilities += 1;
        answer(200, 'text/xml', capabilities(q.get('LAYER') ?? '', fixtureRun()));
      } else if (url.pathname === '/geomet' && q.get('REQUEST') === 'GetFeatureInfo') {
        state.counts.featureInfo += 1;
        const [minLat, minLon, maxLat, maxLon] = (q.get('BBOX') ?? '').split(',').map(Number);
        const body = featureInfo(
          q.get('QUERY_LAYERS') ?? '',
          q.get('TIME') ?? '',
          (minLat + maxLat) / 2,
          (minLon + maxLon) / 2,
        );
        answer(200, 'application/json', JSON.stringify(body));
      } else if (url.pathname === '/v1/forecast') {
        state.counts.openMeteo += 1;
        if (!q.get('apikey')) return answer(400, 'application/json', '{"error":true}');
        const body = openMeteo(Number(q.get('latitude')), Number(q.get('longitude')));
        answer(200, 'application/json', JSON.stringify(body));
      } else {
        answer(404, 'text/plain', 'Not found');
      }
    } catch (error) {
      answer(400, 'text/plain', (error as Error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
