import { forecastCell, inSprayRegion, searchPlaces, type Place } from 'agronomy';
import { useId, useState } from 'react';

export type PlaceChoice = { placeId: number } | { point: { latitude: number; longitude: number } };

/**
 * Where: a community of the offline list found by name, or the browser's location after the
 * browser asks (rounded to the forecast cell before it leaves the device).
 */
export function PlacePicker({ onChoose }: { onChoose: (choice: PlaceChoice) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [locating, setLocating] = useState<string | null>(null);
  const matches: Place[] = searchPlaces(text, 8);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('This browser cannot share its location. Search for a community instead.');
      return;
    }
    setLocating('Asking the browser for your location…');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!inSprayRegion(coords.latitude, coords.longitude)) {
          setLocating(
            'Your location is outside Alberta and Saskatchewan. Search for a community instead.',
          );
          return;
        }
        const cell = forecastCell(coords.latitude, coords.longitude);
        setLocating(null);
        onChoose({ point: { latitude: cell.latitude, longitude: cell.longitude } });
      },
      () => setLocating('The location was not shared. Search for a community instead.'),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  return (
    <div className="spray-place">
      <label htmlFor={`${id}-search`}>Find a community in Alberta or Saskatchewan</label>
      <input
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        value={text}
        placeholder="e.g. Vegreville"
        onChange={(event) => setText(event.target.value)}
      />
      {text.trim() !== '' && (
        <ul className="spray-place__results" aria-label="Matching communities">
          {matches.length === 0 && <li>No listed community matches “{text}”.</li>}
          {matches.map((place) => (
            <li key={place.geonameId}>
              <button
                type="button"
                onClick={() => {
                  setText('');
                  onChoose({ placeId: place.geonameId });
                }}
              >
                {place.name}, {place.province}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="spray-place__locate" onClick={locate}>
        Use my location
      </button>
      {locating && <p role="status">{locating}</p>}
    </div>
  );
}
