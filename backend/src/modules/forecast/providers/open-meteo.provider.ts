import {
  HOUR_MS,
  OPEN_METEO_ATTRIBUTION,
  openMeteoForecastUrl,
  parseOpenMeteoForecast,
  type PointForecast,
} from 'agronomy';
import { FORECAST_HOURS, getJson, type ForecastPoint, type ForecastProvider } from './provider.js';

/**
 * Open-Meteo's forecast API with the company's customer key (agronomy PROVIDERS.md): one request
 * for every variable. Its free API is for non-commercial use, so config refuses this provider
 * without a key.
 */
export class OpenMeteoProvider implements ForecastProvider {
  readonly name = 'open-meteo';
  readonly attribution = OPEN_METEO_ATTRIBUTION;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  async fetch(point: ForecastPoint, now: Date, signal: AbortSignal): Promise<PointForecast> {
    const url = openMeteoForecastUrl({ ...point, apiKey: this.apiKey, baseUrl: this.baseUrl });
    const body = await getJson(url, signal, 'Open-Meteo forecast');
    return parseOpenMeteoForecast(body, {
      ...point,
      from: new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS),
      hours: FORECAST_HOURS,
    });
  }
}
