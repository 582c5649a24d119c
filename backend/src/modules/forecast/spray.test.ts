import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  startForecastFixtureServer,
  type ForecastFixtureServer,
} from '../../test/forecast-fixture-server.js';
import { makeFoliarProduct } from '../../test/factories.js';
import { gql } from '../../test/graphql.js';
import { FoliarProductKind } from '../foliar-products/index.js';
import {
  isTransientForecast,
  SprayConditionsService,
  UNAVAILABLE_MESSAGES,
} from './spray.service.js';

/*
 * Issue 39's API: a place's rated hours from the GeoMet provider played back on 127.0.0.1 from the
 * checked-in fixture, the cache, the products' rainfast times, and manual mode.
 */

const SASKATOON = 6141256;

const FORECAST = `query Spray($placeId: Int, $latitude: Float, $longitude: Float, $productId: ID, $rainfastHours: Float) {
  sprayForecast(placeId: $placeId, latitude: $latitude, longitude: $longitude, productId: $productId, rainfastHours: $rainfastHours) {
    status unavailableMessage unavailableReason provider rainfastHours windHeightMetres
    location { placeId name province latitude longitude timeZone distanceKm }
    attribution { text licenceUrl }
    product { name rainfastMinutes }
    hours { startsAt label rating reasons { code severity message } temperatureCelsius relativeHumidityPercent
      wetBulbCelsius deltaTCelsius windSpeedKmh windGustKmh precipitationMm isDay inInversionPeriod }
    windows { startsAt endsAt hours label }
  }
}`;

const MANUAL = `query Manual($t: Float!, $rh: Float!, $wind: Float!) {
  manualSprayRating(temperatureCelsius: $t, relativeHumidityPercent: $rh, windSpeedKmh: $wind) {
    rating wetBulbCelsius deltaTCelsius reasons { code severity message } unknowns
  }
}`;

const PRODUCTS = `{ foliarProducts { id name kind rainfastMinutes labelNotes } }`;

interface Hour {
  startsAt: string;
  rating: string;
  reasons: { code: string; severity: string; message: string }[];
  precipitationMm: number | null;
}

let fixture: ForecastFixtureServer;
let t: TestApp;

beforeAll(async () => {
  fixture = await startForecastFixtureServer();
  t = await createTestApp(
    { ...fixture.env(), SPRAY_FORECAST_WAIT_MS: '5000' },
    { seed: 'settings' },
  );
});
afterAll(async () => {
  await t?.close();
  await fixture?.close();
});
beforeEach(() => {
  fixture.mode = 'ok';
});

