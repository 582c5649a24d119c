/**
 * The provider-neutral hourly forecast every provider's parser produces and the rating reads.
 * Units are in the names; wind is the forecast's 10 m wind, never boom-height wind.
 *
 * An hour runs from `startsAt` to an hour later. Values of an instant (temperature, humidity,
 * wind, cloud) are those at its start; the rain, its chance and a provider's hourly gust are those
 * of the hour itself. Providers report the latter at the hour's END (GeoMet's accumulation,
 * Open-Meteo's "preceding hour" values), so each parser reads them one time step later
 * (PROVIDERS.md, "Which hour a value belongs to").
 */
export interface HourlyForecast {
  /** Start of the hour, ISO 8601 in UTC, e.g. "2025-06-10T13:00:00Z". */
  startsAt: string;
  temperatureCelsius: number;
  relativeHumidityPercent: number;
  /** Mean wind speed at 10 m above ground. */
  windSpeedKmh: number;
  /** Gust at 10 m (the hour's strongest where the provider gives that); null where none. */
  windGustKmh: number | null;
  /** Precipitation falling from `startsAt` to an hour later; null where unknown. */
  precipitationMm: number | null;
  /**
   * Chance of precipitation within this hour, as the provider defines it (Open-Meteo: of more
   * than 0.1 mm; PROVIDERS.md); null where unknown.
   */
  precipitationProbabilityPercent: number | null;
  cloudCoverPercent: number | null;
  /** Whether the sun is up at the middle of the hour. */
  isDay: boolean;
}

/** The credit a provider's licence requires, shown wherever its numbers are. */
export interface ForecastAttribution {
  text: string;
  licenceUrl: string;
}

export interface PointForecast {
  /** Configuration name of the provider, e.g. "eccc-geomet". */
  provider: string;
  latitude: number;
  longitude: number;
  /** Start of the model run the hours come from, ISO 8601 UTC; null where unknown. */
  issuedAt: string | null;
  hours: HourlyForecast[];
  attribution: ForecastAttribution;
}

/** The height the forecast wind is given at, which the page labels. */
export const FORECAST_WIND_HEIGHT_METRES = 10;

export const HOUR_MS = 3_600_000;

const inRange = (value: number | null, min: number, max: number) =>
  value === null || (Number.isFinite(value) && value >= min && value <= max);

/**
 * Checks what a parser hands on: hours on the hour, in order, one hour apart, each value
 * possible. A provider that answers nonsense is an outage, not a forecast; the first problem
 * found is thrown.
 */
export function assertHourlyForecast(hours: readonly HourlyForecast[]): void {
  let previous: number | null = null;
  for (const hour of hours) {
    const at = Date.parse(hour.startsAt);
    const where = `hour ${hour.startsAt}`;
    if (!Number.isFinite(at) || at % HOUR_MS !== 0) {
      throw new RangeError(`${where}: not the start of an hour`);
    }
    if (previous !== null && at - previous !== HOUR_MS) {
      throw new RangeError(`${where}: hours must follow one another`);
    }
    previous = at;
    if (!Number.isFinite(hour.temperatureCelsius) || hour.temperatureCelsius < -273.15) {
      throw new RangeError(`${where}: impossible temperature`);
    }
    if (!inRange(hour.relativeHumidityPercent, 0, 100)) {
      throw new RangeError(`${where}: relative humidity outside 0–100 %`);
    }
    if (!inRange(hour.windSpeedKmh, 0, Infinity) || !inRange(hour.windGustKmh, 0, Infinity)) {
      throw new RangeError(`${where}: negative wind`);
    }
    if (!inRange(hour.precipitationMm, 0, Infinity)) {
      throw new RangeError(`${where}: negative precipitation`);
    }
    if (
      !inRange(hour.precipitationProbabilityPercent, 0, 100) ||
      !inRange(hour.cloudCoverPercent, 0, 100)
    ) {
      throw new RangeError(`${where}: percentage outside 0–100`);
    }
  }
}
