import type { EntityManager } from '@mikro-orm/postgresql';
import {
  FORECAST_WIND_HEIGHT_METRES,
  forecastCell,
  formatHourLabel,
  HOUR_MS,
  inSprayRegion,
  nearestPlace,
  PLACES,
  rateForecast,
  rateManualReading,
  sprayWindows,
  SPRAY_THRESHOLDS,
  validateManualReading,
  type DeltaTResult,
  type ManualReading,
  type Place,
  type SprayReason as Reason,
} from 'agronomy';
import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import { FoliarProductService, type FoliarProduct } from '../foliar-products/index.js';
import type { ForecastCache } from './forecast-cache.js';
import {
  SprayForecastStatus,
  SprayRating,
  SprayUnavailableReason,
  type ManualSprayRating,
  type SprayForecast,
  type SprayLocation,
  type SprayReason,
} from './spray.types.js';

/** What the page or an integrator asks for: a place or a point, and a product or a rainfast time. */
export interface SprayForecastRequest {
  placeId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  productId?: string | number | null;
  rainfastHours?: number | null;
}

export const UNAVAILABLE_MESSAGES = {
  [SprayUnavailableReason.NOT_CONFIGURED]:
    'This site has no forecast provider configured. Use manual mode with a reading from your field.',
  [SprayUnavailableReason.OUTAGE]:
    'The forecast is unavailable right now. Use manual mode with a reading from your field, and try again later.',
  [SprayUnavailableReason.FETCHING]:
    'The forecast for this place is being fetched. Try again in a minute, or use manual mode meanwhile.',
} as const satisfies Record<SprayUnavailableReason, string>;

/** The cache's reasons (forecast-cache.ts) as the API names them. */
const CACHE_REASONS = {
  fetching: SprayUnavailableReason.FETCHING,
  outage: SprayUnavailableReason.OUTAGE,
} as const;

/**
 * True for an answer that reports a passing state (a forecast being fetched, an outage): no
 * cache shared between visitors may keep it, or a visitor asking again would get it back. A
 * forecast, and the lasting "no provider configured", may be kept as any answer.
 */
export function isTransientForecast(forecast: SprayForecast): boolean {
  return (
    forecast.unavailableReason === SprayUnavailableReason.FETCHING ||
    forecast.unavailableReason === SprayUnavailableReason.OUTAGE
  );
}

const PLACE_BY_ID = new Map(PLACES.map((place) => [place.geonameId, place]));
const { min: RAINFAST_MIN, max: RAINFAST_MAX } = SPRAY_THRESHOLDS.rainfastRangeHours.value;
/** A generic rainfast time may go beyond the labels' range, up to a day. */
const RAINFAST_LIMIT_HOURS = 24;

const rounded = (value: number, places: number) => Number(value.toFixed(places));

function deltaTFields(deltaT: DeltaTResult) {
  return deltaT.kind === 'valid'
    ? {
        wetBulbCelsius: rounded(deltaT.wetBulbCelsius, 1),
        deltaTCelsius: rounded(deltaT.deltaTCelsius, 1),
      }
    : { wetBulbCelsius: null, deltaTCelsius: null };
}

const reasonsOf = (reasons: readonly Reason[]): SprayReason[] =>
  reasons.map((reason) => ({ ...reason, severity: reason.severity as SprayRating }));

/**
 * The Spray Condition App's server side: a place or point to a cell, the cell's cached forecast,
 * the rating of its hours (agronomy) with the chosen product's rainfast time, and manual mode.
 */
