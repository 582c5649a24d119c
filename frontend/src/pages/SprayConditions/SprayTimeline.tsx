import type { SprayForecastQuery } from '../../graphql/generated/spray/graphql';
import { RATING_TEXT, timeOf } from './ratingText';

type Hour = SprayForecastQuery['sprayForecast']['hours'][number];

const COLUMN = 26;
const TOP = 28;
const CHART = 120;
const BAND = 22;
const HEIGHT = TOP + CHART + BAND + 24;
const DELTA_T_MAX = 14;
const WIND_MAX = 35;

const y = (value: number, max: number) => TOP + CHART - (Math.min(value, max) / max) * CHART;

function line(hours: readonly Hour[], value: (hour: Hour) => number | null, max: number) {
  return hours
    .map((hour, i) => {
      const v = value(hour);
      return v === null ? null : `${i * COLUMN + COLUMN / 2},${y(v, max).toFixed(1)}`;
    })
    .filter(Boolean)
    .join(' ');
}

/**
 * The 48-hour timeline: one coloured column per hour (Good, Marginal, Poor, with its letter), ΔT
 * and the 10 m wind drawn over them with their values written every third hour, and the time
 * below. Everything is printed, so nothing needs a hover; the table beside it holds the same data.
 */
export function SprayTimeline({ hours }: { hours: readonly Hour[] }) {
  const width = hours.length * COLUMN;
  const good = hours.filter((hour) => hour.rating === 'GOOD').length;
  return (
    <div className="spray-timeline" tabIndex={0} aria-labelledby="spray-timeline-title">
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby="spray-timeline-title"
      >
        <title id="spray-timeline-title">
          {`Timeline of the next ${hours.length} hours: ${good} Good. ΔT and the 10 m wind are drawn over the hours; the table below gives every value and reason.`}
        </title>
        {hours.map((hour, i) => (
          <g key={hour.startsAt} className={`spray-timeline__hour is-${hour.rating.toLowerCase()}`}>
            <rect x={i * COLUMN + 1} y={TOP} width={COLUMN - 2} height={CHART} />
            <rect
              className="spray-timeline__band"
              x={i * COLUMN + 1}
              y={TOP + CHART + 2}
              width={COLUMN - 2}
              height={BAND}
            />
            <text
              x={i * COLUMN + COLUMN / 2}
              y={TOP + CHART + 17}
              className="spray-timeline__letter"
            >
              {RATING_TEXT[hour.rating].letter}
            </text>
            {i % 3 === 0 && (
              <text x={i * COLUMN + 2} y={HEIGHT - 6} className="spray-timeline__time">
                {timeOf(hour.label) === '00:00'
                  ? hour.label.slice(0, 3)
                  : timeOf(hour.label).slice(0, 2)}
              </text>
            )}
            {i % 3 === 0 && hour.deltaTCelsius !== null && (
              <text
                x={i * COLUMN + COLUMN / 2}
                y={y(hour.deltaTCelsius, DELTA_T_MAX) - 5}
                className="spray-timeline__value is-delta-t"
              >
                {hour.deltaTCelsius.toFixed(0)}
              </text>
            )}
            {i % 3 === 0 && (
              <text
                x={i * COLUMN + COLUMN / 2}
                y={y(hour.windSpeedKmh, WIND_MAX) + 13}
                className="spray-timeline__value is-wind"
              >
                {hour.windSpeedKmh.toFixed(0)}
              </text>
            )}
          </g>
        ))}
        <polyline
          className="spray-timeline__line is-delta-t"
          points={line(hours, (h) => h.deltaTCelsius, DELTA_T_MAX)}
        />
        <polyline
          className="spray-timeline__line is-wind"
          points={line(hours, (h) => h.windSpeedKmh, WIND_MAX)}
        />
        <text x={4} y={14} className="spray-timeline__legend is-delta-t">
          ΔT °C (solid)
        </text>
        <text x={110} y={14} className="spray-timeline__legend is-wind">
          Wind at 10 m, km/h (dashed)
        </text>
      </svg>
    </div>
  );
}
