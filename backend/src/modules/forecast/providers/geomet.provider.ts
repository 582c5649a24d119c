import {
  assembleGeoMetForecast,
  ECCC_ATTRIBUTION,
  GEOMET_HRDPS_LAYERS,
  geoMetCapabilitiesUrl,
  geoMetFeatureInfoUrl,
  geoMetPrecipitationTimes,
  HOUR_MS,
  parseGeoMetCapabilities,
  parseGeoMetFeatureInfo,
  type GeoMetSeries,
  type PointForecast,
} from 'agronomy';
import {
  FORECAST_HOURS,
  getJson,
  getText,
  ProviderError,
  type ForecastPoint,
  type ForecastProvider,
} from './provider.js';

/** GeoMet requests of one cell in flight at once: polite to MSC, and ~300 requests in seconds. */
export const GEOMET_CONCURRENCY = 8;

/** Runs `tasks` with at most `limit` at a time; the first failure aborts the rest. */
async function inBatches(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/**
 * Environment and Climate Change Canada's MSC GeoMet, HRDPS layers (agronomy PROVIDERS.md): one
 * layer-specific GetCapabilities for the run and its hours, then one WMS GetFeatureInfo per layer
 * and hour (GeoMet answers one time per request), read by agronomy's parsers.
 */
export class GeoMetProvider implements ForecastProvider {
  readonly name = 'eccc-geomet';
  readonly attribution = ECCC_ATTRIBUTION;

  constructor(private readonly baseUrl: string) {}

  async fetch(point: ForecastPoint, now: Date, signal: AbortSignal): Promise<PointForecast> {
    const [first] = GEOMET_HRDPS_LAYERS;
    const capabilities = parseGeoMetCapabilities(
      await getText(
        geoMetCapabilitiesUrl(first.layer, this.baseUrl),
        signal,
        'GeoMet capabilities',
      ),
    );
    const { referenceTime } = capabilities;
    if (!referenceTime) throw new ProviderError('GeoMet capabilities: no model run');
    const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    const times = capabilities.times
      .filter((time) => Date.parse(time) >= currentHour)
      .slice(0, FORECAST_HOURS);
    if (times.length === 0) throw new ProviderError('GeoMet capabilities: no hour ahead');
    // The rain and chance of an hour are read at its end (agronomy's assembleGeoMetForecast).
    const precipitation = geoMetPrecipitationTimes(times, capabilities.times, referenceTime);
    const series: GeoMetSeries = {};
    const tasks: (() => Promise<void>)[] = [];
    for (const layer of GEOMET_HRDPS_LAYERS) {
      const values: Record<string, number | null> = {};
      series[layer.variable] = values;
      const wanted =
        layer.variable === 'precipitationAccumulated'
          ? precipitation.accumulation
          : layer.variable === 'precipitationProbability'
            ? precipitation.probability
            : times;
      for (const time of wanted) {
        tasks.push(async () => {
          const url = geoMetFeatureInfoUrl({
            layer: layer.layer,
            time,
            referenceTime,
            latitude: point.latitude,
            longitude: point.longitude,
            baseUrl: this.baseUrl,
          });
          values[time] = parseGeoMetFeatureInfo(
            await getJson(url, signal, `GeoMet ${layer.layer}`),
          );
        });
      }
    }
    await inBatches(tasks, GEOMET_CONCURRENCY);
    return assembleGeoMetForecast({
      latitude: point.latitude,
      longitude: point.longitude,
      referenceTime,
      layers: GEOMET_HRDPS_LAYERS,
      series,
      times,
    });
  }
}
