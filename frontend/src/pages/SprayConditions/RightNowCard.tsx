import type { SprayForecastQuery } from '../../graphql/generated/spray/graphql';
import { formatNumber, RATING_TEXT } from './ratingText';

type Forecast = SprayForecastQuery['sprayForecast'];

const HOUR_MS = 3_600_000;

/** The hour in progress at `now` and the Good window in progress or next. */
export function rightNowOf(forecast: Forecast, now: number) {
  const current =
    forecast.hours.find((hour) => {
      const at = Date.parse(hour.startsAt);
      return at <= now && now < at + HOUR_MS;
    }) ?? null;
  const currentWindow =
    forecast.windows.find((w) => Date.parse(w.startsAt) <= now && now < Date.parse(w.endsAt)) ??
    null;
  const nextWindow = forecast.windows.find((w) => Date.parse(w.startsAt) > now) ?? null;
  return { current, currentWindow, nextWindow };
}

/** "Right now": the current hour's rating with its reasons, and when to spray next. */
export function RightNowCard({ forecast, now }: { forecast: Forecast; now: number }) {
  const { current, currentWindow, nextWindow } = rightNowOf(forecast, now);
  return (
    <section className="spray-now" aria-labelledby="spray-now-title">
      <h2 id="spray-now-title">Right now</h2>
      {current ? (
        <div className={`spray-now__hour is-${current.rating.toLowerCase()}`}>
          <p className="spray-now__rating">
            {current.label}: <strong>{RATING_TEXT[current.rating].label}</strong>
          </p>
          <p>
            ΔT {formatNumber(current.deltaTCelsius, 1)} °C ·{' '}
            {formatNumber(current.temperatureCelsius)} °C,{' '}
            {formatNumber(current.relativeHumidityPercent)} % RH · wind at 10 m{' '}
            {formatNumber(current.windSpeedKmh)} km/h
            {current.windGustKmh !== null && `, gusts ${formatNumber(current.windGustKmh)}`}
          </p>
          {current.reasons.length > 0 && (
            <ul>
              {current.reasons.map((reason) => (
                <li key={reason.code}>{reason.message}</li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p>The forecast does not cover the current hour.</p>
      )}
      <p className="spray-now__next">
        {currentWindow
          ? `Good to spray now, in the window ${currentWindow.label}.`
          : nextWindow
            ? `Next good window: ${nextWindow.label}.`
            : `No good window in the next ${forecast.hours.length} hours.`}
      </p>
    </section>
  );
}
