import {
  assertHourlyForecast,
  HOUR_MS,
  type ForecastAttribution,
  type HourlyForecast,
  type PointForecast,
} from './forecast.js';
import { relativeHumidityPercentFromDewPoint } from './psychrometrics.js';
import { isRecord, queryString } from './request.js';
import { isDaylightHour } from './sun.js';

/*
 * Pure parsers for Environment and Climate Change Canada's MSC GeoMet web services, the forecast
 * provider PROVIDERS.md recommends. The backend fetches; everything here only builds request URLs
 * and reads documented response formats, so it is tested with hand-made fixtures offline.
 */

export const GEOMET_WMS_URL = 'https://geo.weather.gc.ca/geomet';

/** The attribution the ECCC Data Servers End-use Licence (v2.1, section 3) requires. */
export const ECCC_ATTRIBUTION: ForecastAttribution = {
  text: 'Data Source: Environment and Climate Change Canada',
  licenceUrl: 'https://eccc-msc.github.io/open-data/licence/readme_en/',
};

export type GeoMetVariable =
  | 'temperature'
  | 'relativeHumidity'
  | 'dewPoint'
  | 'windSpeed'
  | 'windGust'
  | 'precipitationAccumulated'
  | 'precipitationProbability'
  | 'cloudCover';

export type GeoMetUnit =
  | 'celsius'
  | 'kelvin'
  | 'percent'
  | 'fraction'
  | 'metresPerSecond'
  | 'kmh'
  | 'millimetres'
  | 'metres';

export interface GeoMetLayer {
  variable: GeoMetVariable;
  /** WMS layer name, as the layer-specific GetCapabilities lists it. */
  layer: string;
  /** Unit of the value GetFeatureInfo returns. */
  unit: GeoMetUnit;
  /**
   * `documented`: the name appears in MSC's current open-data documentation. `registry`: taken
   * from MSC's geomet-data-registry configuration (January 2024). Either way, confirm the name
   * and the unit with one live request before the provider is switched on (PROVIDERS.md).
   */
  basis: 'documented' | 'registry';
}

/**
 * The HRDPS (2.5 km, 48 h, hourly) layers the spray rating needs. Units are those of MSC's HRDPS
 * variable list except the temperature, which GeoMet serves in °C.
 */
export const GEOMET_HRDPS_LAYERS: readonly GeoMetLayer[] = [
  {
    variable: 'temperature',
    layer: 'HRDPS-WEonG_2.5km_AirTemp',
    unit: 'celsius',
    basis: 'documented',
  },
  {
    variable: 'relativeHumidity',
    layer: 'HRDPS.CONTINENTAL_HR',
    unit: 'percent',
    basis: 'registry',
  },
  {
    variable: 'windSpeed',
    layer: 'HRDPS.CONTINENTAL_WSPD',
    unit: 'metresPerSecond',
    basis: 'registry',
  },
  {
    variable: 'windGust',
    layer: 'HRDPS-WEonG_2.5km_WindGust',
    unit: 'metresPerSecond',
    basis: 'documented',
  },
  {
    variable: 'precipitationAccumulated',
    layer: 'HRDPS.CONTINENTAL_PR',
    unit: 'millimetres',
    basis: 'registry',
  },
  {
    variable: 'precipitationProbability',
    layer: 'HRDPS-WEonG_2.5km_Precip-Prob',
    unit: 'percent',
    basis: 'documented',
  },
  { variable: 'cloudCover', layer: 'HRDPS.CONTINENTAL_NT', unit: 'percent', basis: 'registry' },
];

/** Half the side of the tiny map the point is asked from: about 1 km, within one 2.5 km cell. */
const BBOX_HALF_DEGREES = 0.01;

/**
 * A WMS 1.3.0 GetFeatureInfo request for one layer at one point and one time, as MSC documents
 * it: a 10 × 10 pixel map around the point, asking for the pixel at its centre, in JSON. GeoMet
 * answers one time per request (no ranges), so a 48-hour forecast is one request per layer and
 * hour. With EPSG:4326 in WMS 1.3.0 the bounding box is latitude first.
 */
export function geoMetFeatureInfoUrl(options: {
  layer: string;
  time: string;
  latitude: number;
  longitude: number;
  referenceTime?: string;
  baseUrl?: string;
}): string {
  const { layer, time, latitude, longitude } = options;
  const bbox = [
    latitude - BBOX_HALF_DEGREES,
    longitude - BBOX_HALF_DEGREES,
    latitude + BBOX_HALF_DEGREES,
    longitude + BBOX_HALF_DEGREES,
  ].map((v) => v.toFixed(4));
  const params: Record<string, string> = {
    SERVICE: 'WMS',
    VERSION: '1.3.0',
    REQUEST: 'GetFeatureInfo',
    LAYERS: layer,
    QUERY_LAYERS: layer,
    CRS: 'EPSG:4326',
    BBOX: bbox.join(','),
    WIDTH: '10',
    HEIGHT: '10',
    I: '5',
    J: '5',
    INFO_FORMAT: 'application/json',
    TIME: time,
  };
  if (options.referenceTime) params.DIM_REFERENCE_TIME = options.referenceTime;
  return `${options.baseUrl ?? GEOMET_WMS_URL}?${queryString(params)}`;
}

