import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every minute, or null on the first render: relative times ("3 hours
 * ago") are computed after mounting, so the first markup never depends on the clock.
 */
export function useNow(intervalMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const id = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
  }, [intervalMs]);
  return now;
}
