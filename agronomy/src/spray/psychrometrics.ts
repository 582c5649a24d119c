import { LAWRENCE_2005, STULL_2011, type SprayCited } from './sources.js';

/** Stull's equation is fitted over this range only; outside it the page says so instead. */
export const STULL_VALID_RANGE: SprayCited<{
  temperatureCelsius: { min: number; max: number };
  relativeHumidityPercent: { min: number; max: number };
}> = {
  value: {
    temperatureCelsius: { min: -20, max: 50 },
    relativeHumidityPercent: { min: 5, max: 99 },
  },
  source: STULL_2011,
};

/**
 * The Magnus coefficients for saturation vapour pressure over water, a = 17.625 and
 * b = 243.04 °C (Alduchov and Eskridge 1996, as Lawrence 2005 recommends them).
 */
export const MAGNUS_COEFFICIENTS: SprayCited<{ a: number; bCelsius: number }> = {
  value: { a: 17.625, bCelsius: 243.04 },
  source: LAWRENCE_2005,
};

export type OutsideRangeReason = 'temperature' | 'humidity' | 'coldAndDry' | 'nearSaturation';

export type WetBulbResult =
  | { kind: 'valid'; wetBulbCelsius: number }
  | { kind: 'outsideRange'; reason: OutsideRangeReason; message: string };

export type DeltaTResult =
  | { kind: 'valid'; wetBulbCelsius: number; deltaTCelsius: number }
  | { kind: 'outsideRange'; reason: OutsideRangeReason; message: string };

function assertFinite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number`);
}

/** Stull (2011) equation (1): arctangents in radians, T in °C, RH in percent. */
function stullEquation(t: number, rh: number): number {
  return (
    t * Math.atan(0.151977 * Math.sqrt(rh + 8.313659)) +
    Math.atan(t + rh) -
    Math.atan(rh - 1.676331) +
    0.00391838 * rh ** 1.5 * Math.atan(0.023101 * rh) -
    4.686035
  );
}

/** The answer for a reading outside one of the fitted bounds, or null inside them. */
function outsideOf(
  reason: 'temperature' | 'humidity',
  value: number,
  bounds: { min: number; max: number },
  unit: string,
): WetBulbResult | null {
  if (value >= bounds.min && value <= bounds.max) return null;
  const what = reason === 'temperature' ? 'air temperature' : 'relative humidity';
  return {
    kind: 'outsideRange',
    reason,
    message: `The wet-bulb formula holds for ${what} from ${bounds.min} to ${bounds.max} ${unit}; ${value} ${unit} is outside it.`,
  };
}

/**
 * Wet-bulb temperature at sea-level pressure by Stull (2011). Outside the fitted range the
 * answer is `outsideRange` with the reason, never an extrapolation. The paper also excludes
 * "situations having both low humidity and cold temperature" without giving the boundary; there
 * the fit returns a wet bulb above the air temperature, which no air can have, so every such
 * point is reported outside the range too (below −14 °C with RH under about 36 %, and RH 99 %
 * above about 43 °C, where the fit's own error exceeds the true depression).
 */
export function wetBulbStullCelsius(
  temperatureCelsius: number,
  relativeHumidityPercent: number,
): WetBulbResult {
  assertFinite('temperatureCelsius', temperatureCelsius);
  assertFinite('relativeHumidityPercent', relativeHumidityPercent);
  const range = STULL_VALID_RANGE.value;
  const outside =
    outsideOf('temperature', temperatureCelsius, range.temperatureCelsius, '°C') ??
    outsideOf('humidity', relativeHumidityPercent, range.relativeHumidityPercent, '%');
  if (outside) return outside;
  const wetBulbCelsius = stullEquation(temperatureCelsius, relativeHumidityPercent);
  if (wetBulbCelsius > temperatureCelsius) {
    const cold = temperatureCelsius < 0;
    return {
      kind: 'outsideRange',
      reason: cold ? 'coldAndDry' : 'nearSaturation',
      message: cold
        ? 'The wet-bulb formula does not hold where cold and dry air meet.'
        : 'Near saturation in this heat the wet-bulb formula is less exact than the depression it would give.',
    };
  }
  return { kind: 'valid', wetBulbCelsius };
}

/** ΔT, the wet-bulb depression: air temperature minus wet-bulb temperature, in °C. */
export function deltaTCelsius(
  temperatureCelsius: number,
  relativeHumidityPercent: number,
): DeltaTResult {
  const wetBulb = wetBulbStullCelsius(temperatureCelsius, relativeHumidityPercent);
  if (wetBulb.kind === 'outsideRange') return wetBulb;
  return {
    kind: 'valid',
    wetBulbCelsius: wetBulb.wetBulbCelsius,
    deltaTCelsius: temperatureCelsius - wetBulb.wetBulbCelsius,
  };
}

/** ln(e_s(T)) − ln(6.1094 hPa): the part of the Magnus form that the conversions share. */
function magnusExponent(temperatureCelsius: number): number {
  const { a, bCelsius } = MAGNUS_COEFFICIENTS.value;
  return (a * temperatureCelsius) / (bCelsius + temperatureCelsius);
}

/** Dew point from air temperature and relative humidity (Magnus form over water). */
export function dewPointCelsius(
  temperatureCelsius: number,
  relativeHumidityPercent: number,
): number {
  assertFinite('temperatureCelsius', temperatureCelsius);
  if (!(relativeHumidityPercent > 0 && relativeHumidityPercent <= 100)) {
    throw new RangeError('relativeHumidityPercent must be above 0 and at most 100');
  }
  const { a, bCelsius } = MAGNUS_COEFFICIENTS.value;
  const gamma = Math.log(relativeHumidityPercent / 100) + magnusExponent(temperatureCelsius);
  return (bCelsius * gamma) / (a - gamma);
}

/**
 * Relative humidity from air temperature and dew point (Magnus form over water). A provider's
 * rounding can put the dew point a tenth above the air temperature; the air is then saturated,
 * so the answer stops at 100 %.
 */
export function relativeHumidityPercentFromDewPoint(
  temperatureCelsius: number,
  dewPointCelsiusValue: number,
): number {
  assertFinite('temperatureCelsius', temperatureCelsius);
  assertFinite('dewPointCelsius', dewPointCelsiusValue);
  const percent =
    100 * Math.exp(magnusExponent(dewPointCelsiusValue) - magnusExponent(temperatureCelsius));
  return Math.min(100, percent);
}
