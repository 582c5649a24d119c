import type { ForecastAttribution, PointForecast } from 'agronomy';

/** A point the provider is asked for: a cell's centre. */
export interface ForecastPoint {
  latitude: number;
  longitude: number;
}

/**
 * A source of hourly forecasts behind one small interface, chosen by SPRAY_FORECAST_PROVIDER
 * (as mail and storage pick their drivers): it fetches, agronomy's pure parsers read.
 */
export interface ForecastProvider {
  /** Configuration name, stored with the cached forecast: "eccc-geomet", "open-meteo". */
  readonly name: string;
  readonly attribution: ForecastAttribution;
  /**
   * The hours from the one in progress at `now` on (up to 48). Throws on any failure (a refused
   * request, a timeout through `signal`, an answer the parser refuses): the caller treats every
   * throw as an outage.
   */
  fetch(point: ForecastPoint, now: Date, signal: AbortSignal): Promise<PointForecast>;
}

/** Hours of forecast the page shows. */
export const FORECAST_HOURS = 48;

/** Sent with every request, as MSC's usage policy asks ("a meaningful User-Agent"). */
export const FORECAST_USER_AGENT =
  'PrairieEliteAgronomics-SprayConditions/1.0 (+https://www.example.com/apps/spray-conditions)';

/** An error of a provider's answer, with no URL in it (an Open-Meteo URL carries the key). */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** GET `url` and read the body as text; anything but a 200 is a ProviderError. */
export async function getText(url: string, signal: AbortSignal, what: string): Promise<string> {
  const response = await fetch(url, {
    signal,
    headers: { 'User-Agent': FORECAST_USER_AGENT, Accept: 'application/json, text/xml' },
  });
  const body = await response.text();
  if (response.status !== 200) throw new ProviderError(`${what}: HTTP ${response.status}`);
  return body;
}

/** GET `url` and parse the body as JSON. */
export async function getJson(url: string, signal: AbortSignal, what: string): Promise<unknown> {
  const text = await getText(url, signal, what);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(`${what}: the answer is not JSON`);
  }
}
