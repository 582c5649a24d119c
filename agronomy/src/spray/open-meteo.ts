import {
  assertHourlyForecast,
  HOUR_MS,
  type ForecastAttribution,
  type HourlyForecast,
  type PointForecast,
} from './forecast.js';
import { isRecord, queryString } from './request.js';

/*
 * Open-Meteo's hourly forecast API (PROVIDERS.md, "Open-Meteo"): one request gives every variable
 * the rating needs. Its free API is for non-commercial use, so the backend asks it only with the
 * customer's key. Pure: the URL and the parser; the backend fetches.
 */

/** The customer host of Open-Meteo's paid plans; the free host is not for a company's site. */
export const OPEN_METEO_CUSTOMER_URL = 'https://customer-api.open-meteo.com/v1/forecast';

/** Open-Meteo's data licence (CC BY 4.0) asks for credit with a link. */
export const OPEN_METEO_ATTRIBUTION: ForecastAttribution = {
  text: 'Weather data by Open-Meteo.com (CC BY 4.0)',
  licenceUrl: 'https://open-meteo.com/en/licence',
};

/** The hourly variables asked for, as Open-Meteo names them. */
export const OPEN_METEO_HOURLY = [
  'temperature_2m',
  'relative_humidity_2m',
  'wind_speed_10m',
  'wind_gusts_10m',
  'precipitation',
  'precipitation_probability',
  'cloud_cover',
  'is_day',
] as const;

/** One request for three days of hourly values at a point, in UTC, wind in km/h. */
export function openMeteoForecastUrl(options: {
  latitude: number;
  longitude: number;
  apiKey: string;
  baseUrl?: string;
}): string {
  return `${options.baseUrl ?? OPEN_METEO_CUSTOMER_URL}?${queryString({
    latitude: options.latitude.toFixed(4),
    longitude: options.longitude.toFixed(4),
    hourly: OPEN_METEO_HOURLY.join(','),
    wind_speed_unit: 'kmh',
    timezone: 'GMT',
    forecast_days: '3',
    apikey: options.apiKey,
  })}`;
}

/**
 * Reads an Open-Meteo answer (`hourly`: parallel arrays indexed by `hourly.time`, times in GMT
 * without an offset) into the provider-neutral forecast, keeping the hours from `from` on (at most
 * `hours`). Missing required values or arrays of the wrong length are errors: an outage to the
 * page, never a guess.
 *
 * Open-Meteo gives temperature, humidity, wind speed, cloud and `is_day` at the instant of each
 * time, but `precipitation` as the "preceding hour sum", `precipitation_probability` as the
 * "preceding hour probability" and `wind_gusts_10m` as the "preceding hour max" (its API
 * documentation, PROVIDERS.md). So the rain, chance and gust of the hour from T to T+1h are read at
 * time T+1h; an hour whose end the answer does not reach has none.
 */
export function parseOpenMeteoForecast(
  body: unknown,
  options: { from: Date; hours: number; latitude: number; longitude: number },
): PointForecast {
  if (!isRecord(body) || !isRecord(body.hourly)) throw new Error('Open-Meteo: no hourly block');
  if (body.utc_offset_seconds !== undefined && body.utc_offset_seconds !== 0) {
    throw new Error('Open-Meteo: times are not in GMT');
  }
  const hourly = body.hourly;
  const times = hourly.time;
  if (!Array.isArray(times)) throw new Error('Open-Meteo: no hourly times');
  const column = (name: (typeof OPEN_METEO_HOURLY)[number]): (number | null)[] => {
    const values = hourly[name];
    if (!Array.isArray(values) || values.length !== times.length) {
      throw new Error(`Open-Meteo: ${name} missing or of the wrong length`);
    }
    return values.map((v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null));
  };
  const [t, rh, wind, gust, mm, chance, cloud, day] = OPEN_METEO_HOURLY.map(column);
  const at = times.map((time: unknown) => {
    if (typeof time !== 'string') throw new Error('Open-Meteo: a time is not text');
    const ms = Date.parse(`${time}Z`);
    if (!Number.isFinite(ms)) throw new Error(`Open-Meteo: ${time} is not a time`);
    return ms;
  });
  const from = options.from.getTime();
  const result: HourlyForecast[] = [];
  at.forEach((start, i) => {
    if (start < from || result.length >= options.hours) return;
    const time = times[i] as string;
    const need = (values: (number | null)[], name: string) => {
      const value = values[i];
      if (value === null) throw new Error(`Open-Meteo: no ${name} at ${time}`);
      return value;
    };
    // The values for the hour that ends an hour after this one's start.
    const next = at[i + 1] === start + HOUR_MS ? i + 1 : -1;
    const ofHour = (values: (number | null)[]) => (next === -1 ? null : values[next]);
    result.push({
      startsAt: new Date(start).toISOString().replace('.000Z', 'Z'),
      temperatureCelsius: need(t, 'temperature'),
      relativeHumidityPercent: need(rh, 'relative humidity'),
      windSpeedKmh: need(wind, 'wind speed'),
      windGustKmh: ofHour(gust),
      precipitationMm: ofHour(mm),
      precipitationProbabilityPercent: ofHour(chance),
      cloudCoverPercent: cloud[i],
      isDay: need(day, 'day or night') === 1,
    });
  });
  assertHourlyForecast(result);
  return {
    provider: 'open-meteo',
    latitude: options.latitude,
    longitude: options.longitude,
    issuedAt: null,
    hours: result,
    attribution: OPEN_METEO_ATTRIBUTION,
  };
}
