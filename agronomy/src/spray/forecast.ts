/**
 * The provider-neutral hourly forecast every provider's parser produces and the rating reads.
 * Units are in the names; wind is the forecast's 10 m wind, never boom-height wind.
 */
export interface HourlyForecast {
  /** Start of the hour, ISO 8601 in UTC, e.g. "2025-06-10T13:00:00Z". */
  startsAt: string;
  temperatureCelsius: number;
  relativeHumidityPercent: number;
  /** Mean wind speed at 10 m above ground. */
  windSpeedKmh: number;
  /** Gust at 10 m; null where the provider gives none for the hour. */
  windGustKmh: number | null;
  /** Precipitation falling within this hour; null where unknown. */
  precipitationMm: number | null;
  /** Chance of measurable precipitation (0.2 mm) within this hour; null where unknown. */
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
