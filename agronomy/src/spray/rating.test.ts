import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HourlyForecast } from './forecast.js';
import { inversionPeriods, rateConditions, rateForecast, type RatingInput } from './rating.js';

/** A plain daytime hour: 20 °C, 50 %, 10 km/h, gusts 15, half cloud, no rain. */
function hour(startsAt: string, overrides: Partial<HourlyForecast> = {}): HourlyForecast {
  return {
    startsAt,
    temperatureCelsius: 20,
    relativeHumidityPercent: 50,
    windSpeedKmh: 10,
    windGustKmh: 15,
    precipitationMm: 0,
    precipitationProbabilityPercent: 0,
    cloudCoverPercent: 50,
    isDay: true,
    ...overrides,
  };
}

const dryDay: Omit<RatingInput, 'temperatureCelsius' | 'relativeHumidityPercent' | 'windSpeedKmh'> =
  {
    windGustKmh: 15,
    inInversionPeriod: false,
    cloudCoverPercent: 50,
    rain: {
      maxPrecipitationMm: 0,
      maxProbabilityPercent: 0,
      forecastEndsEarly: false,
      amountMissing: false,
    },
  };

const codes = (input: RatingInput) => rateConditions(input).reasons.map((r) => r.code);

describe('the hourly rating: known answers', () => {
  it('rates 20 °C and 50 % RH (ΔT 6.3) with a 10 km/h breeze Good, with no reason', () => {
    const result = rateConditions({
      ...dryDay,
      temperatureCelsius: 20,
      relativeHumidityPercent: 50,
      windSpeedKmh: 10,
    });
    expect(result.rating).toBe('good');
    expect(result.reasons).toEqual([]);
  });

  it('rates wind of 25 km/h Poor for wind', () => {
    const result = rateConditions({
      ...dryDay,
      temperatureCelsius: 20,
      relativeHumidityPercent: 50,
      windSpeedKmh: 25,
    });
    expect(result.rating).toBe('poor');
    expect(result.reasons).toEqual([
      expect.objectContaining({ code: 'windTooStrong', severity: 'poor' }),
    ]);
    expect(result.reasons[0].message).toContain('25 km/h');
  });

  it('rates a spray Poor when rain falls in the hour after it, with a 1 h rainfast time', () => {
    // Spraying 13:00–14:00 must stay dry until 15:00: the 14:00 hour's 1.5 mm counts.
    const rated = rateForecast(
      [hour('2025-06-10T13:00:00Z'), hour('2025-06-10T14:00:00Z', { precipitationMm: 1.5 })],
      { rainfastHours: 1 },
    );
    expect(rated[0].rating).toBe('poor');
    expect(rated[0].reasons.map((r) => r.code)).toEqual(['rainWithinRainfastTime']);
  });

  it('rates a calm, clear evening hour Poor for an inversion', () => {
    // 22 °C, 60 %: Tw = 16.81 °C, ΔT = 5.19 °C, good. Wind 2 km/h < 3: too calm (marginal).
    // The hour is night, cloud 10 % ≤ 25 %: calm and clear in the inversion period, poor.
    const result = rateConditions({
      ...dryDay,
      temperatureCelsius: 22,
      relativeHumidityPercent: 60,
      windSpeedKmh: 2,
      inInversionPeriod: true,
      cloudCoverPercent: 10,
    });
    expect(result.rating).toBe('poor');
    expect(result.reasons.map((r) => [r.code, r.severity])).toEqual([
      ['windTooCalm', 'marginal'],
      ['inversionRisk', 'poor'],
    ]);
  });

  it('rates a hot, dry afternoon Poor for evaporation and names the heat', () => {
    // 30 °C, 20 %: Tw = 15.90 °C, ΔT = 14.1 °C > 10: poor. 30 °C > 26 °C: marginal.
    const result = rateConditions({
      ...dryDay,
      temperatureCelsius: 30,
      relativeHumidityPercent: 20,
      windSpeedKmh: 10,
    });
    expect(result.rating).toBe('poor');
    expect(result.reasons.map((r) => [r.code, r.severity])).toEqual([
      ['deltaTHigh', 'poor'],
      ['temperatureOutOfRange', 'marginal'],
    ]);
    expect(result.reasons[0].message).toContain('14.1 °C');
  });

  it('rates a cool, humid morning with a 40 % chance of showers Marginal, naming each reason', () => {
    // 12 °C, 85 %: Tw = 10.37 °C, ΔT = 1.63 °C < 2: marginal. 12 °C < 15 °C: marginal.
    // 40 % ≥ 30 % and < 80 %: marginal. Wind 12 km/h with 18 km/h gusts: fine.
    const result = rateConditions({
      ...dryDay,
      temperatureCelsius: 12,
      relativeHumidityPercent: 85,
      windSpeedKmh: 12,
      windGustKmh: 18,
      rain: {
        maxPrecipitationMm: 0,
        maxProbabilityPercent: 40,
        forecastEndsEarly: false,
        amountMissing: false,
      },
    });
    expect(result.rating).toBe('marginal');
    expect(result.reasons.map((r) => r.code)).toEqual([
      'deltaTLow',
      'rainWithinRainfastTime',
      'temperatureOutOfRange',
    ]);
  });

  it('holds good hours to the published edges: ΔT 2–8, wind 3–15, 15–26 °C', () => {
    expect(
      codes({ ...dryDay, temperatureCelsius: 18, relativeHumidityPercent: 70, windSpeedKmh: 3 }),
    ).toEqual([]);
    expect(
      codes({ ...dryDay, temperatureCelsius: 18, relativeHumidityPercent: 70, windSpeedKmh: 15 }),
    ).toEqual([]);
    expect(
      codes({ ...dryDay, temperatureCelsius: 18, relativeHumidityPercent: 70, windSpeedKmh: 15.5 }),
    ).toEqual(['windTooStrong']);
    expect(
      codes({
        ...dryDay,
        temperatureCelsius: 20,
        relativeHumidityPercent: 50,
        windSpeedKmh: 10,
        windGustKmh: 26,
      }),
    ).toEqual(['gusts']);
  });

  it('says the rain is unknown where the forecast ends before the rainfast time', () => {
    const rated = rateForecast([hour('2025-06-10T13:00:00Z'), hour('2025-06-10T14:00:00Z')]);
    // The generic rainfast time is 4 h: the last hour needs rain figures until 19:00.
    expect(rated[1].reasons.map((r) => r.code)).toEqual(['rainUnknown']);
  });
  it('names an hour without a rain amount within the rainfast time instead of calling it dry', () => {
    const hours = ['13', '14', '15'].map((h) => hour(`2025-06-10T${h}:00:00Z`));
    hours[2] = { ...hours[2], precipitationMm: null };
    // A 1 h rainfast time: 13:00 must stay dry to 15:00 (hours 13 and 14, both dry); 14:00 to
    // 16:00, and 15:00–16:00 has no amount (its 0 % chance is no amount).
    const rated = rateForecast(hours, { rainfastHours: 1 });
    expect(rated[0].rating).toBe('good');
    expect(rated[1].reasons).toEqual([
      {
        code: 'rainUnknown',
        severity: 'marginal',
        message: 'The forecast gives no rain amount for part of the rainfast time.',
      },
    ]);
  });
});

