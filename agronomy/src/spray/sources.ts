import type { Cited, Source } from '../sources.js';

/**
 * A publication the Spray Condition App takes a number from: a `Source` whose `reading` says how
 * the quoted passage was checked.
 */
export interface SpraySource extends Source {
  /**
   * `read`: the passage in `where` was read in this publication. `readInCopy`: read in a faithful
   * reproduction (another site's copy, or code that reproduces the equation), not the original.
   * `notRechecked`: taken from the literature as commonly cited, not re-read for this module.
   */
  reading: 'read' | 'readInCopy' | 'notRechecked';
}

/** A value with the publication it was taken from. */
export type SprayCited<T> = Cited<T, SpraySource>;

/*
 * The publications themselves. Each threshold in `thresholds.ts` names one; the page lists them
 * under "Sources". `where` quotes the passage, so a reviewer can find it again.
 */

export const STULL_2011: SpraySource = {
  title: 'Wet-Bulb Temperature from Relative Humidity and Air Temperature',
  publisher:
    'Roland Stull, Journal of Applied Meteorology and Climatology 50(11), 2267–2269, American Meteorological Society',
  year: 2011,
  url: 'https://doi.org/10.1175/JAMC-D-11-0143.1',
  where:
    'Abstract: valid for RH 5–99 % and −20 to 50 °C, except where low humidity and cold meet; equation (1), whose coefficients were read in reproductions of the paper',
  reading: 'readInCopy',
};

export const LAWRENCE_2005: SpraySource = {
  title:
    'The Relationship between Relative Humidity and the Dewpoint Temperature in Moist Air: A Simple Conversion and Applications',
  publisher:
    'Mark G. Lawrence, Bulletin of the American Meteorological Society 86(2), 225–233 (Magnus form with the Alduchov and Eskridge 1996 coefficients)',
  year: 2005,
  url: 'https://doi.org/10.1175/BAMS-86-2-225',
  where: 'Equations for the dewpoint from relative humidity (Magnus form)',
  reading: 'notRechecked',
};

export const WOLF_DELTA_T: SpraySource = {
  title: 'What is Delta T and why is it important for spraying?',
  publisher: 'Tom Wolf, Sprayers101',
  year: null,
  url: 'https://sprayers101.com/delta-t/',
  where: '"a range of two to eight being described as ideal"',
  reading: 'read',
};

export const PESSL_DELTA_T: SpraySource = {
  title: 'Delta T in FieldClimate',
  publisher: 'Pessl Instruments (METOS) support',
  year: null,
  url: 'https://support.metos.at/en/support/solutions/articles/15000050938-delta-t-in-field-climate',
  where:
    '"spray when Delta T is between 2 and 8, with caution below 2 or above 10 … Avoid values greater than 10"',
  reading: 'read',
};

export const CANOLA_WATCH_WIND: SpraySource = {
  title: 'Tips for spraying in the wind',
  publisher: 'Canola Council of Canada, Canola Watch',
  year: 2020,
  url: 'https://canolacouncil.org/canola-watch/2020/05/21/tips-for-spraying-in-the-wind-7',
  where:
    '"If it\'s too windy (more than 20 km/h), the sprayer will probably have to sit idle, but when wind is 10 to 20 km/h, use these tips"',
  reading: 'read',
};

export const WOLF_WIND: SpraySource = {
  title: 'Ten Tips for Spraying in the Wind',
  publisher: 'Tom Wolf, Sprayers101',
  year: null,
  url: 'https://sprayers101.com/five-tips-for-spraying-in-the-wind/',
  where:
    '"The upper limit for spraying is probably Force 3 or Force 4, with upper limits of 20 – 25 km/h or so"',
  reading: 'read',
};

export const OMAFRA_WEATHER: SpraySource = {
  title: 'How Weather Conditions Affect Spray Applications (factsheet)',
  publisher: 'Ontario Ministry of Agriculture, Food and Rural Affairs',
  year: null,
  url: 'http://ontario.ca/page/how-weather-conditions-affect-spray-applications',
  where:
    '"Spray only when wind direction is consistent and between 2–15 km/h, or as indicated on the product label"',
  reading: 'read',
};

export const CANOLA_WATCH_INVERSION: SpraySource = {
  title: 'Spraying tip: How to ID an inversion',
  publisher: 'Canola Council of Canada, Canola Watch',
  year: 2014,
  url: 'https://www.canolawatch.org/2014/06/18/spraying-tip-how-to-id-an-inversion/',
  where:
    '"Very calm (<3 km/h wind) and clear conditions", "Overnight cloud cover is 25% or less", "assume you have a temperature inversion unless you have (1) pretty consistent winds and (2) pretty solid cloud cover"',
  reading: 'read',
};

export const GRDC_WEATHER_MODULE: SpraySource = {
  title:
    'Spray application manual, Module 10: Weather monitoring for spraying operations, 10.8 Summary',
  publisher: 'Grains Research and Development Corporation (GRDC), Australia',
  year: 2025,
  url: 'https://grdc.com.au/resources-and-publications/grownotes/technical-manuals/spray-application-manual/preparing-for-spraying/module-10-weather-monitoring-for-spraying-operations/10.8-summary',
  where:
    '"DO NOT spray under hazardous inversion conditions … present most nights from around 1-2 hours before sundown until about 1 hour after sunrise"',
  reading: 'read',
};

export const SASKATCHEWAN_TOO_DRY: SpraySource = {
  title: 'Is it Ever Too Dry to Spray? (Crop Production News 2022, issue 4)',
  publisher: 'Sherri Roberts, Government of Saskatchewan, Ministry of Agriculture',
  year: 2022,
  url: 'https://www.saskatchewan.ca/business/agriculture-natural-resources-and-industry/agribusiness-farmers-and-ranchers/sask-ag-now/crops/crop-production-news/cpn-2022-issue-4/is-it-ever-too-dry-to-spray',
  where:
    '"the ideal air temperature for applying most post-emergence herbicides is between 15 C and 26 C"; "2,4-D ester or dicamba will rapidly volatilize (gas off) at temperatures above 27 C"',
  reading: 'read',
};

export const CANOLA_WATCH_RAIN: SpraySource = {
  title: 'Spraying before a rain',
  publisher: 'Canola Council of Canada, Canola Watch',
  year: 2016,
  url: 'https://www.canolacouncil.org/canola-watch/2016/05/26/spraying-before-a-rain/',
  where:
    '"Roundup WeatherMax is rainfast within 15 minutes" … "With Liberty, rainfall within 4 hours may reduce control" … "Tensile is 4 hours"',
  reading: 'read',
};

export const ECCC_PUBLIC_FORECAST_GUIDE: SpraySource = {
  title: 'Guide to public weather forecasts: weather elements (Chance of precipitation)',
  publisher: 'Environment and Climate Change Canada',
  year: null,
  url: 'https://www.canada.ca/en/environment-climate-change/services/types-weather-forecasts-use/public/guide/elements.html',
  where:
    '"the chance that measurable precipitation (0.2 mm of rain or 0.2 cm of snow) will fall"; "between 30 and 70 per cent inclusive, it is indicated"; "replaced by a precipitation term when the Chance of Precipitation (COP) is equal or greater than 80 per cent"',
  reading: 'read',
};

export const SPENCER_1971: SpraySource = {
  title: 'Fourier series representation of the position of the sun',
  publisher:
    'J. W. Spencer, Search 2(5), 172 (the series NOAA\'s "General Solar Position Calculations" use)',
  year: 1971,
  where: 'Declination and equation-of-time series; 90.833° zenith for sunrise and sunset',
  reading: 'readInCopy',
};
