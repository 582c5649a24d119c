import { describe, expect, it } from 'vitest';
import { rateManualReading, validateManualReading } from './manual.js';
import { rateForecast } from './rating.js';

describe('manual mode', () => {
  it('rates a typed reading at once and lists what it cannot know', () => {
    const result = rateManualReading({
      temperatureCelsius: 20,
      relativeHumidityPercent: 50,
      windSpeedKmh: 10,
    });
    expect(result.rating).toBe('good');
    expect(result.deltaT).toMatchObject({ kind: 'valid' });
    expect(result.unknowns.map((u) => u.code)).toEqual(['gusts', 'rain', 'inversion']);
  });

  it('names each reason a reading fails on', () => {
    // 28 °C, 25 %: ΔT = 11.6 °C > 10 (poor); 28 °C > 26 °C (marginal); 22 km/h > 20 (poor).
    const result = rateManualReading({
      temperatureCelsius: 28,
      relativeHumidityPercent: 25,
      windSpeedKmh: 22,
    });
    expect(result.rating).toBe('poor');
    expect(result.reasons.map((r) => r.code)).toEqual([
      'deltaTHigh',
      'windTooStrong',
      'temperatureOutOfRange',
    ]);
  });

  it('gives the forecast rating for the same weather when the forecast adds nothing bad', () => {
    const reading = { temperatureCelsius: 17, relativeHumidityPercent: 80, windSpeedKmh: 18 };
    const [forecastHour] = rateForecast(
      [
        {
          startsAt: '2025-06-10T18:00:00Z',
          ...reading,
          windGustKmh: 19,
          precipitationMm: 0,
          precipitationProbabilityPercent: 0,
          cloudCoverPercent: 80,
          isDay: true,
        },
      ],
      { rainfastHours: 0.25 },
    );
    const manual = rateManualReading(reading);
    // The forecast's last hour cannot see rain past its end; everything else agrees.
    expect(forecastHour.reasons.filter((r) => r.code !== 'rainUnknown')).toEqual(manual.reasons);
  });

  it('points at the box that is wrong', () => {
    expect(
      validateManualReading({
        temperatureCelsius: Number.NaN,
        relativeHumidityPercent: 120,
        windSpeedKmh: -1,
      }),
    ).toEqual({
      temperatureCelsius: 'Enter the temperature in °C.',
      relativeHumidityPercent: 'Relative humidity is between 0 and 100 %.',
      windSpeedKmh: 'Wind speed cannot be negative.',
    });
    expect(
      validateManualReading({ temperatureCelsius: 5, relativeHumidityPercent: 0, windSpeedKmh: 0 }),
    ).toEqual({});
    expect(() =>
      rateManualReading({ temperatureCelsius: 5, relativeHumidityPercent: 101, windSpeedKmh: 3 }),
    ).toThrow(RangeError);
  });

  it('says when the wet-bulb formula does not hold instead of rating ΔT', () => {
    const result = rateManualReading({
      temperatureCelsius: 20,
      relativeHumidityPercent: 100,
      windSpeedKmh: 8,
    });
    expect(result.reasons.map((r) => r.code)).toEqual(['deltaTUnknown']);
    expect(result.rating).toBe('marginal');
  });
});
