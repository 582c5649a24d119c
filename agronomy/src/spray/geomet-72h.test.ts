import { describe, expect, it } from 'vitest';
import fixture from './fixtures/geomet/hrdps-72h.handmade.json' with { type: 'json' };
import { forecastCell } from './cells.js';
import { HOUR_MS } from './forecast.js';
import {
  assembleGeoMetForecast,
  GEOMET_HRDPS_LAYERS,
  geoMetPrecipitationTimes,
  parseGeoMetTimeDimension,
  type GeoMetSeries,
} from './geomet.js';
import { PLACES } from './places.js';
import { rateForecast, type RatedHour } from './rating.js';
import { formatHourLabel, rightNow, sprayWindows } from './windows.js';

/*
 * Issue 39's "the recorded fixtures reproduce a rated 48-hour timeline": the 72-hour fixture the
 * backend's fixture server plays back (fixtures/geomet/README.md), taken as GeoMet would give it
 * for one model run and rated for the 48 hours ahead of one moment, as the GeoMet provider and
 * the page do. The server moves the run to the day of the test; here both are fixed, so every
 * hour can be pinned.
 */

/** The 12:00 UTC run of Tuesday 10 June 2025; the fixture's hours start at 00:00 UTC that day. */
const DAY_START = Date.parse('2025-06-10T00:00:00Z');
const RUN = '2025-06-10T12:00:00Z';
/** 07:20 in Saskatoon (UTC−6 all year): the page is opened during the run's second hour. */
const NOW = new Date('2025-06-10T13:20:00Z');
const TIME_ZONE = 'America/Regina';

const saskatoon = PLACES.find((place) => place.geonameId === 6141256)!;
const cell = forecastCell(saskatoon.latitude, saskatoon.longitude);

type FixtureVariable = keyof typeof fixture.series;

/** The run's hours on offer, and the 48 the provider asks for from the one in progress. */
const offered = parseGeoMetTimeDimension(`${RUN}/2025-06-12T12:00:00Z/PT1H`);
const times = offered
  .filter((time) => Date.parse(time) >= Math.floor(NOW.getTime() / HOUR_MS) * HOUR_MS)
  .slice(0, 48);

/**
 * What GeoMet's GetFeatureInfo gives for each layer at the times the provider asks for
 * (geomet.provider): the fixture's value at that hour, and for the precipitation layer the amount
 * accumulated since the run began (`precipitationHourly[i]` is what fell in the hour ending at
 * index i, as the fixture server accumulates it).
 */
function seriesOfRun(): GeoMetSeries {
  const index = (time: string) => (Date.parse(time) - DAY_START) / HOUR_MS;
  const runIndex = index(RUN);
  const precipitation = geoMetPrecipitationTimes(times, offered, RUN);
  const series: GeoMetSeries = {};
  for (const { variable } of GEOMET_HRDPS_LAYERS) {
    const asked =
      variable === 'precipitationAccumulated'
        ? precipitation.accumulation
        : variable === 'precipitationProbability'
          ? precipitation.probability
          : times;
    series[variable] = Object.fromEntries(
      asked.map((time) => {
        if (variable !== 'precipitationAccumulated') {
          return [time, fixture.series[variable as FixtureVariable][index(time)]];
        }
        const since = fixture.series.precipitationHourly.slice(runIndex + 1, index(time) + 1);
        return [time, since.reduce((sum, mm) => sum + mm, 0)];
      }),
    );
  }
  return series;
}

const forecast = assembleGeoMetForecast({
  latitude: cell.latitude,
  longitude: cell.longitude,
  referenceTime: RUN,
  layers: GEOMET_HRDPS_LAYERS,
  series: seriesOfRun(),
  times,
});
// The generic rainfast time (4 h), as the page uses without a product.
const rated = rateForecast(forecast.hours);

/**
 * An hour in one line: its local label, rating, ΔT to a tenth of a degree (as the page shows it)
 * and its reasons, each a code with "(poor)" where the reason alone makes the hour Poor (the
 * others are Marginal).
 */
function row({ hour, rating, deltaT, reasons }: RatedHour): string {
  const label = formatHourLabel(new Date(hour.startsAt), TIME_ZONE);
  const dt = deltaT.kind === 'valid' ? deltaT.deltaTCelsius.toFixed(1) : 'unknown';
  const named = reasons.map((r) => (r.severity === 'poor' ? `${r.code}(poor)` : r.code));
  return `${label} ${rating} ΔT ${dt}${named.length > 0 ? `: ${named.join(' ')}` : ''}`;
}

