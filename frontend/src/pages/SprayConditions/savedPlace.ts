import { useMemo, useSyncExternalStore } from 'react';
import type { SprayQuery } from './sprayQuery';

/** The one thing the app keeps, on this device only: the place the farmer saved. */
export const SAVED_PLACE_KEY = 'spray-conditions:place';
/** Told to this tab's readers when it saves or forgets (the storage event reaches other tabs). */
const CHANGED = 'spray-conditions:saved-place';

export type SavedPlace = Pick<SprayQuery, 'placeId' | 'point'>;

function parse(raw: string | null): SavedPlace | null {
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<SavedPlace>;
    if (typeof saved.placeId === 'number') return { placeId: saved.placeId, point: null };
    const point = saved.point;
    if (point && typeof point.latitude === 'number' && typeof point.longitude === 'number') {
      return { placeId: null, point: { latitude: point.latitude, longitude: point.longitude } };
    }
  } catch {
    // A value written by something else: nothing saved.
  }
  return null;
}

const readRaw = () => {
  try {
    return window.localStorage.getItem(SAVED_PLACE_KEY);
  } catch {
    return null; // Storage off (a private window): nothing saved.
  }
};

const subscribe = (changed: () => void) => {
  window.addEventListener('storage', changed);
  window.addEventListener(CHANGED, changed);
  return () => {
    window.removeEventListener('storage', changed);
    window.removeEventListener(CHANGED, changed);
  };
};

/** Saves a place on this device (or forgets it with null); false when the browser refuses. */
export function writeSavedPlace(place: SavedPlace | null): boolean {
  try {
    if (place === null) window.localStorage.removeItem(SAVED_PLACE_KEY);
    else window.localStorage.setItem(SAVED_PLACE_KEY, JSON.stringify(place));
    window.dispatchEvent(new Event(CHANGED));
    return true;
  } catch {
    return false;
  }
}

/** The saved place (null on the server, which has no storage, and when none is saved). */
export function useSavedPlace(): SavedPlace | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parse(raw), [raw]);
}

export const samePlace = (a: SavedPlace | null, b: SavedPlace) =>
  a !== null &&
  a.placeId === b.placeId &&
  a.point?.latitude === b.point?.latitude &&
  a.point?.longitude === b.point?.longitude;