/** The layer-specific GetCapabilities request, whose small answer lists the layer's times. */
export function geoMetCapabilitiesUrl(layer: string, baseUrl = GEOMET_WMS_URL): string {
  return `${baseUrl}?${queryString({
    SERVICE: 'WMS',
    VERSION: '1.3.0',
    REQUEST: 'GetCapabilities',
    LAYER: layer,
  })}`;
}

/**
 * The value a GetFeatureInfo JSON answer gives: a GeoJSON FeatureCollection whose first feature
 * carries `properties.value` (MSC's examples read it as text and convert it). An empty
 * collection, a point outside the model's domain, is `null`; anything else is an error.
 */
export function parseGeoMetFeatureInfo(body: unknown): number | null {
  if (!isRecord(body) || !Array.isArray(body.features)) {
    throw new Error('GeoMet GetFeatureInfo: not a feature collection');
  }
  const [feature] = body.features as unknown[];
  if (feature === undefined) return null;
  const properties = isRecord(feature) ? feature.properties : undefined;
  const raw = isRecord(properties) ? properties.value : undefined;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  if (typeof raw === 'string' && raw.trim() === '') {
    throw new Error('GeoMet GetFeatureInfo: empty value');
  }
  if (!Number.isFinite(value)) throw new Error('GeoMet GetFeatureInfo: no numeric value');
  return value;
}

const ISO_DURATION = /^PT(\d+)H$/;

/** ISO 8601 UTC without milliseconds, the form GeoMet's dimensions use. */
const isoSeconds = (t: number) => new Date(t).toISOString().replace('.000Z', 'Z');

/**
 * The times a WMS time dimension lists: "start/end/PT1H" intervals, single times, or a
 * comma-separated mix of both, as MSC's "Handling time" documentation shows them.
 */
export function parseGeoMetTimeDimension(text: string): string[] {
  const times: string[] = [];
  for (const item of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [start, end, period] = item.split('/');
    if (end === undefined) {
      times.push(toIso(start));
      continue;
    }
    const hours = ISO_DURATION.exec(period ?? '');
    if (!hours || Number(hours[1]) <= 0) throw new Error(`GeoMet time dimension: period ${period}`);
    const step = Number(hours[1]) * HOUR_MS;
    for (let t = Date.parse(toIso(start)); t <= Date.parse(toIso(end)); t += step) {
      times.push(isoSeconds(t));
    }
  }
  return times;
}

function toIso(text: string): string {
  const t = Date.parse(text);
  if (!Number.isFinite(t)) throw new Error(`GeoMet time dimension: ${text} is not a time`);
  return isoSeconds(t);
}

/**
 * The `time` and `reference_time` dimensions of a layer-specific GetCapabilities answer: the
 * forecast hours on offer and the model run they come from (its `default`, the latest run).
 */
export function parseGeoMetCapabilities(xml: string): {
  times: string[];
  referenceTime: string | null;
} {
  const dimension = (name: string) =>
    new RegExp(`<Dimension\\b[^>]*\\bname="${name}"[^>]*>([^<]*)</Dimension>`).exec(xml);
  const time = dimension('time');
  if (!time) throw new Error('GeoMet GetCapabilities: the layer has no time dimension');
  const reference = dimension('reference_time');
  const referenceDefault = reference
    ? (/\bdefault="([^"]+)"/.exec(reference[0])?.[1] ?? null)
    : null;
  return {
    times: parseGeoMetTimeDimension(time[1]),
    referenceTime: referenceDefault === null ? null : toIso(referenceDefault),
  };
}

/**
 * The times whose precipitation values (accumulation and chance) the hours `times` need, given
 * the times the run offers: each hour's end, and the first hour's start for the accumulation
 * (unless it is the run's start, where nothing has accumulated and GeoMet has no value). An end
 * past the run's last time is left out; that hour's rain is then unknown.
 */
export function geoMetPrecipitationTimes(
  times: readonly string[],
  offered: readonly string[],
  referenceTime: string,
): { accumulation: string[]; probability: string[] } {
  const available = new Set(offered.map((time) => isoSeconds(Date.parse(time))));
  const ends = times
    .map((time) => isoSeconds(Date.parse(time) + HOUR_MS))
    .filter((time) => available.has(time));
  const first = times[0];
  const startOfFirst =
    first !== undefined && Date.parse(first) > Date.parse(referenceTime)
      ? [isoSeconds(Date.parse(first))]
      : [];
  return { accumulation: [...startOfFirst, ...ends], probability: ends };
}

/** Values by variable, each by time (ISO UTC), as the backend collected them from one run. */
export type GeoMetSeries = Partial<Record<GeoMetVariable, Record<string, number | null>>>;

