import { HOUR_MS, type HourlyForecast } from './forecast.js';
import { deltaTCelsius, type DeltaTResult } from './psychrometrics.js';
import { SPRAY_THRESHOLDS as T } from './thresholds.js';

export type SprayRating = 'good' | 'marginal' | 'poor';

export type SprayReasonCode =
  | 'deltaTLow'
  | 'deltaTHigh'
  | 'deltaTUnknown'
  | 'windTooCalm'
  | 'windTooStrong'
  | 'gusts'
  | 'inversionRisk'
  | 'rainWithinRainfastTime'
  | 'rainUnknown'
  | 'temperatureOutOfRange';

export interface SprayReason {
  code: SprayReasonCode;
  severity: Exclude<SprayRating, 'good'>;
  /** The reason in a sentence, with the numbers that caused it. */
  message: string;
}

/** What is known of the rain in the hours the product must stay dry. */
export interface RainOutlook {
  /** Largest hourly amount forecast in those hours; null where no amount is known. */
  maxPrecipitationMm: number | null;
  /** Largest hourly chance forecast in those hours; null where no chance is known. */
  maxProbabilityPercent: number | null;
  /** The forecast stops before the rainfast time is over. */
  forecastEndsEarly: boolean;
  /** Some hour of those has no rain amount (e.g. the last hour of a model run). */
  amountMissing: boolean;
}

/** One hour's conditions. `null` marks what is not known, as in manual mode. */
export interface RatingInput {
  temperatureCelsius: number;
  relativeHumidityPercent: number;
  windSpeedKmh: number;
  windGustKmh: number | null;
  /** Inside the evening-to-sunrise inversion period; null where unknown. */
  inInversionPeriod: boolean | null;
  cloudCoverPercent: number | null;
  rain: RainOutlook | null;
}

export interface HourRating {
  rating: SprayRating;
  reasons: SprayReason[];
  deltaT: DeltaTResult;
}

const one = (value: number) => value.toFixed(1);
const whole = (value: number) => Math.round(value).toString();

function deltaTReasons(deltaT: DeltaTResult): SprayReason[] {
  if (deltaT.kind === 'outsideRange') {
    return [{ code: 'deltaTUnknown', severity: 'marginal', message: deltaT.message }];
  }
  const value = deltaT.deltaTCelsius;
  const good = T.deltaTGoodCelsius.value;
  if (value < good.min) {
    return [
      {
        code: 'deltaTLow',
        severity: 'marginal',
        message: `ΔT ${one(value)} °C is below ${good.min} °C: fine droplets last long and drift, and an inversion is likely.`,
      },
    ];
  }
  if (value > T.deltaTPoorAboveCelsius.value) {
    return [
      {
        code: 'deltaTHigh',
        severity: 'poor',
        message: `ΔT ${one(value)} °C is above ${T.deltaTPoorAboveCelsius.value} °C: droplets evaporate before they land.`,
      },
    ];
  }
  if (value > good.max) {
    return [
      {
        code: 'deltaTHigh',
        severity: 'marginal',
        message: `ΔT ${one(value)} °C is above ${good.max} °C: droplets shrink fast; use a coarser spray.`,
      },
    ];
  }
  return [];
}

function windReasons(windKmh: number, gustKmh: number | null): SprayReason[] {
  const reasons: SprayReason[] = [];
  const calm = T.windCalmBelowKmh.value;
  const goodMax = T.windGoodMaxKmh.value;
  const stop = T.windStopAboveKmh.value;
  if (windKmh < calm) {
    reasons.push({
      code: 'windTooCalm',
      severity: 'marginal',
      message: `Wind ${whole(windKmh)} km/h is under ${calm} km/h: the spray cloud hangs and its direction is unpredictable.`,
    });
  } else if (windKmh > stop) {
    reasons.push({
      code: 'windTooStrong',
      severity: 'poor',
      message: `Wind ${whole(windKmh)} km/h is above ${stop} km/h: too windy to spray.`,
    });
  } else if (windKmh > goodMax) {
    reasons.push({
      code: 'windTooStrong',
      severity: 'marginal',
      message: `Wind ${whole(windKmh)} km/h is above ${goodMax} km/h: use low-drift nozzles, keep the boom low and travel slower.`,
    });
  }
  if (gustKmh !== null && gustKmh > T.gustMarginalAboveKmh.value) {
    reasons.push({
      code: 'gusts',
      severity: 'marginal',
      message: `Gusts to ${whole(gustKmh)} km/h, above ${T.gustMarginalAboveKmh.value} km/h.`,
    });
  }
  return reasons;
}

