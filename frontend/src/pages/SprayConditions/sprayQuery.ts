import {
  forecastCell,
  inSprayRegion,
  normalizePlaceName,
  placeByName,
  PLACES,
  type ManualReadingField,
} from 'agronomy';
import { numberParam } from '../FarmTools/toolParams';

/**
 * What the Spray Condition App's address says: a listed community (`place`, its GeoNames id, or
 * `q`, a name typed into the place form, which sends it as it is without JavaScript) or a point
 * already rounded to its forecast cell (`lat`, `lon`), and a product (`product`) or a generic
 * rainfast time in hours (`rainfast`), and manual mode's reading (`temp`, `rh`, `wind`, as its
 * form sends them, so a link or the form sent without JavaScript shows its rating). The server
 * renders and caches the page by this key alone (app/page-key.ts), so odd values fall away here
 * instead of filling the cache.
 */
export interface SprayQuery {
  placeId: number | null;
  point: { latitude: number; longitude: number } | null;
  /**
   * A typed name (`q`) that stands for no single community, as the page lists its matches:
   * normalized (normalizePlaceName), so the spellings of one search are one page. A name that
   * stands for one community is that community's `placeId` instead.
   */
  placeSearch: string | null;
  productId: string | null;
  rainfastHours: number | null;
  /** Manual mode's reading, each field as a number's shortest text, or "" when blank. */
  reading: ManualEntries;
}

export type ManualEntries = Record<ManualReadingField, string>;

/** The address's name of each field of manual mode's reading, in the address's order. */
export const MANUAL_PARAMS: Record<ManualReadingField, string> = {
  temperatureCelsius: 'temp',
  relativeHumidityPercent: 'rh',
  windSpeedKmh: 'wind',
};

export const NO_READING: ManualEntries = {
  temperatureCelsius: '',
  relativeHumidityPercent: '',
  windSpeedKmh: '',
};

/** Longer than any reading a meter shows: more would only make more copies of one page. */
const READING_MAX = 12;

/**
 * A typed number (read as the farm tools read theirs) as the shortest text of its value ("20.50"
 * and "020.5" are "20.5"), so one reading is one page; "" for a blank, unreadable or overlong
 * field. The value itself is kept (not rounded), so the server's rating and the browser's are of
 * one number.
 */
function readingEntry(search: URLSearchParams, name: string): string {
  if ((search.get(name)?.trim().length ?? 0) > READING_MAX) return '';
  const value = numberParam(search, name, { negative: true });
  return value === undefined ? '' : String(value);
}

/** Manual mode's reading in an address or in its form's fields. */
export function parseManualEntries(search: URLSearchParams): ManualEntries {
  const entries = { ...NO_READING };
  for (const field of Object.keys(MANUAL_PARAMS) as ManualReadingField[]) {
    entries[field] = readingEntry(search, MANUAL_PARAMS[field]);
  }
  return entries;
}

const PLACE_IDS = new Set(PLACES.map((place) => place.geonameId));
/** Longer than any listed name: more would only make more copies of a page listing none. */
const PLACE_SEARCH_MAX = 40;

/** The generic rainfast times offered without a product, in hours. */
export const GENERIC_RAINFAST_HOURS = [0.25, 0.5, 1, 2, 4] as const;

export function parseSprayQuery(search: URLSearchParams): SprayQuery {
  const place = Number(search.get('place'));
  let placeId = PLACE_IDS.has(place) ? place : null;
  const lat = Number(search.get('lat'));
  const lon = Number(search.get('lon'));
  const point =
    placeId === null && search.has('lat') && search.has('lon') && inSprayRegion(lat, lon)
      ? forecastCell(lat, lon)
      : null;
  // The place form's name, when the address names no place otherwise.
  const typed = normalizePlaceName(search.get('q') ?? '')
    .slice(0, PLACE_SEARCH_MAX)
    .trim();
  let placeSearch: string | null = null;
  if (placeId === null && point === null && typed !== '') {
    const named = placeByName(typed);
    if (named) placeId = named.geonameId;
    else placeSearch = typed;
  }
  // The product form sent without JavaScript names its choice `choice=product:3` or `rainfast:1`.
  const [kind, chosen] = (search.get('choice') ?? '').split(':');
  const product = kind === 'product' ? chosen : search.get('product');
  const productId = product && /^\d{1,9}$/.test(product) ? product : null;
  const rainfast = Number(kind === 'rainfast' ? chosen : search.get('rainfast'));
  // 4 h is the default: written nowhere, so one page has one address.
  const rainfastHours =
    productId === null &&
    rainfast !== 4 &&
    (GENERIC_RAINFAST_HOURS as readonly number[]).includes(rainfast)
      ? rainfast
      : null;
  return {
    placeId,
    point: point && { latitude: point.latitude, longitude: point.longitude },
    placeSearch,
    productId,
    rainfastHours,
    reading: parseManualEntries(search),
  };
}

/** The parameters of a choice in the canonical order; a form sends the ones it lacks as hidden. */
export function sprayParams(query: SprayQuery): [string, string][] {
  const params: [string, string][] = [];
  if (query.placeId !== null) params.push(['place', String(query.placeId)]);
  else if (query.point) {
    params.push(
      ['lat', query.point.latitude.toFixed(4)],
      ['lon', query.point.longitude.toFixed(4)],
    );
  } else if (query.placeSearch !== null) params.push(['q', query.placeSearch]);
  if (query.productId !== null) params.push(['product', query.productId]);
  else if (query.rainfastHours !== null) params.push(['rainfast', String(query.rainfastHours)]);
  for (const field of Object.keys(MANUAL_PARAMS) as ManualReadingField[]) {
    if (query.reading[field] !== '') params.push([MANUAL_PARAMS[field], query.reading[field]]);
  }
  return params;
}

/**
 * The canonical query string of a choice ("" when nothing is chosen), e.g. "?place=6141256" (for
 * "?q=Saskatoon" too).
 */
export function sprayQueryString(query: SprayQuery): string {
  const params = sprayParams(query);
  return params.length ? `?${new URLSearchParams(params).toString()}` : '';
}