export class SprayConditionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly forecasts: ForecastCache | null,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Rates one typed-in reading; impossible values are field errors (BAD_USER_INPUT). */
  manualRating(reading: ManualReading): ManualSprayRating {
    const errors = validateManualReading(reading);
    if (Object.keys(errors).length > 0) {
      throw new InvalidInputError('Check the reading', errors as Record<string, string>);
    }
    const rated = rateManualReading(reading);
    return {
      rating: rated.rating as SprayRating,
      reasons: reasonsOf(rated.reasons),
      ...deltaTFields(rated.deltaT),
      unknowns: rated.unknowns.map((unknown) => unknown.message),
    };
  }

  async forecast(request: SprayForecastRequest): Promise<SprayForecast> {
    const location = this.locate(request);
    const { product, rainfastHours } = await this.rainfast(request);
    const now = this.clock();
    const base = {
      location,
      generatedAt: now,
      windHeightMetres: FORECAST_WIND_HEIGHT_METRES,
      rainfastHours,
      product,
    };
    const none = (reason: SprayUnavailableReason): SprayForecast => ({
      ...base,
      status: SprayForecastStatus.UNAVAILABLE,
      unavailableMessage: UNAVAILABLE_MESSAGES[reason],
      unavailableReason: reason,
      provider: this.forecasts?.provider.name ?? null,
      issuedAt: null,
      fetchedAt: null,
      attribution: null,
      hours: [],
      windows: [],
    });
    if (!this.forecasts) return none(SprayUnavailableReason.NOT_CONFIGURED);
    const cached = await this.forecasts.get(
      this.em,
      forecastCell(location.latitude, location.longitude),
    );
    if (cached.status === 'unavailable') return none(CACHE_REASONS[cached.reason]);
    const { forecast, fetchedAt } = cached;
    const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    const ahead = forecast.hours.filter((hour) => Date.parse(hour.startsAt) >= currentHour);
    if (ahead.length === 0) return none(SprayUnavailableReason.OUTAGE);
    const rated = rateForecast(ahead, { rainfastHours });
    const windows = sprayWindows(rated, location.timeZone);
    return {
      ...base,
      status: SprayForecastStatus.AVAILABLE,
      unavailableMessage: null,
      unavailableReason: null,
      provider: forecast.provider,
      issuedAt: forecast.issuedAt ? new Date(forecast.issuedAt) : null,
      fetchedAt,
      attribution: forecast.attribution,
      hours: rated.map(({ hour, rating, reasons, deltaT, inInversionPeriod }) => ({
        ...hour,
        startsAt: new Date(hour.startsAt),
        label: formatHourLabel(new Date(hour.startsAt), location.timeZone),
        rating: rating as SprayRating,
        reasons: reasonsOf(reasons),
        ...deltaTFields(deltaT),
        inInversionPeriod,
      })),
      windows: windows.map((window) => ({
        ...window,
        startsAt: new Date(window.startsAt),
        endsAt: new Date(window.endsAt),
      })),
    };
  }

  /** The place and cell: a listed community by id, or a point in Alberta or Saskatchewan. */
  private locate({ placeId, latitude, longitude }: SprayForecastRequest): SprayLocation {
    let place: Place | undefined;
    let distanceKm: number | null = null;
    let point: { latitude: number; longitude: number };
    if (placeId !== null && placeId !== undefined) {
      place = PLACE_BY_ID.get(placeId);
      if (!place) throw new NotFoundError('Place not found');
      point = place;
    } else if (
      latitude !== null &&
      latitude !== undefined &&
      longitude !== null &&
      longitude !== undefined
    ) {
      if (!inSprayRegion(latitude, longitude)) {
        throw new InvalidInputError('The point is outside Alberta and Saskatchewan', {
          latitude: 'The app covers Alberta and Saskatchewan only',
        });
      }
      const nearest = nearestPlace(latitude, longitude)!;
      place = nearest.place;
      distanceKm = Math.round(nearest.distanceKm);
      point = { latitude, longitude };
    } else {
      throw new InvalidInputError('Choose a place or give a latitude and longitude', {
        placeId: 'Choose a place',
      });
    }
    const cell = forecastCell(point.latitude, point.longitude);
    return {
      placeId: distanceKm === null ? place.geonameId : null,
      name: place.name,
      province: place.province,
      latitude: cell.latitude,
      longitude: cell.longitude,
      timeZone: place.timeZone,
      distanceKm,
    };
  }

  /** The rainfast time: the product's label, a typed one, or the generic (labels' longest). */
  private async rainfast({
    productId,
    rainfastHours,
  }: SprayForecastRequest): Promise<{ product: FoliarProduct | null; rainfastHours: number }> {
    if (productId !== null && productId !== undefined) {
      const product = await new FoliarProductService(this.em).get(productId);
      return { product, rainfastHours: product.rainfastMinutes / 60 };
    }
    if (rainfastHours !== null && rainfastHours !== undefined) {
      if (!(rainfastHours >= RAINFAST_MIN && rainfastHours <= RAINFAST_LIMIT_HOURS)) {
        throw new InvalidInputError('Rainfast time out of range', {
          rainfastHours: `Rainfast time must be from ${RAINFAST_MIN} to ${RAINFAST_LIMIT_HOURS} hours (labels ask ${RAINFAST_MIN} to ${RAINFAST_MAX})`,
        });
      }
      return { product: null, rainfastHours };
    }
    return { product: null, rainfastHours: SPRAY_THRESHOLDS.genericRainfastHours.value };
  }
}
