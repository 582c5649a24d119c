import { rateConditions, type HourRating } from './rating.js';

/** A reading typed in or taken off a handheld meter at the field. */
export interface ManualReading {
  temperatureCelsius: number;
  relativeHumidityPercent: number;
  windSpeedKmh: number;
}

export type ManualReadingField = keyof ManualReading;

export type ManualUnknown = 'gusts' | 'rain' | 'inversion';

export interface ManualRating extends HourRating {
  /** What a single reading cannot tell, each with the sentence the page shows. */
  unknowns: { code: ManualUnknown; message: string }[];
}

/** The page lists these under a manual rating: a reading is one moment at one spot. */
export const MANUAL_UNKNOWNS: ManualRating['unknowns'] = [
  {
    code: 'gusts',
    message: 'Gusts: one reading shows the wind now, not how much it gusts. Watch it for a minute.',
  },
  {
    code: 'rain',
    message:
      'Rain: manual mode does not know the forecast. Keep the label’s rainfast time clear of rain.',
  },
  {
    code: 'inversion',
    message:
      'Inversion: one reading cannot show whether the air is calming and cooling into the evening. Between evening and an hour after sunrise, assume an inversion unless the wind is steady and the sky cloudy.',
  },
];

/**
 * Checks a typed reading field by field, so the page can say which box is wrong. Only physical
 * impossibilities are refused; an unusual but possible reading is rated and explained.
 */
export function validateManualReading(
  reading: Partial<Record<ManualReadingField, number>>,
): Partial<Record<ManualReadingField, string>> {
  const errors: Partial<Record<ManualReadingField, string>> = {};
  const { temperatureCelsius: t, relativeHumidityPercent: rh, windSpeedKmh: wind } = reading;
  if (t === undefined || !Number.isFinite(t))
    errors.temperatureCelsius = 'Enter the temperature in °C.';
  else if (t < -273.15) errors.temperatureCelsius = 'No air is colder than −273.15 °C.';
  if (rh === undefined || !Number.isFinite(rh)) {
    errors.relativeHumidityPercent = 'Enter the relative humidity in %.';
  } else if (rh < 0 || rh > 100) {
    errors.relativeHumidityPercent = 'Relative humidity is between 0 and 100 %.';
  }
  if (wind === undefined || !Number.isFinite(wind))
    errors.windSpeedKmh = 'Enter the wind speed in km/h.';
  else if (wind < 0) errors.windSpeedKmh = 'Wind speed cannot be negative.';
  return errors;
}

/**
 * Rates the current hour from a reading alone: ΔT, wind and temperature. Gusts, rain and the
 * inversion trend are not guessed; they come back in `unknowns`. Call `validateManualReading`
 * first: an impossible reading throws.
 */
export function rateManualReading(reading: ManualReading): ManualRating {
  const errors = validateManualReading(reading);
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new RangeError(first);
  return {
    ...rateConditions({
      ...reading,
      windGustKmh: null,
      inInversionPeriod: null,
      cloudCoverPercent: null,
      rain: null,
    }),
    unknowns: MANUAL_UNKNOWNS,
  };
}
