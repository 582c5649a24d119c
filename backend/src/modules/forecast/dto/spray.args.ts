import type { ManualReading } from 'agronomy';
import { Allow } from 'class-validator';
import { ArgsType, Field, Float, ID, Int } from 'type-graphql';
import type { SprayForecastRequest } from '../spray.service.js';

/*
 * The spray queries' arguments, each query's as the one request its service takes, so a resolver
 * hands them on as they came. The service judges the values (NOT_FOUND, BAD_USER_INPUT with each
 * field's message), so the validator only lets them through (`@Allow`).
 */

/** `sprayForecast(...)`: a place or a point, and a product or a rainfast time. */
@ArgsType()
export class SprayForecastArgs implements SprayForecastRequest {
  @Field(() => Int, {
    nullable: true,
    description: 'GeoNames id of a community of the offline list.',
  })
  @Allow()
  placeId?: number | null;

  @Field(() => Float, { nullable: true, description: 'Latitude, with `longitude`.' })
  @Allow()
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: 'Longitude, with `latitude`.' })
  @Allow()
  longitude?: number | null;

  @Field(() => ID, { nullable: true, description: 'Id of a foliar product.' })
  @Allow()
  productId?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Hours to keep clear of rain without a product, 0.25 to 24.',
  })
  @Allow()
  rainfastHours?: number | null;
}

/** `manualSprayRating(...)`: one reading, typed in or taken off a handheld meter. */
@ArgsType()
export class ManualReadingArgs implements ManualReading {
  @Field(() => Float, { description: 'Air temperature, °C.' })
  @Allow()
  temperatureCelsius!: number;

  @Field(() => Float, { description: 'Relative humidity, %.' })
  @Allow()
  relativeHumidityPercent!: number;

  @Field(() => Float, { description: 'Wind speed, km/h.' })
  @Allow()
  windSpeedKmh!: number;
}
