import type { SprayReasonCode as ReasonCode } from 'agronomy';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FoliarProduct } from '../foliar-products/index.js';

/** An hour's rating; the values are agronomy's. */
export enum SprayRating {
  GOOD = 'good',
  MARGINAL = 'marginal',
  POOR = 'poor',
}

registerEnumType(SprayRating, {
  name: 'SprayRating',
  description: 'How suitable an hour is for spraying.',
  valuesConfig: {
    GOOD: { description: 'Effective and drift-safe: no reason against it.' },
    MARGINAL: { description: 'Possible with care: at least one marginal reason.' },
    POOR: { description: 'Do not spray: at least one poor reason.' },
  },
});

/** Every reason the rating names (agronomy's `SprayReasonCode`), as a GraphQL enum. */
export const SprayReasonCode = {
  DELTA_T_LOW: 'deltaTLow',
  DELTA_T_HIGH: 'deltaTHigh',
  DELTA_T_UNKNOWN: 'deltaTUnknown',
  WIND_TOO_CALM: 'windTooCalm',
  WIND_TOO_STRONG: 'windTooStrong',
  GUSTS: 'gusts',
  INVERSION_RISK: 'inversionRisk',
  RAIN_WITHIN_RAINFAST_TIME: 'rainWithinRainfastTime',
  RAIN_UNKNOWN: 'rainUnknown',
  TEMPERATURE_OUT_OF_RANGE: 'temperatureOutOfRange',
} as const satisfies Record<string, ReasonCode>;

registerEnumType(SprayReasonCode, {
  name: 'SprayReasonCode',
  description: 'Why an hour is not Good.',
  valuesConfig: {
    DELTA_T_LOW: { description: 'ΔT below 2 °C: drift and inversion risk.' },
    DELTA_T_HIGH: { description: 'ΔT above 8 °C (marginal) or 10 °C (poor): droplets evaporate.' },
    DELTA_T_UNKNOWN: { description: 'Outside the wet-bulb formula’s range: ΔT cannot be given.' },
    WIND_TOO_CALM: { description: 'Wind under 3 km/h.' },
    WIND_TOO_STRONG: { description: 'Wind above 15 km/h (marginal) or 20 km/h (poor).' },
    GUSTS: { description: 'Gusts above 20 km/h.' },
    INVERSION_RISK: { description: 'Calm or clear between evening and sunrise.' },
    RAIN_WITHIN_RAINFAST_TIME: { description: 'Rain forecast before the product is rainfast.' },
    RAIN_UNKNOWN: { description: 'The forecast does not cover the rainfast time.' },
    TEMPERATURE_OUT_OF_RANGE: { description: 'Air below 15 °C or above 26 °C.' },
  },
});

export enum SprayForecastStatus {
  AVAILABLE = 'available',
  UNAVAILABLE = 'unavailable',
}

registerEnumType(SprayForecastStatus, {
  name: 'SprayForecastStatus',
  description: 'Whether the forecast could be read.',
  valuesConfig: {
    AVAILABLE: { description: 'Rated hours follow.' },
    UNAVAILABLE: {
      description:
        'No forecast now (provider outage, still being fetched, or no provider configured): use manual mode.',
    },
  },
});

/** Why a forecast is UNAVAILABLE. */
export enum SprayUnavailableReason {
  FETCHING = 'fetching',
  OUTAGE = 'outage',
  NOT_CONFIGURED = 'notConfigured',
}

registerEnumType(SprayUnavailableReason, {
  name: 'SprayUnavailableReason',
  description: 'Why a forecast is UNAVAILABLE, so a client knows whether asking again can help.',
  valuesConfig: {
    FETCHING: {
      description:
        'The place’s forecast is still being fetched from a slow provider (the server waits at most SPRAY_FORECAST_WAIT_MS, then goes on fetching): asking again in a minute may find it. Never kept by the server’s caches.',
    },
    OUTAGE: {
      description:
        'The provider failed or timed out, or its circuit breaker is open after repeated failures: asking again soon will not help; try later. Never kept by the server’s caches.',
    },
    NOT_CONFIGURED: {
      description:
        'This site has no forecast provider configured (SPRAY_FORECAST_PROVIDER=none): asking again will not help.',
    },
  },
});

@ObjectType({ description: 'One reason an hour is not Good, with the numbers that caused it.' })
export class SprayReason {
  @Field(() => SprayReasonCode, { description: 'Which rule.' })
  code!: ReasonCode;

  @Field(() => SprayRating, { description: 'MARGINAL or POOR: what this reason makes the hour.' })
  severity!: SprayRating;

  @Field({ description: 'The reason in a sentence, as the page shows it.' })
  message!: string;
}

@ObjectType({ description: 'Wet bulb and ΔT of an hour; null where outside Stull’s range.' })
abstract class DeltaTFields {
  @Field(() => Float, { nullable: true, description: 'Wet-bulb temperature, °C (Stull 2011).' })
  wetBulbCelsius!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'ΔT: air minus wet-bulb temperature, °C; null outside the formula’s range.',
  })
  deltaTCelsius!: number | null;
}

@ObjectType({ description: 'One forecast hour with its rating and every reason named.' })
export class RatedSprayHour extends DeltaTFields {
  @Field(() => Date, { description: 'Start of the hour.' })
  startsAt!: Date;

  @Field({ description: 'Weekday and time in the place’s time zone, e.g. "Tue 07:00".' })
  label!: string;

  @Field(() => SprayRating, { description: 'Good, Marginal or Poor.' })
  rating!: SprayRating;

  @Field(() => [SprayReason], { description: 'Every reason the hour is not Good; empty if Good.' })
  reasons!: SprayReason[];