function convert(value: number, unit: GeoMetUnit, variable: GeoMetVariable): number {
  switch (unit) {
    case 'celsius':
      return value;
    case 'kelvin':
      return value - 273.15;
    case 'percent':
      return value;
    case 'fraction':
      if (value > 1) throw new Error(`GeoMet ${variable}: ${value} is not a fraction`);
      return value * 100;
    case 'metresPerSecond':
      return value * 3.6;
    case 'kmh':
      return value;
    case 'millimetres':
      return value;
    case 'metres':
      return value * 1000;
  }
}

// A unit set wrong (kelvin read as °C, a fraction as %) shows as an impossible value; these
// bounds catch it. They are sanity limits on the data, not spraying thresholds.
const PLAUSIBLE: Partial<Record<GeoMetVariable, [number, number]>> = {
  temperature: [-80, 60],
  dewPoint: [-100, 60],
  relativeHumidity: [0, 100],
  cloudCover: [0, 100],
  precipitationProbability: [0, 100],
};

/**
 * Builds the provider-neutral forecast from the values the backend fetched for each layer: unit
 * conversion to °C, %, km/h and mm; hourly precipitation from the run's accumulation; relative
 * humidity from the dew point where only that was fetched; day or night from the sun. Every
 * forecast hour must have temperature, humidity and wind; a hole is an error (an outage to the
 * page), never a guess.
 *
 * GeoMet's values are read as MSC gives them: temperature, humidity, wind, gust and cloud at the
 * instant of their time, the accumulation as the total since the run began, and the chance of
 * precipitation for the hour that ends at its time (PROVIDERS.md, "Which hour a value belongs
 * to"). So the rain and the chance of the hour from T to T+1h come from time T+1h. Where the run
 * has no T+1h (its last hour) they are null: the rating names an hour without rain figures.
 */
export function assembleGeoMetForecast(input: {
  latitude: number;
  longitude: number;
  /** Start of the model run (DIM_REFERENCE_TIME), ISO UTC. */
  referenceTime: string;
  layers: readonly GeoMetLayer[];
  series: GeoMetSeries;
  /**
   * The hours to build, ISO UTC, in order; e.g. the next 48 of the layer's time dimension. The
   * precipitation series also needs the hour after the last (and the first hour, unless it is
   * the run's start): `geoMetPrecipitationTimes` lists them.
   */
  times: readonly string[];
}): PointForecast {
  const unitOf = new Map(input.layers.map((l) => [l.variable, l.unit]));
  const read = (variable: GeoMetVariable, time: string): number | null => {
    const raw = input.series[variable]?.[time];
    const unit = unitOf.get(variable);
    if (raw === undefined || raw === null || unit === undefined) return null;
    const value = convert(raw, unit, variable);
    const bounds = PLAUSIBLE[variable];
    if (bounds && (value < bounds[0] || value > bounds[1])) {
      throw new Error(`GeoMet ${variable} at ${time}: ${value} is impossible; check the unit`);
    }
    return value;
  };
  const need = (variable: GeoMetVariable, time: string): number => {
    const value = read(variable, time);
    if (value === null) throw new Error(`GeoMet forecast: no ${variable} at ${time}`);
    return value;
  };
  const runStart = Date.parse(input.referenceTime);
  /** The accumulation at `t`: nothing has fallen at the run's start, which has no value. */
  const accumulated = (t: number): number | null =>
    t === runStart ? 0 : read('precipitationAccumulated', isoSeconds(t));
  /** Rain from `time` to an hour later: the accumulation's rise over that hour. */
  const hourlyPrecipitation = (time: string): number | null => {
    const t = Date.parse(time);
    const end = accumulated(t + HOUR_MS);
    const start = accumulated(t);
    if (end === null || start === null) return null;
    // Accumulations are rounded; a fall within rounding is no rain, a larger one a mixed run.
    if (end - start < -0.05)
      throw new Error(`GeoMet precipitation after ${time}: accumulation fell`);
    return Math.max(0, Math.round((end - start) * 1000) / 1000);
  };

  const hours: HourlyForecast[] = input.times.map((time) => {
    const temperatureCelsius = need('temperature', time);
    const rh = read('relativeHumidity', time);
    return {
      startsAt: isoSeconds(Date.parse(time)),
      temperatureCelsius,
      relativeHumidityPercent:
        rh ?? relativeHumidityPercentFromDewPoint(temperatureCelsius, need('dewPoint', time)),
      windSpeedKmh: need('windSpeed', time),
      windGustKmh: read('windGust', time),
      precipitationMm: hourlyPrecipitation(time),
      precipitationProbabilityPercent: read(
        'precipitationProbability',
        isoSeconds(Date.parse(time) + HOUR_MS),
      ),
      cloudCoverPercent: read('cloudCover', time),
      isDay: isDaylightHour(new Date(time), input.latitude, input.longitude),
    };
  });
  assertHourlyForecast(hours);
  return {
    provider: 'eccc-geomet',
    latitude: input.latitude,
    longitude: input.longitude,
    issuedAt: isoSeconds(runStart),
    hours,
    attribution: ECCC_ATTRIBUTION,
  };
}