function inversionReasons(input: RatingInput): SprayReason[] {
  if (input.inInversionPeriod !== true) return [];
  const calm = input.windSpeedKmh < T.windCalmBelowKmh.value;
  // Canola Watch: assume an inversion at night unless the cloud is solid, so unknown cloud is
  // treated as a clear sky.
  const clear =
    input.cloudCoverPercent === null ||
    input.cloudCoverPercent <= T.inversionClearSkyMaxPercent.value;
  if (calm && clear) {
    return [
      {
        code: 'inversionRisk',
        severity: 'poor',
        message:
          'Calm and clear between evening and sunrise: an inversion is likely. Do not spray.',
      },
    ];
  }
  if (calm || clear) {
    return [
      {
        code: 'inversionRisk',
        severity: 'marginal',
        message: calm
          ? 'Calm between evening and sunrise: an inversion may form.'
          : 'Clear sky between evening and sunrise: an inversion may form.',
      },
    ];
  }
  return [];
}

function rainReasons(rain: RainOutlook | null): SprayReason[] {
  if (rain === null) return [];
  const { maxPrecipitationMm: mm, maxProbabilityPercent: chance } = rain;
  if (
    (mm !== null && mm >= T.measurablePrecipitationMm.value) ||
    (chance !== null && chance >= T.precipitationChancePoorPercent.value)
  ) {
    const what =
      mm !== null && mm >= T.measurablePrecipitationMm.value
        ? `${one(mm)} mm`
        : `a ${whole(chance ?? 0)} % chance`;
    return [
      {
        code: 'rainWithinRainfastTime',
        severity: 'poor',
        message: `Rain (${what}) is forecast before the product is rainfast.`,
      },
    ];
  }
  if (chance !== null && chance >= T.precipitationChanceMarginalPercent.value) {
    return [
      {
        code: 'rainWithinRainfastTime',
        severity: 'marginal',
        message: `A ${whole(chance)} % chance of rain before the product is rainfast.`,
      },
    ];
  }
  if (rain.forecastEndsEarly || rain.amountMissing || (mm === null && chance === null)) {
    return [
      {
        code: 'rainUnknown',
        severity: 'marginal',
        message: rain.forecastEndsEarly
          ? 'The forecast ends before the rainfast time does.'
          : mm === null && chance === null
            ? 'The forecast gives no rain figures for the rainfast time.'
            : 'The forecast gives no rain amount for part of the rainfast time.',
      },
    ];
  }
  return [];
}

function temperatureReasons(temperatureCelsius: number): SprayReason[] {
  const { min, max } = T.temperatureGoodCelsius.value;
  if (temperatureCelsius >= min && temperatureCelsius <= max) return [];
  return [
    {
      code: 'temperatureOutOfRange',
      severity: 'marginal',
      message:
        temperatureCelsius < min
          ? `${one(temperatureCelsius)} °C is below ${min} °C: weeds take up herbicide slowly.`
          : `${one(temperatureCelsius)} °C is above ${max} °C: heat-stressed weeds take up less, and some products volatilise.`,
    },
  ];
}

/** The worst severity among the reasons; no reason at all is Good. */
export function ratingOf(reasons: readonly SprayReason[]): SprayRating {
  if (reasons.some((reason) => reason.severity === 'poor')) return 'poor';
  return reasons.length > 0 ? 'marginal' : 'good';
}

/** Rates one hour. Every reason is named, and an hour is Good exactly when it has none. */
export function rateConditions(input: RatingInput): HourRating {
  const deltaT = deltaTCelsius(input.temperatureCelsius, input.relativeHumidityPercent);
  const reasons = [
    ...deltaTReasons(deltaT),
    ...windReasons(input.windSpeedKmh, input.windGustKmh),
    ...inversionReasons(input),
    ...rainReasons(input.rain),
    ...temperatureReasons(input.temperatureCelsius),
  ];
  return { rating: ratingOf(reasons), reasons, deltaT };
}

