import { SPENCER_1971, type SprayCited } from './sources.js';

/**
 * The sun is up when its centre is less than 90.833° from the zenith: 90° plus refraction at
 * the horizon and the sun's half-diameter, the convention of NOAA's solar calculations.
 */
export const SUNRISE_ZENITH_DEGREES: SprayCited<number> = { value: 90.833, source: SPENCER_1971 };

const DEG = Math.PI / 180;
const MS_PER_DAY = 86_400_000;

/**
 * The sun's elevation above the horizon in degrees, by Spencer's (1971) Fourier series for the
 * declination and the equation of time. Good to a fraction of a degree, which places sunrise
 * and sunset within a few minutes: enough to tell day from night for an hourly rating, a
 * provider without a day/night field (MSC GeoMet) gets it from here.
 */
export function solarElevationDegrees(at: Date, latitude: number, longitude: number): number {
  const t = at.getTime();
  const yearStart = Date.UTC(at.getUTCFullYear(), 0, 1);
  const dayOfYear = Math.floor((t - yearStart) / MS_PER_DAY) + 1;
  const hourUtc =
    (t - Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())) / 3_600_000;
  const gamma = ((2 * Math.PI) / 365) * (dayOfYear - 1 + (hourUtc - 12) / 24);
  const equationOfTimeMinutes =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(gamma) -
      0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) -
      0.040849 * Math.sin(2 * gamma));
  const declination =
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma);
  const trueSolarMinutes = hourUtc * 60 + equationOfTimeMinutes + 4 * longitude;
  const hourAngle = (trueSolarMinutes / 4 - 180) * DEG;
  const lat = latitude * DEG;
  const cosZenith =
    Math.sin(lat) * Math.sin(declination) +
    Math.cos(lat) * Math.cos(declination) * Math.cos(hourAngle);
  return 90 - Math.acos(Math.max(-1, Math.min(1, cosZenith))) / DEG;
}

/** Whether the sun is up at a moment, at a place. */
export function isSunUp(at: Date, latitude: number, longitude: number): boolean {
  return solarElevationDegrees(at, latitude, longitude) > 90 - SUNRISE_ZENITH_DEGREES.value;
}

/**
 * Whether an hour counts as day: the sun is up at its middle. An hour that holds sunrise or
 * sunset counts by the half-hour mark, so the day/night boundary is off by at most half an hour.
 */
export function isDaylightHour(hourStart: Date, latitude: number, longitude: number): boolean {
  return isSunUp(new Date(hourStart.getTime() + 1_800_000), latitude, longitude);
}
