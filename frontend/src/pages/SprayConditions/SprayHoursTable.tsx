import type { SprayForecastQuery } from '../../graphql/generated/spray/graphql';
import { formatNumber, RATING_TEXT } from './ratingText';

type Hour = SprayForecastQuery['sprayForecast']['hours'][number];

/** The timeline's data as a table: every hour, every value and every reason, in words. */
export function SprayHoursTable({ hours }: { hours: readonly Hour[] }) {
  return (
    <div className="spray-table">
      <table>
        <caption>Hour by hour (wind and gusts at 10 m)</caption>
        <thead>
          <tr>
            <th scope="col">Hour</th>
            <th scope="col">Rating</th>
            <th scope="col">ΔT °C</th>
            <th scope="col">Air °C</th>
            <th scope="col">RH %</th>
            <th scope="col">Wind km/h</th>
            <th scope="col">Gusts km/h</th>
            <th scope="col">Rain mm (chance)</th>
            <th scope="col">Reasons</th>
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour.startsAt} className={`is-${hour.rating.toLowerCase()}`}>
              <th scope="row">{hour.label}</th>
              <td>{RATING_TEXT[hour.rating].label}</td>
              <td>{formatNumber(hour.deltaTCelsius, 1)}</td>
              <td>{formatNumber(hour.temperatureCelsius, 0)}</td>
              <td>{formatNumber(hour.relativeHumidityPercent, 0)}</td>
              <td>{formatNumber(hour.windSpeedKmh, 0)}</td>
              <td>{formatNumber(hour.windGustKmh, 0)}</td>
              <td>
                {formatNumber(hour.precipitationMm, 1)}
                {hour.precipitationProbabilityPercent !== null &&
                  ` (${hour.precipitationProbabilityPercent.toFixed(0)} %)`}
              </td>
              <td>
                {hour.reasons.length === 0
                  ? 'None'
                  : hour.reasons.map((reason) => <p key={reason.code}>{reason.message}</p>)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