export interface RatedHour extends HourRating {
  hour: HourlyForecast;
  inInversionPeriod: boolean;
}

export interface RateForecastOptions {
  /** Hours the product must stay dry after spraying; the generic default is the label maximum. */
  rainfastHours?: number;
}

/**
 * Marks the hours from about 2 hours before sunset to about 1 hour after sunrise (GRDC), read
 * from each hour's day flag: night hours, the day hours a sunset follows within the lead, and
 * the day hours a sunrise precedes within the lag.
 */
export function inversionPeriods(hours: readonly HourlyForecast[]): boolean[] {
  const { beforeSunset, afterSunrise } = T.inversionPeriodHours.value;
  return hours.map((hour, i) => {
    if (!hour.isDay) return true;
    for (let k = 1; k <= beforeSunset && i + k < hours.length; k += 1) {
      if (!hours[i + k].isDay) return true;
    }
    for (let k = 1; k <= afterSunrise && i - k >= 0; k += 1) {
      if (!hours[i - k].isDay) return true;
    }
    return false;
  });
}

/**
 * The rain outlook for spraying in hour `i`: the farmer may spray until the end of the hour, so
 * the product must stay dry through that hour and `rainfastHours` after it. Each hour's rain is
 * the rain between its start and its end (`HourlyForecast`), so rain reported at 10:00 for the
 * hour before counts against a spray at 09:00 and not against one at 10:00.
 */
export function rainOutlook(
  hours: readonly HourlyForecast[],
  i: number,
  rainfastHours: number,
  // Each hour's start in ms, parsed once per forecast: parsing the ISO strings hour by hour and
  // look-ahead by look-ahead was two thirds of a forecast's rating time.
  startsAtMs: readonly number[] = hours.map((hour) => Date.parse(hour.startsAt)),
): RainOutlook {
  const dryUntil = startsAtMs[i] + HOUR_MS + rainfastHours * HOUR_MS;
  let maxPrecipitationMm: number | null = null;
  let maxProbabilityPercent: number | null = null;
  let amountMissing = false;
  let coveredUntil = startsAtMs[i];
  for (let j = i; j < hours.length && startsAtMs[j] < dryUntil; j += 1) {
    const { precipitationMm: mm, precipitationProbabilityPercent: chance } = hours[j];
    if (mm !== null) maxPrecipitationMm = Math.max(maxPrecipitationMm ?? 0, mm);
    else amountMissing = true;
    if (chance !== null) maxProbabilityPercent = Math.max(maxProbabilityPercent ?? 0, chance);
    coveredUntil = startsAtMs[j] + HOUR_MS;
  }
  return {
    maxPrecipitationMm,
    maxProbabilityPercent,
    forecastEndsEarly: coveredUntil < dryUntil,
    amountMissing,
  };
}

/** Rates every hour of a forecast (hours in order, one apart, as `assertHourlyForecast` checks). */
export function rateForecast(
  hours: readonly HourlyForecast[],
  options: RateForecastOptions = {},
): RatedHour[] {
  const rainfastHours = options.rainfastHours ?? T.genericRainfastHours.value;
  if (!(rainfastHours > 0) || !Number.isFinite(rainfastHours)) {
    throw new RangeError('rainfastHours must be a positive number of hours');
  }
  const periods = inversionPeriods(hours);
  const startsAtMs = hours.map((hour) => Date.parse(hour.startsAt));
  return hours.map((hour, i) => ({
    hour,
    inInversionPeriod: periods[i],
    ...rateConditions({
      temperatureCelsius: hour.temperatureCelsius,
      relativeHumidityPercent: hour.relativeHumidityPercent,
      windSpeedKmh: hour.windSpeedKmh,
      windGustKmh: hour.windGustKmh,
      inInversionPeriod: periods[i],
      cloudCoverPercent: hour.cloudCoverPercent,
      rain: rainOutlook(hours, i, rainfastHours, startsAtMs),
    }),
  }));
}
