import { forecastCell, inSprayRegion, placeByName, searchPlaces, type Place } from 'agronomy';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { HiddenParams } from './HiddenParams';
import { sprayParams, sprayQueryString, type SprayQuery } from './sprayQuery';

const PATH = PUBLIC_ROUTES.sprayConditions.path;
/** How many matches the list shows; a longer name narrows it. */
const SHOWN_MATCHES = 8;

export type PlaceChoice = { placeId: number } | { point: { latitude: number; longitude: number } };

interface PlacePickerProps {
  /**
   * The page's address: its product choice and manual reading go with the place, and its search
   * is listed.
   */
  query: SprayQuery;
  onChoose: (choice: PlaceChoice) => void;
}

/**
 * Where: a community of the offline list found by name, or the browser's location after the
 * browser asks (rounded to the forecast cell before it leaves the device). The search is a GET
 * form: without JavaScript the server takes the name (`q`) to the community it stands for and
 * renders its forecast, or lists the communities it matches, each a link to its forecast.
 */
export function PlacePicker({ query, onChoose }: PlacePickerProps) {
  const id = useId();
  const [text, setText] = useState(query.placeSearch ?? '');
  const [locating, setLocating] = useState<string | null>(null);
  const matches: Place[] = searchPlaces(text, SHOWN_MATCHES);
  const placeHref = (placeId: number) =>
    `${PATH}${sprayQueryString({ ...query, placeId, point: null, placeSearch: null })}`;
  const find = (event: FormEvent<HTMLFormElement>) => {
    // The matches are listed already; a name that stands for one community opens it.
    event.preventDefault();
    const named = placeByName(text);
    if (named) {
      setText('');
      onChoose({ placeId: named.geonameId });
    }
  };
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
      <form method="get" action={PATH} role="search" onSubmit={find}>
        <label htmlFor={`${id}-search`}>Find a community in Alberta or Saskatchewan</label>
        <div className="spray-place__search">
          <input
            id={`${id}-search`}
            type="search"
            name="q"
            autoComplete="off"
            value={text}
            placeholder="e.g. Vegreville"
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit">Find</button>
        </div>
        <HiddenParams
          params={sprayParams({ ...query, placeId: null, point: null, placeSearch: null })}
        />
      </form>
      {text.trim() !== '' && (
        <ul className="spray-place__results" aria-label="Matching communities">
          {matches.length === 0 && <li>No listed community matches “{text}”.</li>}
          {matches.map((place) => (
            <li key={place.geonameId}>
              <Link to={placeHref(place.geonameId)} onClick={() => setText('')}>
                {place.name}, {place.province}
              </Link>
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
