import { rateManualReading, validateManualReading, type ManualReadingField } from 'agronomy';
import { useId } from 'react';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { useToolForm } from '../FarmTools/toolForm';
import { GetForm } from '../FarmTools/ToolFormShell';
import { HiddenParams } from './HiddenParams';
import { formatNumber, fromAgronomyRating, RATING_TEXT } from './ratingText';
import {
  MANUAL_PARAMS,
  NO_READING,
  parseManualEntries,
  sprayParams,
  type SprayQuery,
} from './sprayQuery';

const PATH = PUBLIC_ROUTES.sprayConditions.path;

const FIELDS: { name: ManualReadingField; label: string; unit: string }[] = [
  { name: 'temperatureCelsius', label: 'Temperature', unit: '°C' },
  { name: 'relativeHumidityPercent', label: 'Relative humidity', unit: '%' },
  { name: 'windSpeedKmh', label: 'Wind speed', unit: 'km/h' },
];

/**
 * Manual mode: a reading typed in or taken off a handheld meter, rated at once in the browser by
 * the same arithmetic as the server's (agronomy), so it works with no connection and no forecast.
 * Its form is the farm tools' GET form (useToolForm): the reading is written into the address
 * (`temp`, `rh`, `wind`) once the typing rests, so a link reproduces it, and without JavaScript
 * the form is sent and the server renders the same rating. It sends the page's place and product
 * along, so neither is lost.
 */
export function ManualMode({ query }: { query: SprayQuery }) {
  const id = useId();
  const form = useToolForm();
  const entries = parseManualEntries(form.params);
  const blank = Object.values(entries).some((value) => value === '');
  const reading = {
    temperatureCelsius: Number(entries.temperatureCelsius),
    relativeHumidityPercent: Number(entries.relativeHumidityPercent),
    windSpeedKmh: Number(entries.windSpeedKmh),
  };
  const errors = blank ? {} : validateManualReading(reading);
  const rated = blank || Object.keys(errors).length > 0 ? null : rateManualReading(reading);
  const rating = rated && fromAgronomyRating(rated.rating);
  return (
    <section className="spray-manual" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Manual mode</h2>
      {/* True either way: with JavaScript the rating follows the typing, in this browser; without,
          the form is sent and the server rates it. */}
      <p>
        Type a reading from your field or a handheld meter
        <span className="spray-manual__live">
          ; the rating appears as you type and needs no connection
        </span>
        <noscript>, then choose Rate this reading to see its rating</noscript>.
      </p>
      <GetForm form={form} action={PATH} className="spray-manual__form">
        <HiddenParams params={sprayParams({ ...query, reading: NO_READING })} />
        {FIELDS.map((field) => (
          <div key={field.name} className="spray-manual__field">
            <label htmlFor={`${id}-${field.name}`}>
              {field.label} ({field.unit})
            </label>
            <input
              id={`${id}-${field.name}`}
              name={MANUAL_PARAMS[field.name]}
              type="number"
              inputMode="decimal"
              step="any"
              defaultValue={entries[field.name]}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
            />
            {errors[field.name] && (
              <p id={`${id}-${field.name}-error`} className="spray-manual__error">
                {errors[field.name]}
              </p>
            )}
          </div>
        ))}
        {/* With JavaScript the rating follows the typing; without, the server rates what is sent. */}
        <noscript>
          <button type="submit">Rate this reading</button>
        </noscript>
      </GetForm>
      <div aria-live="polite" className="spray-manual__result">
        {rated && rating && (
          <div className={`spray-manual__rating is-${rating.toLowerCase()}`}>
            <p>
              This reading: <strong>{RATING_TEXT[rating].label}</strong>
            </p>
            <p>
              Wet bulb{' '}
              {rated.deltaT.kind === 'valid' ? formatNumber(rated.deltaT.wetBulbCelsius, 1) : '—'}{' '}
              °C, ΔT{' '}
              {rated.deltaT.kind === 'valid' ? formatNumber(rated.deltaT.deltaTCelsius, 1) : '—'} °C
            </p>
            {rated.reasons.length > 0 && (
              <ul>
                {rated.reasons.map((reason) => (
                  <li key={reason.code}>{reason.message}</li>
                ))}
              </ul>
            )}
            <p>What one reading cannot tell:</p>
            <ul>
              {rated.unknowns.map((unknown) => (
                <li key={unknown.code}>{unknown.message}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
