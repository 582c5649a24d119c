import { useEffect } from 'react';

/*
 * A form's changes kept in this browser's storage until they are saved, so a closed tab or a
 * crash loses nothing: an editor whose config names a storage key (`autosave`) starts from them.
 */

/** How long the typing rests before it is kept. */
const KEEP_AFTER_MS = 400;

const sameDraft = <D>(a: D, b: D) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changes kept under `key` (completed by `empty`'s fields), when they differ from `saved`;
 * undefined when there are none, or none worth bringing back, or storage is not available.
 */
export function readKeptDraft<D>(key: string | undefined, empty: D, saved: D): D | undefined {
  if (!key) return undefined;
  try {
    const raw = localStorage.getItem(key);
    const kept = raw ? ({ ...empty, ...(JSON.parse(raw) as Partial<D>) } as D) : undefined;
    return kept && !sameDraft(kept, saved) ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the changes kept under `key` (they were saved, or the record deleted). */
export function forgetKeptDraft(key: string | undefined): void {
  if (key) localStorage.removeItem(key);
}

/** Keeps `draft` under `key` while it differs from what is saved (`dirty`), else forgets it. */
export function useKeptDraft<D>(key: string | undefined, draft: D, dirty: boolean): void {
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => {
      if (dirty) localStorage.setItem(key, JSON.stringify(draft));
      else forgetKeptDraft(key);
    }, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key, draft, dirty]);
}
