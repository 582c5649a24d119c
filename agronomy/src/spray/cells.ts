/*
 * Forecast cells: a farm's point is rounded to a cell before the forecast is asked for, so nearby
 * farms share one cached forecast and the server never stores a precise point. The HRDPS, the
 * default provider's model, has a 2.5 km grid (PROVIDERS.md); a cell a little larger than that
 * loses nothing the model resolves.
 */

/** Cell size: 0.025° of latitude (about 2.8 km) by 0.04° of longitude (about 2.7 km at 52° N). */
export const FORECAST_CELL_DEGREES = { latitude: 0.025, longitude: 0.04 } as const;

/** The prairie region the app serves: Alberta and Saskatchewan with a margin, inside the HRDPS. */
export const SPRAY_REGION = {
  minLatitude: 48.9,
  maxLatitude: 60.1,
  minLongitude: -120.1,
  maxLongitude: -101.3,
} as const;

export interface ForecastCell {
  /** Centre of the cell, rounded to 4 decimals. */
  latitude: number;
  longitude: number;
  /** Stable text key, e.g. "52.1000,-106.6400". */
  key: string;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Whether a point lies in the region the app serves. */
export function inSprayRegion(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= SPRAY_REGION.minLatitude &&
    latitude <= SPRAY_REGION.maxLatitude &&
    longitude >= SPRAY_REGION.minLongitude &&
    longitude <= SPRAY_REGION.maxLongitude
  );
}

/** The cell a point falls in, named by its centre. */
export function forecastCell(latitude: number, longitude: number): ForecastCell {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    throw new RangeError('A point needs a finite latitude and longitude');
  }
  const { latitude: dLat, longitude: dLon } = FORECAST_CELL_DEGREES;
  const lat = round4((Math.floor(latitude / dLat) + 0.5) * dLat);
  const lon = round4((Math.floor(longitude / dLon) + 0.5) * dLon);
  return { latitude: lat, longitude: lon, key: `${lat.toFixed(4)},${lon.toFixed(4)}` };
}
