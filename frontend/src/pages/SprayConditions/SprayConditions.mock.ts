import {
  FoliarProductsDocument,
  SprayForecastDocument,
  type SprayForecastQuery,
} from '../../graphql/generated/spray/graphql';
import { mockData, mockNetworkError, type Answer } from '../../test/mocks';

type Forecast = Answer<SprayForecastQuery['sprayForecast']>;
type Hour = Forecast['hours'][number];

export const SASKATOON_ID = 6141256;
const HOUR_MS = 3_600_000;

/** "Tue 07:00" in Saskatchewan (UTC−6 all year). */
const label = (at: number) => {
  const local = new Date(at - 6 * HOUR_MS);
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][local.getUTCDay()];
  return `${day} ${String(local.getUTCHours()).padStart(2, '0')}:00`;
};

/**
 * 48 hours from the hour in progress at `now`: Good from 07:00 to 11:00 local, Poor for wind in
 * the afternoon, Marginal (calm, inversion) at night. Hand-written, in the API's shape.
 */
export function forecastFrom(now: number): Forecast {
  const first = Math.floor(now / HOUR_MS) * HOUR_MS;
  const hours: Hour[] = Array.from({ length: 48 }, (_, i) => {
    const at = first + i * HOUR_MS;
    const localHour = new Date(at - 6 * HOUR_MS).getUTCHours();
    const good = localHour >= 7 && localHour < 11;
    const windy = localHour >= 13 && localHour < 18;
    const reasons: Hour['reasons'] = good
      ? []
      : windy
        ? [
            {
              __typename: 'SprayReason',
              code: 'WIND_TOO_STRONG',
              severity: 'POOR',
              message: 'Wind 26 km/h is above 20 km/h: too windy to spray.',
            },
          ]
        : [
            {
              __typename: 'SprayReason',
              code: 'INVERSION_RISK',
              severity: 'MARGINAL',
              message: 'Calm between evening and sunrise: an inversion may form.',
            },
          ];
    return {
      __typename: 'RatedSprayHour',
      startsAt: new Date(at).toISOString(),
      label: label(at),
      rating: good ? 'GOOD' : windy ? 'POOR' : 'MARGINAL',
      reasons,
      temperatureCelsius: good ? 18 : 12,
      relativeHumidityPercent: good ? 60 : 85,
      wetBulbCelsius: good ? 13.9 : 10.5,
      deltaTCelsius: good ? 4.1 : 1.5,
      windSpeedKmh: windy ? 26 : good ? 9 : 4,
      windGustKmh: windy ? 39 : 12,
      precipitationMm: 0,
      precipitationProbabilityPercent: 10,
      cloudCoverPercent: 60,
    };
  });
  const windows: Forecast['windows'] = [];
  hours.forEach((hour, i) => {
    if (hour.rating !== 'GOOD' || hours[i - 1]?.rating === 'GOOD') return;
    let end = i;
    while (hours[end + 1]?.rating === 'GOOD') end += 1;
    const endsAt = Date.parse(hours[end].startsAt) + HOUR_MS;
    windows.push({
      __typename: 'SprayWindow',
      startsAt: hour.startsAt,
      endsAt: new Date(endsAt).toISOString(),
      hours: end - i + 1,
      label: `${hour.label}–${label(endsAt).slice(-5)}`,
    });
  });
  return {
    __typename: 'SprayForecast',
    status: 'AVAILABLE',
    unavailableMessage: null,
    unavailableReason: null,
    generatedAt: new Date(now).toISOString(),
    fetchedAt: new Date(now).toISOString(),
    windHeightMetres: 10,
    rainfastHours: 4,
    product: null,
    attribution: {
      __typename: 'ForecastAttribution',
      text: 'Data Source: Environment and Climate Change Canada',
      licenceUrl: 'https://eccc-msc.github.io/open-data/licence/readme_en/',
    },
    location: {
      __typename: 'SprayLocation',
      placeId: String(SASKATOON_ID),
      name: 'Saskatoon',
      province: 'SK',
      latitude: 52.1125,
      longitude: -106.62,
      timeZone: 'America/Regina',
      distanceKm: null,
    },
    hours,
    windows,
  };
}

export const unavailableForecast = (now: number): Forecast => ({
  ...forecastFrom(now),
  status: 'UNAVAILABLE',
  unavailableMessage:
    'The forecast is unavailable right now. Use manual mode with a reading from your field, and try again later.',
  unavailableReason: 'OUTAGE',
  attribution: null,
  hours: [],
  windows: [],
});

/** The first visitor's answer for a cell: its forecast is still being fetched. */
export const fetchingForecast = (now: number): Forecast => ({
  ...unavailableForecast(now),
  unavailableMessage:
    'The forecast for this place is being fetched. Try again in a minute, or use manual mode meanwhile.',
  unavailableReason: 'FETCHING',
});

/** A site without a forecast provider (SPRAY_FORECAST_PROVIDER=none): manual mode only. */
export const noProviderForecast = (now: number): Forecast => ({
  ...unavailableForecast(now),
  unavailableMessage:
    'This site has no forecast provider configured. Use manual mode with a reading from your field.',
  unavailableReason: 'NOT_CONFIGURED',
});

const PLACE_VARIABLES = {
  placeId: SASKATOON_ID,
  latitude: null,
  longitude: null,
  productId: null,
  rainfastHours: null,
};

export const sprayForecastMock = (forecast: Forecast) =>
  mockData(SprayForecastDocument, {
    variables: PLACE_VARIABLES,
    data: { sprayForecast: forecast },
  });

/** The forecast's request fails on the way (the phone lost its signal). */
export const sprayForecastNetworkError = mockNetworkError(SprayForecastDocument, {
  variables: PLACE_VARIABLES,
  error: new Error('Failed to fetch'),
});

export const foliarProductsMock = mockData(FoliarProductsDocument, {
  data: {
    foliarProducts: [
      {
        __typename: 'FoliarProduct',
        id: '3',
        name: 'ClearShot Broadleaf',
        kind: 'HERBICIDE',
        rainfastMinutes: 240,
        labelNotes: 'Rainfast in 4 hours.',
      },
    ],
  },
  maxUsageCount: 10,
});
