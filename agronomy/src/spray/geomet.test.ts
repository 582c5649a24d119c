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
  parseGeoMetCapabilities,
  parseGeoMetFeatureInfo,
  parseGeoMetTimeDimension,
  type GeoMetLayer,
} from './geomet.js';
import { rateForecast } from './rating.js';
import { sprayWindows } from './windows.js';

// The fixtures are hand-made in MSC's documented formats (fixtures/geomet/README.md).
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/geomet/${name}`, import.meta.url), 'utf8');
const capabilities = fixture('capabilities-airtemp.handmade.xml');

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
    // The fixture README names the same file the test reads.
    expect(fixture('README.md')).toContain('hrdps-saskatoon-series.handmade.json');
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

  it('turns the run’s accumulated precipitation into hourly amounts', () => {
    // Accumulated 0 mm to 20:00Z, 0.6 mm at 21:00Z, 1.4 mm at 22:00Z: 0.6 then 0.8 mm an hour.
    expect(forecast.hours.map((h) => h.precipitationMm)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.6, 0.8,
    ]);
  });

  it('reproduces the rated timeline: one window, Tue 08:00–11:00 in Saskatoon', () => {
    const rated = rateForecast(forecast.hours);
    expect(rated.map((r) => r.rating)).toEqual([
      'marginal', // 05:00: ΔT 0.9 °C, calm 2 km/h, 9 °C
      'marginal', // 06:00: ΔT 1.3 °C, 10 °C
      'marginal', // 07:00: 12 °C, under 15 °C
      'good', //     08:00: 15 °C, ΔT 3.2 °C, 8 km/h
      'good',
      'good',
      'poor', //     11:00: 0.6 mm falls at 15:00, within 4 h of 12:00
      'poor',
      'poor',
      'poor',
      'poor', //     15:00: ΔT 10.1 °C, wind 21 km/h, rain
      'poor',
    ]);
    expect(sprayWindows(rated, 'America/Regina').map((w) => w.label)).toEqual(['Tue 08:00–11:00']);
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
