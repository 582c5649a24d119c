import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches; false during server rendering. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Hidden after scrolling down past `threshold` px, shown again on any upward scroll.
 * `reveal` shows it at once (e.g. when keyboard focus enters the header).
 */
export function useHideOnScroll(threshold = 100, enabled = true): [boolean, () => void] {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > lastY && y > threshold) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold, enabled]);
  const reveal = useCallback(() => setHidden(false), []);
  return [enabled && hidden, reveal];
}
