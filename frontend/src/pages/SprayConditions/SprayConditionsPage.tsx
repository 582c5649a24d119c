import { PLACES } from 'agronomy';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataState, ErrorState, LoadingState, PageHero } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { usePageQuery } from '../../app/page-data';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import {
  FoliarProductsDocument,
  SprayForecastDocument,
  type SprayForecastQuery,
  type SprayForecastQueryVariables,
} from '../../graphql/generated/spray/graphql';
import { ManualMode } from './ManualMode';
import { PlacePicker, type PlaceChoice } from './PlacePicker';
import { RightNowCard } from './RightNowCard';
import { samePlace, useSavedPlace, writeSavedPlace } from './savedPlace';
import { SprayHoursTable } from './SprayHoursTable';
import { SprayNotes } from './SprayNotes';
import { SprayTimeline } from './SprayTimeline';
import { CheckAgain } from './CheckAgain';
import { HiddenParams } from './HiddenParams';
import {
  GENERIC_RAINFAST_HOURS,
  parseSprayQuery,
  sprayParams,
  sprayQueryString,
  type SprayQuery,
} from './sprayQuery';
import './SprayConditionsPage.css';

const PATH = PUBLIC_ROUTES.sprayConditions.path;
const PLACE_NAMES = new Map(
  PLACES.map((place) => [place.geonameId, `${place.name}, ${place.province}`]),
);

const hoursText = (hours: number) => (hours < 1 ? `${Math.round(hours * 60)} min` : `${hours} h`);

/**
 * /apps/spray-conditions: the hours of the next two days when spraying is effective and drift-safe
 * at a place, from the forecast (server) or from a reading typed in (manual mode, in the browser,
 * and by the server from the address without JavaScript). The place, product and reading are in
 * the address, so a link reproduces the page; the saved place lives in this browser only. Manual
 * mode's form keeps the page for use offline after this visit (the farm tools' useToolForm).
 */