describe('sprayForecast from the GeoMet fixture', () => {
  it('rates every hour ahead, names each reason, groups Good hours into windows and credits ECCC', async () => {
    const body = await gql(t.app, FORECAST, { placeId: SASKATOON });
    expect(body.errors).toBeUndefined();
    const forecast = body.data!.sprayForecast;
    expect(forecast.status).toBe('AVAILABLE');
    expect(forecast.unavailableReason).toBeNull();
    expect(forecast.provider).toBe('eccc-geomet');
    expect(forecast.windHeightMetres).toBe(10);
    expect(forecast.rainfastHours).toBe(4);
    expect(forecast.location).toMatchObject({
      placeId: String(SASKATOON),
      name: 'Saskatoon',
      province: 'SK',
      timeZone: 'America/Regina',
      distanceKm: null,
    });
    expect(forecast.attribution).toEqual({
      text: 'Data Source: Environment and Climate Change Canada',
      licenceUrl: 'https://eccc-msc.github.io/open-data/licence/readme_en/',
    });
    const hours = forecast.hours as Hour[];
    // The run started at most 6 h ago and runs 48 h: 42 to 48 hours lie ahead.
    expect(hours.length).toBeGreaterThanOrEqual(42);
    expect(hours.length).toBeLessThanOrEqual(48);
    expect(Date.parse(hours[0].startsAt)).toBeLessThanOrEqual(Date.now());
    for (const hour of hours) {
      expect(hour.rating === 'GOOD').toBe(hour.reasons.length === 0);
    }
    const codes = new Set(hours.flatMap((hour) => hour.reasons.map((reason) => reason.code)));
    // The fixture has calm clear nights, a windy afternoon, showers and a hot day.
    expect(codes).toContain('INVERSION_RISK');
    expect(codes).toContain('RAIN_WITHIN_RAINFAST_TIME');
    expect(codes).toContain('WIND_TOO_CALM');
    expect(forecast.windows.length).toBeGreaterThan(0);
    for (const window of forecast.windows) {
      expect(window.label).toMatch(/^[A-Z][a-z]{2} \d\d:00–(?:[A-Z][a-z]{2} )?\d\d:00$/);
      const inside = hours.filter(
        (hour) =>
          Date.parse(hour.startsAt) >= Date.parse(window.startsAt) &&
          Date.parse(hour.startsAt) < Date.parse(window.endsAt),
      );
      expect(inside).toHaveLength(window.hours);
      expect(inside.every((hour) => hour.rating === 'GOOD')).toBe(true);
    }
  });

  it('asks the provider once per cell and serves the next visitors from PostgreSQL', async () => {
    await gql(t.app, FORECAST, { placeId: SASKATOON });
    const before = { ...fixture.counts };
    const again = await gql(t.app, FORECAST, { placeId: SASKATOON, rainfastHours: 1 });
    expect(again.data!.sprayForecast.status).toBe('AVAILABLE');
    expect(fixture.counts).toEqual(before);
    const [row] = await t.db.orm.em
      .fork()
      .getConnection()
      .execute<{ latitude: number; longitude: number; ttl: number }[]>(
        `select latitude, longitude, extract(epoch from expires_at - fetched_at) as ttl
           from forecast_cells where key like 'eccc-geomet:%'`,
      );
    expect(Number(row.ttl)).toBe(3600);
    // Only the cell is stored: Saskatoon's point is rounded to the cell's centre.
    expect(row.latitude).not.toBe(52.11679);
  });

  it('keeps the chosen product’s rainfast time clear of rain', async () => {
    const fourHours = await makeFoliarProduct(t.db, {
      name: 'Test Broadleaf 4 h',
      kind: FoliarProductKind.HERBICIDE,
      rainfastMinutes: 240,
    });
    const quarter = await makeFoliarProduct(t.db, {
      name: 'Test Fungicide 15 min',
      kind: FoliarProductKind.FUNGICIDE,
      rainfastMinutes: 15,
    });
    const products = await gql(t.app, PRODUCTS);
    const list = products.data!.foliarProducts as { id: string; name: string }[];
    expect(list.map((p) => p.name)).toEqual(['Test Broadleaf 4 h', 'Test Fungicide 15 min']);
    const long = await gql(t.app, FORECAST, { placeId: SASKATOON, productId: fourHours.id });
    const short = await gql(t.app, FORECAST, { placeId: SASKATOON, productId: quarter.id });
    expect(long.data!.sprayForecast.product).toEqual({
      name: 'Test Broadleaf 4 h',
      rainfastMinutes: 240,
    });
    expect(long.data!.sprayForecast.rainfastHours).toBe(4);
    expect(short.data!.sprayForecast.rainfastHours).toBe(0.25);
    const rainCount = (hours: Hour[]) =>
      hours.filter((h) => h.reasons.some((r) => r.code === 'RAIN_WITHIN_RAINFAST_TIME')).length;
    expect(rainCount(long.data!.sprayForecast.hours)).toBeGreaterThan(
      rainCount(short.data!.sprayForecast.hours),
    );
  });

  it('rounds a point to a cell and names the nearest community', async () => {
    const body = await gql(t.app, FORECAST, { latitude: 52.2, longitude: -106.7 });
    expect(body.errors).toBeUndefined();
    const { location } = body.data!.sprayForecast;
    expect(location.placeId).toBeNull();
    expect(location.name).toBe('Saskatoon');
    expect(location.latitude).toBe(52.2125);
    expect(location.longitude).toBe(-106.7);
    expect(location.distanceKm).toBeGreaterThan(0);
  });

  it('refuses an unknown place, a point outside the provinces and a rainfast time out of range', async () => {
    const unknown = await gql(t.app, FORECAST, { placeId: 1 });
    expect(unknown.errors![0].extensions!.code).toBe('NOT_FOUND');
    const outside = await gql(t.app, FORECAST, { latitude: 45.5, longitude: -73.6 });
    expect(outside.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const none = await gql(t.app, FORECAST, {});
    expect(none.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const rainfast = await gql(t.app, FORECAST, { placeId: SASKATOON, rainfastHours: 30 });
    expect(rainfast.errors![0].extensions!.fields).toEqual({
      rainfastHours: 'Rainfast time must be from 0.25 to 24 hours (labels ask 0.25 to 4)',
    });
  });
});

describe('an unavailable forecast', () => {
  it('says OUTAGE when the provider fails: a passing state no shared cache may keep', async () => {
    fixture.mode = 'fail';
    // Lethbridge: a cell no other test fetches (one failure leaves the breaker closed).
    const body = await gql(t.app, FORECAST, { latitude: 49.69, longitude: -112.84 });
    expect(body.data!.sprayForecast).toMatchObject({
      status: 'UNAVAILABLE',
      unavailableReason: 'OUTAGE',
      unavailableMessage: UNAVAILABLE_MESSAGES.outage,
      hours: [],
    });
  });

  it('says NOT_CONFIGURED without a provider, which lasts and may be kept', async () => {
    const forecast = await new SprayConditionsService(t.db.orm.em.fork(), null).forecast({
      placeId: SASKATOON,
    });
    expect(forecast.unavailableReason).toBe('notConfigured');
    expect(forecast.unavailableMessage).toBe(UNAVAILABLE_MESSAGES.notConfigured);
    expect(isTransientForecast(forecast)).toBe(false);
  });
});

describe('manualSprayRating', () => {
  it('gives Stull’s check value: 20 °C and 50 % are a wet bulb of 13.7 °C, ΔT 6.3, Good', async () => {
    const body = await gql(t.app, MANUAL, { t: 20, rh: 50, wind: 10 });
    expect(body.data!.manualSprayRating).toMatchObject({
      rating: 'GOOD',
      wetBulbCelsius: 13.7,
      deltaTCelsius: 6.3,
      reasons: [],
    });
    expect(body.data!.manualSprayRating.unknowns).toHaveLength(3);
  });

  it('rates 25 km/h of wind Poor, naming the wind', async () => {
    const body = await gql(t.app, MANUAL, { t: 20, rh: 50, wind: 25 });
    expect(body.data!.manualSprayRating.rating).toBe('POOR');
    expect(body.data!.manualSprayRating.reasons).toEqual([
      {
        code: 'WIND_TOO_STRONG',
        severity: 'POOR',
        message: 'Wind 25 km/h is above 20 km/h: too windy to spray.',
      },
    ]);
  });

  it('names each impossible value', async () => {
    const body = await gql(t.app, MANUAL, { t: 20, rh: 120, wind: -1 });
    expect(body.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        relativeHumidityPercent: 'Relative humidity is between 0 and 100 %.',
        windSpeedKmh: 'Wind speed cannot be negative.',
      },
    });
  });
});

describe('the forecast tables', () => {
  it('match their migration', async () => {
    const diff = await t.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff).not.toContain('"forecast_cells"');
    expect(diff).not.toContain('"foliar_products"');
  });
});

export { UNAVAILABLE_MESSAGES };