describe('the 72-hour GeoMet fixture, rated for the 48 hours ahead', () => {
  it('holds 48 hours, Tue 07:00 to Thu 06:00 in Saskatoon, with rain amounts to the run’s end', () => {
    expect(forecast.hours).toHaveLength(48);
    expect(forecast.hours[0].startsAt).toBe('2025-06-10T13:00:00Z');
    expect(forecast.hours[47].startsAt).toBe('2025-06-12T12:00:00Z');
    expect(forecast.issuedAt).toBe(RUN);
    // The accumulation rises by 1.2 mm at 00:00Z and 01:00Z and by 0.6 mm at 21:00Z next day:
    // that rain fell in the hours ending then, 23:00Z–00:00Z, 00:00Z–01:00Z and 20:00Z–21:00Z.
    const rain = forecast.hours.filter((h) => h.precipitationMm! > 0);
    expect(rain.map((h) => [h.startsAt, h.precipitationMm])).toEqual([
      ['2025-06-10T23:00:00Z', 1.2],
      ['2025-06-11T00:00:00Z', 1.2],
      ['2025-06-11T20:00:00Z', 0.6],
    ]);
    // The run ends at 12:00Z on the 12th: the last hour, 12:00Z–13:00Z, has no rain figures.
    expect(forecast.hours.slice(0, 47).every((h) => h.precipitationMm !== null)).toBe(true);
    expect(forecast.hours[47].precipitationMm).toBeNull();
    expect(forecast.hours[47].precipitationProbabilityPercent).toBeNull();
  });

  it('rates every hour and names every reason', () => {
    expect(rated.map(row)).toEqual([
      'Tue 07:00 marginal ΔT 1.9: deltaTLow temperatureOutOfRange',
      'Tue 08:00 marginal ΔT 2.4: temperatureOutOfRange',
      'Tue 09:00 good ΔT 3.1',
      'Tue 10:00 good ΔT 3.8',
      'Tue 11:00 good ΔT 4.7',
      'Tue 12:00 poor ΔT 5.7: windTooStrong(poor) gusts',
      'Tue 13:00 poor ΔT 6.4: windTooStrong(poor) gusts rainWithinRainfastTime(poor)',
      'Tue 14:00 poor ΔT 7.2: windTooStrong(poor) gusts rainWithinRainfastTime(poor)',
      'Tue 15:00 poor ΔT 7.6: windTooStrong(poor) gusts rainWithinRainfastTime(poor)',
      'Tue 16:00 poor ΔT 7.8: windTooStrong(poor) gusts rainWithinRainfastTime(poor)',
      'Tue 17:00 poor ΔT 7.6: windTooStrong(poor) gusts rainWithinRainfastTime(poor)',
      'Tue 18:00 poor ΔT 7.2: rainWithinRainfastTime(poor)',
      'Tue 19:00 good ΔT 6.4',
      'Tue 20:00 good ΔT 5.7',
      'Tue 21:00 poor ΔT 4.7: windTooCalm inversionRisk(poor)',
      'Tue 22:00 poor ΔT 3.8: windTooCalm inversionRisk(poor)',
      'Tue 23:00 poor ΔT 3.1: windTooCalm inversionRisk(poor)',
      'Wed 00:00 poor ΔT 3.2: windTooCalm inversionRisk(poor)',
      'Wed 01:00 poor ΔT 2.3: windTooCalm inversionRisk(poor) temperatureOutOfRange',
      'Wed 02:00 poor ΔT 1.7: deltaTLow windTooCalm inversionRisk(poor) temperatureOutOfRange',
      'Wed 03:00 poor ΔT 1.4: deltaTLow windTooCalm inversionRisk(poor) temperatureOutOfRange',
      'Wed 04:00 poor ΔT 1.3: deltaTLow windTooCalm inversionRisk(poor) temperatureOutOfRange',
      'Wed 05:00 poor ΔT 1.4: deltaTLow windTooCalm inversionRisk(poor) temperatureOutOfRange',
      'Wed 06:00 marginal ΔT 1.7: deltaTLow temperatureOutOfRange',
      'Wed 07:00 marginal ΔT 2.3: temperatureOutOfRange',
      'Wed 08:00 good ΔT 3.2',
      'Wed 09:00 marginal ΔT 4.2: rainWithinRainfastTime',
      'Wed 10:00 poor ΔT 5.6: rainWithinRainfastTime(poor)',
      'Wed 11:00 poor ΔT 7.1: rainWithinRainfastTime(poor)',
      'Wed 12:00 poor ΔT 8.6: deltaTHigh rainWithinRainfastTime(poor)',
      'Wed 13:00 poor ΔT 10.3: deltaTHigh(poor) rainWithinRainfastTime(poor) temperatureOutOfRange',
      'Wed 14:00 poor ΔT 11.8: deltaTHigh(poor) rainWithinRainfastTime(poor) temperatureOutOfRange',
      'Wed 15:00 poor ΔT 12.8: deltaTHigh(poor) temperatureOutOfRange',
      'Wed 16:00 poor ΔT 13.1: deltaTHigh(poor) temperatureOutOfRange',
      'Wed 17:00 poor ΔT 12.8: deltaTHigh(poor) temperatureOutOfRange',
      'Wed 18:00 poor ΔT 11.8: deltaTHigh(poor) temperatureOutOfRange',
      'Wed 19:00 poor ΔT 10.3: deltaTHigh(poor) temperatureOutOfRange',
      'Wed 20:00 marginal ΔT 8.6: deltaTHigh',
      'Wed 21:00 poor ΔT 7.1: windTooCalm inversionRisk(poor)',
      'Wed 22:00 poor ΔT 5.6: windTooCalm inversionRisk(poor)',
      'Wed 23:00 poor ΔT 4.2: windTooCalm inversionRisk(poor)',
      'Thu 00:00 poor ΔT 2.3: windTooCalm inversionRisk(poor) temperatureOutOfRange',
      'Thu 01:00 poor ΔT 1.9: deltaTLow windTooCalm inversionRisk(poor) temperatureOutOfRange',
      'Thu 02:00 poor ΔT 1.4: deltaTLow windTooCalm inversionRisk(poor) rainUnknown temperatureOutOfRange',
      'Thu 03:00 poor ΔT 1.2: deltaTLow windTooCalm inversionRisk(poor) rainUnknown temperatureOutOfRange',
      'Thu 04:00 poor ΔT 1.1: deltaTLow windTooCalm inversionRisk(poor) rainUnknown temperatureOutOfRange',
      'Thu 05:00 poor ΔT 1.2: deltaTLow windTooCalm inversionRisk(poor) rainUnknown temperatureOutOfRange',
      'Thu 06:00 marginal ΔT 1.4: deltaTLow rainUnknown temperatureOutOfRange',
    ]);
  });

  it('agrees with hours worked by hand', () => {
    const at = (label: string) =>
      rated.find((h) => formatHourLabel(new Date(h.hour.startsAt), TIME_ZONE) === label)!;
    const deltaT = (label: string) => {
      const { deltaT: d } = at(label);
      return d.kind === 'valid' ? d.deltaTCelsius : NaN;
    };
    const messages = (label: string) => at(label).reasons.map((r) => r.message);

    // Tue 09:00 (15:00Z): 16.2 °C, 73 %. Stull (2011) eq. 1, arctangents in radians:
    // 16.2·atan(0.151977·√81.313659) = 15.2348, atan(89.2) = 1.5596, atan(71.323669) = 1.5568,
    // 0.00391838·73^1.5·atan(1.686373) = 2.5308; 15.2348 + 1.5596 − 1.5568 + 2.5308 − 4.6860 =
    // 13.0824 °C, ΔT 3.12: good. Wind 2.5 m/s = 9 km/h, gusts 13.5 km/h, 10 % chance of rain
    // and no rain up to 14:00, 16.2 °C: nothing to name.
    expect(deltaT('Tue 09:00')).toBeCloseTo(3.12, 2);
    expect(at('Tue 09:00').hour.windSpeedKmh).toBeCloseTo(9, 6);
    expect(messages('Tue 09:00')).toEqual([]);

    // Tue 12:00: 7.22 m/s = 26.0 km/h of wind, above the 20 km/h stop; gusts 10.83 m/s = 39 km/h.
    expect(messages('Tue 12:00')).toEqual([
      'Wind 26 km/h is above 20 km/h: too windy to spray.',
      'Gusts to 39 km/h, above 20 km/h.',
    ]);

    // Tue 13:00 (19:00Z): spraying until 14:00 must stay dry to 18:00. The accumulation rises by
    // 1.2 mm at 00:00Z (18:00 local): that rain falls 17:00–18:00, the last rainfast hour. Tue
    // 19:00 sprays after both showers (17:00–19:00) and is Good again.
    expect(at('Tue 17:00').hour.precipitationMm).toBe(1.2);
    expect(messages('Tue 13:00')).toContain(
      'Rain (1.2 mm) is forecast before the product is rainfast.',
    );
    expect(at('Tue 19:00').rating).toBe('good');

    // Tue 20:00 (02:00Z): the sun sets at about 21:15 in Saskatoon on 10 June, so the hour is
    // day but within 2 h of sunset (inversion period). Wind 1.94 m/s = 7 km/h is not calm and
    // 40 % cloud is not clear: no inversion sign. The showers fall 17:00–19:00; ΔT 5.7.
    expect(at('Tue 20:00').hour.isDay).toBe(true);
    expect(at('Tue 20:00').inInversionPeriod).toBe(true);
    expect(at('Tue 21:00').hour.isDay).toBe(false);
    expect(at('Tue 20:00').rating).toBe('good');

    // Wed 04:00 (10:00Z): 11.0 °C, 88 %: 10.7818 + 1.5607 − 1.5592 + 3.6023 − 4.6860 = 9.6995 °C,
    // ΔT 1.30: low. Wind 0.56 m/s = 2 km/h under 3, at night with 10 % cloud: calm and clear,
    // Poor. 11 °C is under 15 °C.
    expect(deltaT('Wed 04:00')).toBeCloseTo(1.3, 2);
    expect(messages('Wed 04:00')).toEqual([
      'ΔT 1.3 °C is below 2 °C: fine droplets last long and drift, and an inversion is likely.',
      'Wind 2 km/h is under 3 km/h: the spray cloud hangs and its direction is unpredictable.',
      'Calm and clear between evening and sunrise: an inversion is likely. Do not spray.',
      '11.0 °C is below 15 °C: weeds take up herbicide slowly.',
    ]);

    // Wed 13:00 (19:00Z): 28.1 °C, 34 %: 21.9085 + 1.5547 − 1.5399 + 0.5172 − 4.6860 =
    // 17.7545 °C, ΔT 10.35, above 10: Poor. 0.6 mm falls 14:00–15:00 (the accumulation rises at
    // 21:00Z, 15:00 local), within the 4 h after the hour.
    expect(deltaT('Wed 13:00')).toBeCloseTo(10.35, 2);
    expect(messages('Wed 13:00')).toEqual([
      'ΔT 10.3 °C is above 10 °C: droplets evaporate before they land.',
      'Rain (0.6 mm) is forecast before the product is rainfast.',
      '28.1 °C is above 26 °C: heat-stressed weeds take up less, and some products volatilise.',
    ]);

    // Thu 03:00: spraying then must stay dry to 08:00, but the run's hours end at 07:00.
    expect(messages('Thu 03:00')).toContain('The forecast ends before the rainfast time does.');
    // Thu 02:00 must stay dry to 07:00: the hours reach 07:00, but the run ends at 06:00 (12:00Z),
    // so nothing says what falls from 06:00 to 07:00.
    expect(messages('Thu 02:00')).toContain(
      'The forecast gives no rain amount for part of the rainfast time.',
    );
  });

  it('groups the Good hours into three windows, and the card points to the first', () => {
    const windows = sprayWindows(rated, TIME_ZONE);
    expect(windows.map((w) => [w.label, w.hours])).toEqual([
      ['Tue 09:00–12:00', 3],
      ['Tue 19:00–21:00', 2],
      ['Wed 08:00–09:00', 1],
    ]);
    const card = rightNow(rated, windows, NOW);
    expect(card.current?.hour.startsAt).toBe('2025-06-10T13:00:00Z');
    expect(card.current?.rating).toBe('marginal');
    expect(card.currentWindow).toBeNull();
    expect(card.nextWindow?.label).toBe('Tue 09:00–12:00');
  });
});
