import { describe, expect, it } from 'vitest';
import { openMeteoForecastUrl, parseOpenMeteoForecast } from './open-meteo.js';

/** A hand-made answer in the shape Open-Meteo documents: parallel arrays keyed by variable. */
const answer = (overrides: Record<string, unknown> = {}) => ({
  latitude: 52.125,
  longitude: -106.625,
  utc_offset_seconds: 0,
  timezone: 'GMT',
  hourly: {
    time: ['2025-06-10T12:00', '2025-06-10T13:00', '2025-06-10T14:00'],
    temperature_2m: [14, 16.5, 18],
    relative_humidity_2m: [80, 70, 60],
    wind_speed_10m: [5, 9, 12],
    wind_gusts_10m: [9, null, 20],
    precipitation: [0, 0, 0.4],
    precipitation_probability: [0, 10, 60],
    cloud_cover: [20, 30, 80],
    is_day: [1, 1, 1],
    ...overrides,
  },
});

describe('Open-Meteo', () => {
  it('asks for every variable in one request, with the key, in km/h and GMT', () => {
    const url = openMeteoForecastUrl({
      latitude: 52.125,
      longitude: -106.625,
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9/v1/forecast',
    });
    expect(url).toBe(
      'http://127.0.0.1:9/v1/forecast?latitude=52.1250&longitude=-106.6250&hourly=temperature_2m%2Crelative_humidity_2m%2Cwind_speed_10m%2Cwind_gusts_10m%2Cprecipitation%2Cprecipitation_probability%2Ccloud_cover%2Cis_day&wind_speed_unit=kmh&timezone=GMT&forecast_days=3&apikey=k',
    );
  });

  it('reads the hours from the one given on', () => {
    const forecast = parseOpenMeteoForecast(answer(), {
      from: new Date('2025-06-10T13:00:00Z'),
      hours: 48,
      latitude: 52.125,
      longitude: -106.625,
    });
    expect(forecast.provider).toBe('open-meteo');
    expect(forecast.hours).toEqual([
      {
        startsAt: '2025-06-10T13:00:00Z',
        temperatureCelsius: 16.5,
        relativeHumidityPercent: 70,
        windSpeedKmh: 9,
        windGustKmh: null,
        precipitationMm: 0,
        precipitationProbabilityPercent: 10,
        cloudCoverPercent: 30,
        isDay: true,
      },
      expect.objectContaining({ startsAt: '2025-06-10T14:00:00Z', precipitationMm: 0.4 }),
    ]);
  });

  it('refuses an answer with a missing column or a hole in a required value', () => {
    const from = new Date('2025-06-10T12:00:00Z');
    const options = { from, hours: 48, latitude: 52, longitude: -106 };
    expect(() => parseOpenMeteoForecast(answer({ cloud_cover: [1] }), options)).toThrow(
      /cloud_cover missing or of the wrong length/,
    );
    expect(() => parseOpenMeteoForecast(answer({ temperature_2m: [null, 1, 2] }), options)).toThrow(
      /no temperature at 2025-06-10T12:00/,
    );
    expect(() => parseOpenMeteoForecast({ hourly: null }, options)).toThrow(/no hourly block/);
  });
});
