import { useContext, useEffect, useState } from 'react';
import { PageDataContext } from '../../app/page-data';
import {
  SprayForecastDocument,
  type SprayForecastQuery,
  type SprayForecastQueryVariables,
} from '../../graphql/generated/spray/graphql';

type Forecast = SprayForecastQuery['sprayForecast'];

/**
 * When the forecast is asked again after a "being fetched" answer, counted from the previous ask.
 * A cell's first fetch is about 320 GeoMet requests, longer than the page's 1.5 s wait, so the
 * first visitor of a cell usually sees "being fetched"; the fetch goes on and the forecast is
 * there seconds later. The server's caches never keep that answer (it is transient), so each ask
 * reaches the forecast's own cache; the asks grow apart, for a slow provider, and end after about
 * two minutes, past the fetch's timeout (SPRAY_FORECAST_TIMEOUT_MS, 30 s): at 5, 15, 35, 65 and
 * 105 s.
 */
export const FORECAST_RETRY_DELAYS_MS = [5_000, 10_000, 20_000, 30_000, 40_000] as const;

/**
 * The forecast to show: the page's, or, once the page's was being fetched (reason FETCHING) and a
 * quiet ask again (FORECAST_RETRY_DELAYS_MS) finds it, the one that arrived. Nothing asks again
 * for an outage or a site without a provider: asking soon cannot help there. Failed asks are not
 * shown: the unavailable state and manual mode stay until a forecast arrives or the asks end.
 * Without JavaScript nothing asks again; the page's text says to try again in a minute.
 */
export function useForecastRetry(
  forecast: Forecast,
  variables: SprayForecastQueryVariables,
): { forecast: Forecast; arrived: boolean } {
  const { client } = useContext(PageDataContext);
  const key = JSON.stringify(variables);
  const [arrived, setArrived] = useState<{ key: string; forecast: Forecast } | null>(null);
  const fetching = forecast.status === 'UNAVAILABLE' && forecast.unavailableReason === 'FETCHING';
  useEffect(() => {
    if (!fetching) return;
    let stopped = false;
    let timer: number | undefined;
    const ask = (attempt: number) => {
      if (attempt >= FORECAST_RETRY_DELAYS_MS.length) return;
      timer = window.setTimeout(() => {
        void (async () => {
          try {
            const apollo = await client();
            const { data } = await apollo.query({
              query: SprayForecastDocument,
              variables,
              fetchPolicy: 'network-only',
            });
            if (stopped) return;
            if (data?.sprayForecast.status === 'AVAILABLE') {
              setArrived({ key, forecast: data.sprayForecast });
              return;
            }
          } catch {
            // Quietly: the next ask, or the unavailable state as it is.
          }
          if (!stopped) ask(attempt + 1);
        })();
      }, FORECAST_RETRY_DELAYS_MS[attempt]);
    };
    ask(0);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
    // The key stands for the variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetching, key, client]);
  return arrived?.key === key
    ? { forecast: arrived.forecast, arrived: true }
    : { forecast, arrived: false };
}
