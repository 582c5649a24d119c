import { useEffect, useState } from 'react';

/** How long an admin search box waits for a pause in typing before it asks. */
export const SEARCH_PAUSE_MS = 300;

/**
 * `value` once it has stayed the same for `delayMs`: a search box asks the server after the
 * typing pauses, not once per keystroke.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * A list's filters, one of them typed in a box (`typed`): the filters as shown, their setter, and
 * the filters the query asks with, where the typed one follows after a pause in typing, and a
 * cleared box ("Clear filters") at once.
 */
export function useTypedFilters<F extends Record<K, string>, K extends keyof F>(
  initial: F,
  typed: K,
  delayMs = SEARCH_PAUSE_MS,
): [filters: F, setFilters: (filters: F) => void, applied: F] {
  const [filters, setFilters] = useState<F>(initial);
  const settled = useDebouncedValue(filters[typed], delayMs);
  return [filters, setFilters, { ...filters, [typed]: filters[typed].trim() ? settled : '' }];
}
