import { useState, type FormEvent } from 'react';
import { usePageRefetch } from '../../app/page-data';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import {
  SprayForecastDocument,
  type SprayForecastQuery,
  type SprayForecastQueryVariables,
} from '../../graphql/generated/spray/graphql';
import { HiddenParams } from './HiddenParams';

type Outcome = 'idle' | 'checking' | 'still' | 'failed';

const OUTCOME_TEXT: Record<Outcome, string> = {
  idle: '',
  checking: 'Checking…',
  still: 'Still being fetched.',
  failed: 'The check did not reach the server. Try again in a minute.',
};

/**
 * "Check again" for a forecast that is being fetched (reason FETCHING): the visitor asks once
 * more, and nothing asks on its own (spec section 7: no polling). With JavaScript the answer goes
 * into the page's data (usePageRefetch), where the page reads it; the outcome is written beside
 * the button, inside the unavailable state's polite live region. Without JavaScript the form
 * asks the server for the same address again (`params`, the page's own), which renders the
 * answer; a "being fetched" page is never kept by the server's caches.
 */
export function CheckAgain({
  variables,
  params,
  onArrived,
}: {
  /** The page's forecast variables, memoised. */
  variables: SprayForecastQueryVariables;
  params: [string, string][];
  /** The forecast has arrived: the page's data holds it now, and the page shows it. */
  onArrived: (forecast: SprayForecastQuery['sprayForecast']) => void;
}) {
  const refetch = usePageRefetch(SprayForecastDocument, variables);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome === 'checking') return;
    setOutcome('checking');
    try {
      const data = await refetch();
      if (data?.sprayForecast.status === 'AVAILABLE') onArrived(data.sprayForecast);
      else setOutcome('still');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <form
      className="spray-unavailable__check"
      method="get"
      action={PUBLIC_ROUTES.sprayConditions.path}
      onSubmit={(event) => void check(event)}
    >
      <HiddenParams params={params} />
      <button type="submit">Check again</button>
      <span>{OUTCOME_TEXT[outcome]}</span>
    </form>
  );
}
