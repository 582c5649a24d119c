import {
  CANOLA_WATCH_INVERSION,
  CANOLA_WATCH_RAIN,
  CANOLA_WATCH_WIND,
  ECCC_PUBLIC_FORECAST_GUIDE,
  GRDC_WEATHER_MODULE,
  OMAFRA_WEATHER,
  PESSL_DELTA_T,
  SASKATCHEWAN_TOO_DRY,
  WOLF_DELTA_T,
  WOLF_WIND,
  type SprayCited,
  type SpraySource,
} from './sources.js';

/** One threshold as the page lists it: the number, its source and what the rating does with it. */
export interface SprayThreshold<T> extends SprayCited<T> {
  /** The rule the rating applies, in the words the page shows. */
  rule: string;
  /** Where the value is our reading of the source rather than a number it states outright. */
  ourReading?: string;
  /** Other publications read for this threshold, which the page lists too. */
  compared?: SpraySource[];
}

const range = (min: number, max: number) => ({ min, max });

/**
 * Every number the hourly rating uses, each with the publication it comes from. The page shows
 * this table under "Sources"; nothing in `rating.ts` is a bare number.
 */
export const SPRAY_THRESHOLDS = {
  deltaTGoodCelsius: {
    value: range(2, 8),
    source: WOLF_DELTA_T,
    rule: 'ΔT from 2 to 8 °C is good. Below 2 °C droplets live long and drift, and an inversion is likely: marginal.',
  },
  deltaTPoorAboveCelsius: {
    value: 10,
    source: PESSL_DELTA_T,
    rule: 'ΔT above 8 °C is marginal; above 10 °C droplets evaporate before they land: poor.',
  },
  windCalmBelowKmh: {
    value: 3,
    source: CANOLA_WATCH_INVERSION,
    rule: 'Wind under 3 km/h is too calm: the spray cloud hangs and the wind direction cannot be trusted. Marginal.',
    ourReading:
      "Ontario's factsheet starts the spraying range at 2 km/h; we use Canola Watch's 3 km/h, the calm it names as a sign of a prairie inversion.",
    compared: [OMAFRA_WEATHER],
  },
  windGoodMaxKmh: {
    value: 15,
    source: OMAFRA_WEATHER,
    rule: 'Wind from 3 to 15 km/h is good; from 15 to 20 km/h it is marginal (low-drift nozzles, low boom, slower travel).',
  },
  windStopAboveKmh: {
    value: 20,
    source: CANOLA_WATCH_WIND,
    rule: 'Wind above 20 km/h is poor: the sprayer sits idle.',
    ourReading:
      'Sprayers101 puts the upper limit at "20 – 25 km/h or so"; we stop at the lower end, as Canola Watch does.',
    compared: [WOLF_WIND],
  },
  gustMarginalAboveKmh: {
    value: 20,
    source: CANOLA_WATCH_WIND,
    rule: 'Gusts above 20 km/h make an hour marginal even when the mean wind is good.',
    ourReading:
      'No source we read gives a separate number for gusts; we hold the gust to the same 20 km/h at which spraying stops.',
  },
  inversionClearSkyMaxPercent: {
    value: 25,
    source: CANOLA_WATCH_INVERSION,
    rule: 'Cloud cover of 25 % or less at night is a clear sky, a sign of an inversion.',
  },
  inversionPeriodHours: {
    value: { beforeSunset: 2, afterSunrise: 1 },
    source: GRDC_WEATHER_MODULE,
    rule: 'Inversions form from about 2 hours before sunset until about 1 hour after sunrise. In that period a calm, clear hour is poor; a calm or a clear hour is marginal.',
    ourReading:
      'Canola Watch says to assume an inversion at night unless the wind is steady and the cloud solid; we take "steady" as at least 3 km/h and "solid" as more than 25 % cloud, the limits it names for calm and clear.',
  },
  temperatureGoodCelsius: {
    value: range(15, 26),
    source: SASKATCHEWAN_TOO_DRY,
    rule: 'Air from 15 to 26 °C suits most post-emergence herbicides; outside it an hour is marginal.',
  },
  rainfastRangeHours: {
    value: range(0.25, 4),
    source: CANOLA_WATCH_RAIN,
    rule: 'Labels ask for 15 minutes to 4 hours without rain after spraying.',
  },
  genericRainfastHours: {
    value: 4,
    source: CANOLA_WATCH_RAIN,
    rule: 'Without a chosen product the app keeps 4 hours clear of rain, the longest time the labels ask.',
    ourReading: 'We take the long end of the range so that no label is broken by the default.',
  },
  measurablePrecipitationMm: {
    value: 0.2,
    source: ECCC_PUBLIC_FORECAST_GUIDE,
    rule: 'A forecast of 0.2 mm or more (measurable precipitation) within the rainfast time is poor.',
  },
  precipitationChanceMarginalPercent: {
    value: 30,
    source: ECCC_PUBLIC_FORECAST_GUIDE,
    rule: 'A chance of precipitation of 30 % or more within the rainfast time is marginal.',
  },
  precipitationChancePoorPercent: {
    value: 80,
    source: ECCC_PUBLIC_FORECAST_GUIDE,
    rule: 'A chance of 80 % or more, which Environment Canada states as precipitation, is poor.',
  },
} satisfies Record<string, SprayThreshold<unknown>>;

/**
 * What no number on the page can tell a farmer, shown beside the rating (the farm tools' "honest
 * output" rule).
 */
export const SPRAY_LIMITS = {
  windHeight:
    'The forecast wind is at 10 m. Wind at boom height is usually lower, so a calm-looking forecast can be calmer still at the boom, and a strong one a little less strong.',
  forecastNotField:
    'A forecast is for a grid cell, not your field. Measure wind, temperature and humidity at the field before and while you spray, and follow the product label where it differs from these limits.',
  seaLevelWetBulb:
    'The wet bulb comes from a formula for sea-level pressure. On the prairies, 500 to 1,100 m up, the true wet bulb is a few tenths of a degree lower (about 0.3 °C at 20 °C and 50 %), so ΔT reads that much low.',
  inversionFromForecast:
    'An inversion can only be guessed from the forecast (time of day, wind and cloud). A smoke bomb or a thermometer at two heights tells you whether one is there.',
  labelFirst:
    'The label is the law: its wind, temperature and rainfast limits come before anything shown here.',
  volatileProducts:
    '2,4-D ester and dicamba volatilise quickly above 27 °C; the rating does not know which product you spray unless you choose it.',
} as const;
