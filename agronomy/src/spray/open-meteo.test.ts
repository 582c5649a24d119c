import { describe, expect, it } from 'vitest';
import { openMeteoForecastUrl, parseOpenMeteoForecast } from './open-meteo.js';
import { rateForecast } from './rating.js';

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

  it('reads the hours from the one given on, with each hour’s rain, chance and gust from its end', () => {
    const forecast = parseOpenMeteoForecast(answer(), {
      from: new Date('2025-06-10T13:00:00Z'),
      hours: 48,
      latitude: 52.125,
      longitude: -106.625,
    });
    expect(forecast.provider).toBe('open-meteo');
    expect(forecast.hours).toEqual([
      {
        // Instants at 13:00; the rain (0.4 mm), chance (60 %) and gust (20 km/h) Open-Meteo
        // gives at 14:00 are those of the preceding hour, 13:00–14:00.
        startsAt: '2025-06-10T13:00:00Z',
        temperatureCelsius: 16.5,
        relativeHumidityPercent: 70,
        windSpeedKmh: 9,
        windGustKmh: 20,
        precipitationMm: 0.4,
        precipitationProbabilityPercent: 60,
        cloudCoverPercent: 30,
        isDay: true,
      },
      {
        // The answer ends at 14:00: nothing says what falls from 14:00 to 15:00.
        startsAt: '2025-06-10T14:00:00Z',
        temperatureCelsius: 18,
        relativeHumidityPercent: 60,
        windSpeedKmh: 12,
        windGustKmh: null,
        precipitationMm: null,
        precipitationProbabilityPercent: null,
        cloudCoverPercent: 80,
        isDay: true,
      },
    ]);
  });

  it('puts rain reported at 10:00 in the hour 09:00–10:00, so the rating sees it there', () => {
    // Saskatoon keeps UTC−6: 13:00Z is 07:00. 1.5 mm is reported at 16:00Z (10:00), the sum of
    // 09:00–10:00; a 10 % chance everywhere else, 70 % reported with the rain.
    const time = ['13', '14', '15', '16', '17', '18', '19', '20'].map((h) => `2025-06-10T${h}:00`);
    const eight = (value: number) => time.map(() => value);
    const rain = answer({
      time,
      temperature_2m: eight(20),
      relative_humidity_2m: eight(50),
      wind_speed_10m: eight(10),
      wind_gusts_10m: eight(15),
      precipitation: [0, 0, 0, 1.5, 0, 0, 0, 0],
      precipitation_probability: [10, 10, 10, 70, 10, 10, 10, 10],
      cloud_cover: eight(50),
      is_day: eight(1),
    });
    const forecast = parseOpenMeteoForecast(rain, {
      from: new Date('2025-06-10T13:00:00Z'),
      hours: 48,
      latitude: 52.125,
      longitude: -106.625,
    });
    expect(forecast.hours.map((h) => [h.startsAt.slice(11, 16), h.precipitationMm])).toEqual([
      ['13:00', 0],
      ['14:00', 0],
      ['15:00', 1.5],
      ['16:00', 0],
      ['17:00', 0],
      ['18:00', 0],
      ['19:00', 0],
      ['20:00', null],
    ]);
    // A 2 h rainfast time: spraying 07:00–08:00 must stay dry to 10:00, so the rain of
    // 09:00–10:00 is its last rainfast hour: Poor. So are 08:00 and 09:00. Spraying from 10:00
    // is not rained on (10:00–13:00 is dry): Good.
    const rated = rateForecast(forecast.hours, { rainfastHours: 2 });
    const byHour = rated.slice(0, 5).map((r) => [r.hour.startsAt.slice(11, 16), r.rating]);
    expect(byHour).toEqual([
      ['13:00', 'poor'],
      ['14:00', 'poor'],
      ['15:00', 'poor'],
      ['16:00', 'good'],
      ['17:00', 'good'],
    ]);
    expect(rated[0].reasons.map((r) => r.message)).toEqual([
      'Rain (1.5 mm) is forecast before the product is rainfast.',
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