  @Field(() => Float, { description: 'Air temperature at 2 m, °C.' })
  temperatureCelsius!: number;

  @Field(() => Float, { description: 'Relative humidity at 2 m, %.' })
  relativeHumidityPercent!: number;

  @Field(() => Float, {
    description: 'Mean wind at 10 m, km/h (wind at boom height is usually lower).',
  })
  windSpeedKmh!: number;

  @Field(() => Float, { nullable: true, description: 'Gusts at 10 m, km/h; null if not given.' })
  windGustKmh!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Precipitation from the start of the hour to its end, mm; null where the provider gives no amount. The last hour can be null: GeoMet’s HRDPS run ends at +48 h, so the hour after its last step has no amount (nor chance). The rating then does not call that hour dry: an hour whose rainfast time reaches it is at best MARGINAL, with RAIN_UNKNOWN, unless a chance of rain already makes it MARGINAL or POOR (RAIN_WITHIN_RAINFAST_TIME).',
  })
  precipitationMm!: number | null;

  @Field(() => Float, { nullable: true, description: 'Chance of precipitation in the hour, %.' })
  precipitationProbabilityPercent!: number | null;

  @Field(() => Float, { nullable: true, description: 'Total cloud cover, %.' })
  cloudCoverPercent!: number | null;

  @Field({ description: 'Whether the sun is up in the middle of the hour.' })
  isDay!: boolean;

  @Field({ description: 'Within the evening-to-sunrise period when inversions form.' })
  inInversionPeriod!: boolean;
}

@ObjectType({ description: 'Consecutive Good hours: a time to spray.' })
export class SprayWindow {
  @Field(() => Date, { description: 'Start of the first Good hour.' })
  startsAt!: Date;

  @Field(() => Date, { description: 'End of the last Good hour.' })
  endsAt!: Date;

  @Field(() => Int, { description: 'Length in hours.' })
  hours!: number;

  @Field({ description: 'E.g. "Tue 07:00–11:00" in the place’s time zone.' })
  label!: string;
}

@ObjectType('ForecastAttribution', {
  description: 'The credit the data’s licence requires, shown with its numbers.',
})
export class ForecastAttributionType {
  @Field({ description: 'E.g. "Data Source: Environment and Climate Change Canada".' })
  text!: string;

  @Field({ description: 'The licence, to link the text to.' })
  licenceUrl!: string;
}

@ObjectType({ description: 'Where the forecast is for: the rounded cell, never a precise point.' })
export class SprayLocation {
  @Field(() => ID, { nullable: true, description: 'GeoNames id of the chosen community.' })
  placeId!: number | null;

  @Field({ description: 'The community, or the nearest listed community to the point.' })
  name!: string;

  @Field({ description: 'AB or SK.' })
  province!: string;

  @Field(() => Float, { description: 'Latitude of the forecast cell’s centre.' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude of the forecast cell’s centre.' })
  longitude!: number;

  @Field({ description: 'IANA time zone the labels use, e.g. "America/Regina".' })
  timeZone!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Distance from the point to the named community, km; null for a chosen place.',
  })
  distanceKm!: number | null;
}

@ObjectType({ description: 'A place’s rated hours for the next two days, or why there are none.' })
export class SprayForecast {
  @Field(() => SprayForecastStatus, { description: 'AVAILABLE, or UNAVAILABLE with a message.' })
  status!: SprayForecastStatus;

  @Field(() => String, {
    nullable: true,
    description: 'Why there is no forecast, in a sentence for the page; null when available.',
  })
  unavailableMessage!: string | null;

  @Field(() => SprayUnavailableReason, {
    nullable: true,
    description:
      'Why there is no forecast, as a code: asking again soon can help only for FETCHING; null when available.',
  })
  unavailableReason!: SprayUnavailableReason | null;

  @Field(() => SprayLocation, { description: 'The place and its cell.' })
  location!: SprayLocation;

  @Field(() => Date, {
    description: 'When the server answered: the page’s "now" until it hydrates.',
  })
  generatedAt!: Date;

  @Field(() => String, { nullable: true, description: 'Configuration name of the provider.' })
  provider!: string | null;

  @Field(() => Date, { nullable: true, description: 'Start of the model run, where known.' })
  issuedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the forecast was fetched.' })
  fetchedAt!: Date | null;

  @Field(() => ForecastAttributionType, {
    nullable: true,
    description: 'The credit to show with the numbers; null without a forecast.',
  })
  attribution!: ForecastAttributionType | null;

  @Field(() => Int, { description: 'Height of the forecast wind, m (10).' })
  windHeightMetres!: number;

  @Field(() => Float, { description: 'Hours kept clear of rain after each hour (rainfast time).' })
  rainfastHours!: number;

  @Field(() => FoliarProduct, { nullable: true, description: 'The chosen product, if any.' })
  product!: FoliarProduct | null;

  @Field(() => [RatedSprayHour], { description: 'The hours from the current one on, up to 48.' })
  hours!: RatedSprayHour[];

  @Field(() => [SprayWindow], { description: 'Consecutive Good hours, in order.' })
  windows!: SprayWindow[];
}

@ObjectType({ description: 'The rating of one typed-in reading (manual mode).' })
export class ManualSprayRating extends DeltaTFields {
  @Field(() => SprayRating, { description: 'Good, Marginal or Poor, from ΔT, wind and heat.' })
  rating!: SprayRating;

  @Field(() => [SprayReason], { description: 'Every reason it is not Good.' })
  reasons!: SprayReason[];

  @Field(() => [String], {
    description: 'What one reading cannot tell (gusts, rain, inversion), each in a sentence.',
  })
  unknowns!: string[];
}
