import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PLACES,
  distanceKm,
  nearestPlace,
  normalizePlaceName,
  placeByName,
  searchPlaces,
  type Place,
} from './places.js';

const byName = (name: string) => PLACES.find((p) => p.name === name);

describe('the place list', () => {
  it('holds Alberta and Saskatchewan communities only, each with its clock', () => {
    expect(PLACES.length).toBe(177);
    expect(new Set(PLACES.map((p) => p.province))).toEqual(new Set(['AB', 'SK']));
    const zones = new Set(PLACES.map((p) => p.timeZone));
    expect([...zones].sort()).toEqual([
      'America/Edmonton',
      'America/Regina',
      'America/Swift_Current',
    ]);
    for (const place of PLACES) {
      // Inside the two provinces' latitude and longitude span.
      expect(place.latitude).toBeGreaterThan(49);
      expect(place.latitude).toBeLessThan(60);
      expect(place.longitude).toBeGreaterThan(-120.1);
      expect(place.longitude).toBeLessThan(-101.3);
    }
  });

  it('keeps Lloydminster on Alberta time and Regina on Saskatchewan time', () => {
    expect(byName('Lloydminster')?.timeZone).toBe('America/Edmonton');
    expect(byName('Regina')).toMatchObject({ province: 'SK', timeZone: 'America/Regina' });
    expect(byName('Red Deer')).toMatchObject({ province: 'AB', timeZone: 'America/Edmonton' });
  });

  it('has no city neighbourhoods', () => {
    // GeoNames lists Mill Woods Town Centre (Edmonton) as a section of a place (PPLX).
    expect(byName('Mill Woods Town Centre')).toBeUndefined();
  });
});

describe('distance and the nearest place', () => {
  it('measures one degree of latitude as 111.195 km', () => {
    // 6371.0088 km × π / 180 = 111.1951 km along a meridian.
    expect(
      distanceKm({ latitude: 50, longitude: -105 }, { latitude: 51, longitude: -105 }),
    ).toBeCloseTo(111.1951, 3);
  });

  it('finds the community closest to a field', () => {
    // A field 6 km south-east of downtown Saskatoon.
    const nearest = nearestPlace(52.09, -106.62);
    expect(nearest?.place.name).toBe('Saskatoon');
    expect(nearest?.distanceKm).toBeLessThan(10);
    expect(nearestPlace(52, -106, [])).toBeNull();
  });

  it('never finds a place farther than one of the others', () => {
    const point = fc.record({
      latitude: fc.double({ min: 49, max: 60, noNaN: true }),
      longitude: fc.double({ min: -120, max: -101.4, noNaN: true }),
    });
    fc.assert(
      fc.property(point, fc.constantFrom(...PLACES), ({ latitude, longitude }, other: Place) => {
        const nearest = nearestPlace(latitude, longitude);
        expect(nearest?.distanceKm).toBeLessThanOrEqual(distanceKm({ latitude, longitude }, other));
      }),
      { numRuns: 50 },
    );
  });
});

describe('searching the list', () => {
  it('finds names as they are typed, ignoring case, dots and accents', () => {
    expect(searchPlaces('st alb').map((p) => p.name)).toEqual(['St. Albert']);
    expect(searchPlaces('SASKATOON').map((p) => p.name)).toEqual(['Saskatoon']);
    expect(normalizePlaceName('Saint-Léon')).toBe('saint leon');
  });

  it('puts names that start with the text before names with a word that does', () => {
    expect(searchPlaces('current').map((p) => p.name)).toEqual(['Swift Current']);
    const results = searchPlaces('sw').map((p) => p.name);
    expect(results[0]).toBe('Swan Hills');
    expect(results).toContain('Swift Current');
  });

  it('returns at most the limit, each containing the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), fc.integer({ min: 1, max: 12 }), (text, limit) => {
        const results = searchPlaces(text, limit);
        expect(results.length).toBeLessThanOrEqual(limit);
        for (const place of results) {
          expect(normalizePlaceName(place.name)).toContain(normalizePlaceName(text));
        }
      }),
    );
    expect(searchPlaces('   ')).toEqual([]);
  });

  it('resolves a typed name to one place, or to none when it names several or none', () => {
    // Regina is a whole name, though "Regina Beach" starts with it too.
    expect(placeByName('Regina')?.name).toBe('Regina');
    expect(placeByName('saskatoon, SK')?.geonameId).toBe(6141256);
    expect(placeByName('Saskatoon Saskatchewan')?.geonameId).toBe(6141256);
    // "st alb" finds St. Albert alone.
    expect(placeByName('st alb')?.name).toBe('St. Albert');
    expect(searchPlaces('sw').length).toBeGreaterThan(1);
    expect(placeByName('sw')).toBeNull();
    expect(placeByName('Atlantis')).toBeNull();
    expect(placeByName('  ')).toBeNull();
  });

  it('resolves every listed name to its own place', () => {
    for (const place of PLACES) expect(placeByName(place.name)).toBe(place);
  });
});
