import { PLACES_ATTRIBUTION, SPRAY_LIMITS, SPRAY_THRESHOLDS } from 'agronomy';

/** What the numbers cannot tell, and where every threshold comes from. */
export function SprayNotes() {
  return (
    <section className="spray-notes" aria-labelledby="spray-notes-title">
      <h2 id="spray-notes-title">Before you spray</h2>
      <ul>
        {Object.entries(SPRAY_LIMITS).map(([key, text]) => (
          <li key={key}>{text}</li>
        ))}
      </ul>
      <details>
        <summary>How hours are rated, and the sources</summary>
        <ul className="spray-notes__sources">
          {Object.entries(SPRAY_THRESHOLDS).map(([key, threshold]) => (
            <li key={key}>
              {threshold.rule}{' '}
              <cite>
                <a href={threshold.source.url}>{threshold.source.title}</a>,{' '}
                {threshold.source.publisher}
                {threshold.source.year !== null && ` (${threshold.source.year})`}
              </cite>
              {'ourReading' in threshold && ` ${threshold.ourReading}`}
            </li>
          ))}
        </ul>
        <p>
          <a href={PLACES_ATTRIBUTION.licenceUrl}>{PLACES_ATTRIBUTION.text}</a>
        </p>
      </details>
    </section>
  );
}