export function SprayConditionsPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => parseSprayQuery(search), [search]);
  const hasPlace = query.placeId !== null || query.point !== null;
  const { placeId, productId, rainfastHours } = query;
  const latitude = query.point?.latitude ?? null;
  const longitude = query.point?.longitude ?? null;
  // One object while they hold, so "Check again" (usePageRefetch) keeps its function.
  const variables = useMemo<SprayForecastQueryVariables>(
    () => ({ placeId, latitude, longitude, productId, rainfastHours }),
    [placeId, latitude, longitude, productId, rainfastHours],
  );
  const forecast = usePageQuery(SprayForecastDocument, { variables, skip: !hasPlace });
  const products = usePageQuery(FoliarProductsDocument, {});
  const choose = (next: Partial<SprayQuery>) =>
    void navigate(`${PATH}${sprayQueryString({ ...query, ...next })}`);

  // The saved place opens when the address names none (the server has no storage: it renders
  // the page without, and the browser moves to the saved place once it runs).
  const saved = useSavedPlace();
  useEffect(() => {
    // A name sent by the place form is being chosen from: it is not replaced either.
    if (!hasPlace && query.placeSearch === null && saved) {
      void navigate(`${PATH}${sprayQueryString({ ...query, ...saved })}`, { replace: true });
    }
    // Only when it arrives: a place chosen later is the farmer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  const here = { placeId: query.placeId, point: query.point };
  const isSaved = hasPlace && samePlace(saved, here);

  const onPlace = (choice: PlaceChoice) =>
    choose(
      'placeId' in choice
        ? { placeId: choice.placeId, point: null, placeSearch: null }
        : { placeId: null, point: choice.point, placeSearch: null },
    );

  const productValue =
    query.productId !== null
      ? `product:${query.productId}`
      : `rainfast:${query.rainfastHours ?? 4}`;

  return (
    <>
      <PageHero
        title="Spray Condition App"
        subtitle="The hours in the next two days when spraying is effective and drift-safe at your field."
      />
      <div className="page spray-page">
        <PageMeta
          title="Spray Condition App"
          description="Hour-by-hour spray conditions for Alberta and Saskatchewan: ΔT, wind, inversion risk and rain within your product's rainfast time, with spray windows for the next 48 hours."
          path={PATH}
        />
        <section className="spray-where" aria-labelledby="spray-where-title">
          <h2 id="spray-where-title">Where and what</h2>
          {hasPlace && (
            <p className="spray-where__current">
              Forecast for{' '}
              <strong>
                {query.placeId !== null
                  ? PLACE_NAMES.get(query.placeId)
                  : `your location (${query.point!.latitude.toFixed(2)}, ${query.point!.longitude.toFixed(2)})`}
              </strong>
              {isSaved ? (
                <>
                  {' '}
                  (saved on this device){' '}
                  <button type="button" onClick={() => writeSavedPlace(null)}>
                    Forget saved place
                  </button>
                </>
              ) : (
                <>
                  {' '}
                  <button type="button" onClick={() => writeSavedPlace(here)}>
                    Save this place on this device
                  </button>
                </>
              )}
            </p>
          )}
          <PlacePicker key={query.placeSearch ?? ''} query={query} onChoose={onPlace} />
          <form className="spray-product" method="get" action={PATH}>
            <label htmlFor="spray-product">Product or rainfast time</label>
            <HiddenParams
              params={sprayParams({ ...query, productId: null, rainfastHours: null })}
            />
            <select
              id="spray-product"
              name="choice"
              value={productValue}
              onChange={(event) => {
                const [kind, value] = event.target.value.split(':');
                choose(
                  kind === 'product'
                    ? { productId: value, rainfastHours: null }
                    : {
                        productId: null,
                        rainfastHours: Number(value) === 4 ? null : Number(value),
                      },
                );
              }}
            >
              <optgroup label="Without a product">
                {GENERIC_RAINFAST_HOURS.map((hours) => (
                  <option key={hours} value={`rainfast:${hours}`}>
                    Keep {hoursText(hours)} clear of rain
                    {hours === 4 ? ' (the longest labels ask)' : ''}
                  </option>
                ))}
              </optgroup>
              {products.data && products.data.foliarProducts.length > 0 && (
                <optgroup label="Our products">
                  {products.data.foliarProducts.map((product) => (
                    <option key={product.id} value={`product:${product.id}`}>
                      {product.name} (rainfast {hoursText(product.rainfastMinutes / 60)})
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
            {/* Without JavaScript the form is sent as it is, and the server renders the choice. */}
            <noscript>
              <button type="submit">Show</button>
            </noscript>
          </form>
        </section>
        {hasPlace ? (
          <DataState
            state={forecast}
            loading={<LoadingState label="Reading the forecast…" />}
            failure={() => (
              <ErrorState message="The forecast could not be loaded. Use manual mode below with a reading from your field." />
            )}
            success={(data) => (
              <ForecastView
                forecast={data.sprayForecast}
                variables={variables}
                params={sprayParams(query)}
              />
            )}
          />
        ) : (
          <p className="spray-page__hint">
            Choose a community or share your location to see the next 48 hours, or use manual mode
            below.
          </p>
        )}
        <ManualMode query={query} />
        <SprayNotes />
      </div>
    </>
  );
}

/**
 * A forecast's rated hours, or its unavailable state; while the forecast is being fetched, the
 * visitor can check again (CheckAgain), and its arrival is announced politely to screen readers.
 */
function ForecastView({
  forecast,
  variables,
  params,
}: {
  forecast: SprayForecastQuery['sprayForecast'];
  variables: SprayForecastQueryVariables;
  /** The page's address as parameters, for asking again without JavaScript. */
  params: [string, string][];
}) {
  // The forecast a check brought (CheckAgain), while it is the one shown.
  const [checked, setChecked] = useState<SprayForecastQuery['sprayForecast'] | null>(null);
  const arrived = checked === forecast;
  // The server's moment first, so the server's and the browser's first render agree; then the
  // browser's clock, every minute.
  const [now, setNow] = useState(() => Date.parse(forecast.generatedAt));
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 60_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);
  // One polite live region in both states, so the change from one to the other is announced.
  const announcer = (
    <p className="pe-visually-hidden" role="status">
      {arrived ? 'The forecast has arrived.' : ''}
    </p>
  );
  if (forecast.status === 'UNAVAILABLE') {
    return (
      <>
        {announcer}
        <section
          className="spray-unavailable"
          role="status"
          aria-labelledby="spray-unavailable-title"
        >
          <h2 id="spray-unavailable-title">Forecast unavailable</h2>
          <p>{forecast.unavailableMessage}</p>
          {forecast.unavailableReason === 'FETCHING' && (
            <CheckAgain variables={variables} params={params} onArrived={setChecked} />
          )}
        </section>
      </>
    );
  }
  const { location, product } = forecast;
  return (
    <>
      {announcer}
      <RightNowCard forecast={forecast} now={now} />
      <section className="spray-forecast" aria-labelledby="spray-forecast-title">
        <h2 id="spray-forecast-title">
          Next {forecast.hours.length} hours at {location.name}, {location.province}
        </h2>
        <p>
          {location.distanceKm !== null &&
            `Nearest listed community, ${location.distanceKm} km away. `}
          Times are local ({location.timeZone}). Rain is checked for{' '}
          {product
            ? `${product.name}'s ${hoursText(forecast.rainfastHours)}`
            : hoursText(forecast.rainfastHours)}{' '}
          after each hour.
        </p>
        {product && <p className="spray-forecast__label">Label: {product.labelNotes}</p>}
        <p className="spray-forecast__wind">
          Wind is the forecast&apos;s wind at {forecast.windHeightMetres} m. Wind at boom height is
          usually lower.
        </p>
        {forecast.windows.length > 0 && (
          <ul className="spray-forecast__windows" aria-label="Spray windows">
            {forecast.windows.map((window) => (
              <li key={window.startsAt}>{window.label}</li>
            ))}
          </ul>
        )}
        <SprayTimeline hours={forecast.hours} />
        <p className="spray-forecast__legend">
          G Good · M Marginal · P Poor. Numbers over the hours: ΔT in °C (above the solid line) and
          wind at 10 m in km/h (below the dashed line).
        </p>
        <SprayHoursTable hours={forecast.hours} />
        {forecast.attribution && (
          <p className="spray-forecast__attribution">
            <a href={forecast.attribution.licenceUrl}>{forecast.attribution.text}</a>
          </p>
        )}
      </section>
    </>
  );
}
