import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import airTemp from './fixtures/geomet/featureinfo-airtemp.handmade.json' with { type: 'json' };
import outsideDomain from './fixtures/geomet/featureinfo-outside-domain.handmade.json' with { type: 'json' };
import saskatoon from './fixtures/geomet/hrdps-saskatoon-series.handmade.json' with { type: 'json' };
import {
  assembleGeoMetForecast,
  ECCC_ATTRIBUTION,
  GEOMET_HRDPS_LAYERS,
  geoMetCapabilitiesUrl,
  geoMetFeatureInfoUrl,
  geoMetPrecipitationTimes,
  parseGeoMetCapabilities,
  parseGeoMetFeatureInfo,
  parseGeoMetTimeDimension,
  type GeoMetLayer,
} from './geomet.js';
import { rateForecast } from './rating.js';
import { formatHourLabel, sprayWindows } from './windows.js';

// The fixtures are hand-made in MSC's documented formats (fixtures/geomet/README.md).
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/geomet/${name}`, import.meta.url), 'utf8');
const capabilities = fixture('capabilities-airtemp.handmade.xml');
const RUN_12Z = '2025-06-10T12:00:00Z';

describe('GeoMet request URLs', () => {
  it('asks for the centre pixel of a small map around the point, latitude first', () => {
    const url = new URL(
      geoMetFeatureInfoUrl({
        layer: 'HRDPS-WEonG_2.5km_AirTemp',
        time: '2025-06-10T15:00:00Z',
        referenceTime: '2025-06-10T06:00:00Z',
        latitude: 52.09,
        longitude: -106.62,
      }),
    );
    expect(url.origin + url.pathname).toBe('https://geo.weather.gc.ca/geomet');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      SERVICE: 'WMS',
      VERSION: '1.3.0',
      REQUEST: 'GetFeatureInfo',
      LAYERS: 'HRDPS-WEonG_2.5km_AirTemp',
      QUERY_LAYERS: 'HRDPS-WEonG_2.5km_AirTemp',
      CRS: 'EPSG:4326',
      BBOX: '52.0800,-106.6300,52.1000,-106.6100',
      WIDTH: '10',
      HEIGHT: '10',
      I: '5',
      J: '5',
      INFO_FORMAT: 'application/json',
      TIME: '2025-06-10T15:00:00Z',
      DIM_REFERENCE_TIME: '2025-06-10T06:00:00Z',
    });
  });

  it('asks for one layer’s capabilities only', () => {
    expect(geoMetCapabilitiesUrl('HRDPS.CONTINENTAL_HR', 'http://127.0.0.1:9/geomet')).toBe(
      'http://127.0.0.1:9/geomet?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetCapabilities&LAYER=HRDPS.CONTINENTAL_HR',
    );
  });
});

describe('GeoMet answers', () => {
  it('reads the value of a GetFeatureInfo answer', () => {
    expect(parseGeoMetFeatureInfo(airTemp)).toBe(18.4);
    expect(
      parseGeoMetFeatureInfo({
        type: 'FeatureCollection',
        features: [{ properties: { value: 3 } }],
      }),
    ).toBe(3);
  });

  it('reads a point outside the model as no value, and refuses anything else', () => {
    expect(parseGeoMetFeatureInfo(outsideDomain)).toBeNull();
    expect(() => parseGeoMetFeatureInfo('<html>Service unavailable</html>')).toThrow();
    expect(() =>
      parseGeoMetFeatureInfo({ features: [{ properties: { value: 'n/a' } }] }),
    ).toThrow();
    expect(() => parseGeoMetFeatureInfo({ features: [{ properties: { value: ' ' } }] })).toThrow();
    expect(() => parseGeoMetFeatureInfo({ features: [{ properties: {} }] })).toThrow();
  });

  it('lists the hours a time dimension offers', () => {
    const hours = parseGeoMetTimeDimension('2025-06-10T12:00:00Z/2025-06-12T12:00:00Z/PT1H');
    expect(hours).toHaveLength(49);
    expect(hours[0]).toBe('2025-06-10T12:00:00Z');
    expect(hours[48]).toBe('2025-06-12T12:00:00Z');
    expect(
      parseGeoMetTimeDimension(
        '2025-06-10T00:00:00Z/2025-06-10T06:00:00Z/PT3H,2025-06-11T00:00:00Z',
      ),
    ).toEqual([
      '2025-06-10T00:00:00Z',
      '2025-06-10T03:00:00Z',
      '2025-06-10T06:00:00Z',
      '2025-06-11T00:00:00Z',
    ]);
    expect(() =>
      parseGeoMetTimeDimension('2025-06-10T00:00:00Z/2025-06-11T00:00:00Z/P1D'),
    ).toThrow();
  });

  it('reads the forecast hours and the latest model run from a layer’s capabilities', () => {
    const parsed = parseGeoMetCapabilities(capabilities);
    expect(parsed.referenceTime).toBe('2025-06-10T12:00:00Z');
    expect(parsed.times).toHaveLength(49);
    expect(() => parseGeoMetCapabilities('<WMS_Capabilities/>')).toThrow(/no time dimension/);
  });

  it('declares a layer for every variable the rating needs, and one only', () => {
    const variables = GEOMET_HRDPS_LAYERS.map((l) => l.variable).sort();
    expect(variables).toEqual([
      'cloudCover',
      'precipitationAccumulated',
      'precipitationProbability',
      'relativeHumidity',
      'temperature',
      'windGust',
      'windSpeed',
    ]);
  });
});

describe('a GeoMet forecast, assembled and rated', () => {
  const forecast = assembleGeoMetForecast({ ...saskatoon, layers: GEOMET_HRDPS_LAYERS });

  it('converts to the provider-neutral units and credits Environment Canada', () => {
    const [first] = forecast.hours;
    // 0.6 m/s × 3.6 = 2.16 km/h; gust 1.5 m/s = 5.4 km/h; the run started at 06:00Z.
    expect(first).toEqual({
      startsAt: '2025-06-10T11:00:00Z',
      temperatureCelsius: 9,
      relativeHumidityPercent: 92,
      windSpeedKmh: 2.16,
      windGustKmh: 5.4,
      precipitationMm: 0,
      precipitationProbabilityPercent: 0,
      cloudCoverPercent: 10,
      isDay: true,
    });
    expect(forecast).toMatchObject({
      provider: 'eccc-geomet',
      issuedAt: '2025-06-10T06:00:00Z',
      attribution: ECCC_ATTRIBUTION,
    });
    expect(ECCC_ATTRIBUTION.text).toBe('Data Source: Environment and Climate Change Canada');
  });

  it('turns the run’s accumulated precipitation into hourly amounts, each filed at its start', () => {
    // Accumulated 0 mm to 20:00Z, 0.6 mm at 21:00Z, 1.4 mm at 22:00Z: 0.6 mm fell 20:00–21:00
    // and 0.8 mm 21:00–22:00. The series ends at 22:00Z, so 22:00–23:00 has no amount.
    expect(forecast.hours.map((h) => h.precipitationMm)).toEqual([
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0.6,
      0.8,
      null,
    ]);
    // The chance is read at the hour's end too: 70 % at 21:00Z is the chance of 20:00–21:00.
    expect(forecast.hours.map((h) => h.precipitationProbabilityPercent)).toEqual([
      0,
      0,
      0,
      0,
      0,
      0,
      10,
      10,
      20,
      70,
      80,
      null,
    ]);
  });

  it('reproduces the rated timeline: one window, Tue 08:00–10:00 in Saskatoon', () => {
    const rated = rateForecast(forecast.hours);
    expect(rated.map((r) => r.rating)).toEqual([
      'marginal', // 05:00: ΔT 0.9 °C, calm 2 km/h, 9 °C
      'marginal', // 06:00: ΔT 1.3 °C, 10 °C
      'marginal', // 07:00: 12 °C, under 15 °C
      'good', //     08:00: 15 °C, ΔT 3.2 °C, 8 km/h; dry to 13:00
      'good', //     09:00: dry to 14:00
      'poor', //     10:00: 0.6 mm falls 14:00–15:00, within 4 h of 11:00
      'poor',
      'poor',
      'poor',
      'poor', //     14:00: ΔT 9.0 °C, wind 17 km/h, 0.6 mm of rain
      'poor',
      'poor', //     16:00: ΔT, wind, and no rain figure from 16:00 on
    ]);
    expect(rated[11].reasons.find((r) => r.code === 'rainUnknown')?.message).toBe(
      'The forecast ends before the rainfast time does.',
    );
    expect(sprayWindows(rated, 'America/Regina').map((w) => w.label)).toEqual(['Tue 08:00–10:00']);
  });

  it('finds the rain of the first hour when it is the run’s start, with no value before it', () => {
    // The 06:00Z run: nothing has accumulated at 06:00Z, and GeoMet has no accumulation then.
    const times = ['2025-06-10T06:00:00Z', '2025-06-10T07:00:00Z'];
    const constant = (value: number) => Object.fromEntries(times.map((t) => [t, value]));
    const atRunStart = assembleGeoMetForecast({
      ...saskatoon,
      layers: GEOMET_HRDPS_LAYERS,
      times,
      series: {
        temperature: constant(12),
        relativeHumidity: constant(80),
        windSpeed: constant(3),
        windGust: constant(5),
        cloudCover: constant(20),
        precipitationAccumulated: { '2025-06-10T07:00:00Z': 0.4, '2025-06-10T08:00:00Z': 0.4 },
        precipitationProbability: { '2025-06-10T07:00:00Z': 60, '2025-06-10T08:00:00Z': 20 },
      },
    });
    expect(
      atRunStart.hours.map((h) => [h.precipitationMm, h.precipitationProbabilityPercent]),
    ).toEqual([
      [0.4, 60],
      [0, 20],
    ]);
  });

  it('puts rain accumulated between 09:00 and 10:00 in the hour 09:00–10:00, so the rating sees it there', () => {
    // Saskatoon keeps UTC−6: 15:00Z is 09:00. The 12:00Z run's accumulation is 0 to 15:00Z and
    // 1.5 mm from 16:00Z (10:00) on: 1.5 mm falls 09:00–10:00.
    const times = parseGeoMetTimeDimension('2025-06-10T13:00:00Z/2025-06-10T19:00:00Z/PT1H');
    const at = (value: number) => Object.fromEntries(times.map((t) => [t, value]));
    const ends = parseGeoMetTimeDimension('2025-06-10T13:00:00Z/2025-06-10T20:00:00Z/PT1H');
    const forecast = assembleGeoMetForecast({
      latitude: 52.13,
      longitude: -106.67,
      referenceTime: RUN_12Z,
      layers: GEOMET_HRDPS_LAYERS,
      times,
      series: {
        temperature: at(20),
        relativeHumidity: at(50),
        windSpeed: at(2.8), // 10.1 km/h
        windGust: at(4), // 14.4 km/h
        cloudCover: at(50),
        precipitationAccumulated: Object.fromEntries(
          ends.map((t) => [t, Date.parse(t) >= Date.parse('2025-06-10T16:00:00Z') ? 1.5 : 0]),
        ),
        precipitationProbability: Object.fromEntries(ends.map((t) => [t, 10])),
      },
    });
    const local = (r: { hour: { startsAt: string } }) =>
      formatHourLabel(new Date(r.hour.startsAt), 'America/Regina');
    expect(forecast.hours.map((h) => [local({ hour: h }), h.precipitationMm])).toEqual([
      ['Tue 07:00', 0],
      ['Tue 08:00', 0],
      ['Tue 09:00', 1.5],
      ['Tue 10:00', 0],
      ['Tue 11:00', 0],
      ['Tue 12:00', 0],
      ['Tue 13:00', 0],
    ]);
    // A 2 h rainfast time: a spray at 07:00 (until 08:00) must stay dry to 10:00, so 09:00–10:00
    // is the last hour of its rainfast time: Poor, as are 08:00 and 09:00. A spray at 10:00 is
    // not rained on (20 °C, 50 %: ΔT 6.3; wind 10 km/h): Good.
    const rated = rateForecast(forecast.hours, { rainfastHours: 2 });
    expect(rated.slice(0, 5).map((r) => [local(r), r.rating])).toEqual([
      ['Tue 07:00', 'poor'],
      ['Tue 08:00', 'poor'],
      ['Tue 09:00', 'poor'],
      ['Tue 10:00', 'good'],
      ['Tue 11:00', 'good'],
    ]);
    expect(rated[0].reasons.map((r) => r.message)).toEqual([
      'Rain (1.5 mm) is forecast before the product is rainfast.',
    ]);
  });

  it('lists the precipitation times an hour needs: its end, and the first start after the run’s', () => {
    const offered = parseGeoMetTimeDimension('2025-06-10T12:00:00Z/2025-06-12T12:00:00Z/PT1H');
    const fromRunStart = geoMetPrecipitationTimes(offered.slice(0, 48), offered, RUN_12Z);
    // Hours 12:00Z (the run's start) to 11:00Z two days on: their ends, 13:00Z to 12:00Z.
    expect(fromRunStart.accumulation).toEqual(offered.slice(1, 49));
    expect(fromRunStart.probability).toEqual(offered.slice(1, 49));
    const later = geoMetPrecipitationTimes(offered.slice(2, 49), offered, RUN_12Z);
    // From 14:00Z to the run's last time: 14:00Z for the first hour's start, then each end; the
    // last hour (12:00Z on the 12th) ends after the run and is not asked for.
    expect(later.accumulation).toEqual(offered.slice(2, 49));
    expect(later.probability).toEqual(offered.slice(3, 49));
  });

  it('takes relative humidity from the dew point when only that was fetched', () => {
    const layers: GeoMetLayer[] = [
      ...GEOMET_HRDPS_LAYERS.filter((l) => l.variable !== 'relativeHumidity'),
      { variable: 'dewPoint', layer: 'HRDPS.CONTINENTAL_TD', unit: 'kelvin', basis: 'registry' },
    ];
    const series = { ...saskatoon.series, relativeHumidity: undefined };
    const dewPoint = Object.fromEntries(saskatoon.times.map((t) => [t, 282.4112])); // 9.2612 °C
    const withDewPoint = assembleGeoMetForecast({
      ...saskatoon,
      layers,
      series: { ...series, dewPoint },
      times: ['2025-06-10T17:00:00Z'],
    });
    // At 20 °C a 9.26 °C dew point is 50 % (the Magnus known answer).
    expect(withDewPoint.hours[0].relativeHumidityPercent).toBeCloseTo(50, 2);
  });

  it('refuses a forecast with a hole or a unit that cannot be right', () => {
    const holed: Record<string, number> = { ...saskatoon.series.windSpeed };
    delete holed[saskatoon.times[3]];
    expect(() =>
      assembleGeoMetForecast({
        ...saskatoon,
        layers: GEOMET_HRDPS_LAYERS,
        series: { ...saskatoon.series, windSpeed: holed },
      }),
    ).toThrow(/no windSpeed at 2025-06-10T14:00:00Z/);
    const kelvinAsCelsius = Object.fromEntries(saskatoon.times.map((t) => [t, 290.15]));
    expect(() =>
      assembleGeoMetForecast({
        ...saskatoon,
        layers: GEOMET_HRDPS_LAYERS,
        series: { ...saskatoon.series, temperature: kelvinAsCelsius },
      }),
    ).toThrow(/check the unit/);
  });
});