describe('the inversion period', () => {
  it('runs from 2 hours before the first night hour to the first hour after sunrise', () => {
    const flags = [true, true, true, true, false, false, true, true, true];
    const hours = flags.map((isDay, i) =>
      hour(new Date(Date.UTC(2025, 5, 10, i)).toISOString(), { isDay }),
    );
    expect(inversionPeriods(hours)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

const conditions = fc.record({
  temperatureCelsius: fc.double({ min: -30, max: 45, noNaN: true }),
  relativeHumidityPercent: fc.double({ min: 0, max: 100, noNaN: true }),
  windSpeedKmh: fc.double({ min: 0, max: 60, noNaN: true }),
  windGustKmh: fc.option(fc.double({ min: 0, max: 90, noNaN: true })),
  inInversionPeriod: fc.option(fc.boolean()),
  cloudCoverPercent: fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
  rain: fc.option(
    fc.record({
      maxPrecipitationMm: fc.option(fc.double({ min: 0, max: 20, noNaN: true })),
      maxProbabilityPercent: fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
      forecastEndsEarly: fc.boolean(),
      amountMissing: fc.boolean(),
    }),
  ),
});

describe('the hourly rating: properties', () => {
  it('has no reason exactly when it is Good', () => {
    fc.assert(
      fc.property(conditions, (input) => {
        const { rating, reasons } = rateConditions(input);
        expect(reasons.length === 0).toBe(rating === 'good');
      }),
    );
  });

  it('is Poor exactly when some reason is Poor', () => {
    fc.assert(
      fc.property(conditions, (input) => {
        const { rating, reasons } = rateConditions(input);
        expect(rating === 'poor').toBe(reasons.some((r) => r.severity === 'poor'));
      }),
    );
  });

  it('never rates an hour better for more wind above the stop limit', () => {
    fc.assert(
      fc.property(conditions, fc.double({ min: 20.01, max: 100, noNaN: true }), (input, wind) => {
        expect(rateConditions({ ...input, windSpeedKmh: wind }).rating).toBe('poor');
      }),
    );
  });
});
