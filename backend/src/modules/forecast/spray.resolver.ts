import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { ManualReadingArgs, SprayForecastArgs } from './dto/spray.args.js';
import type { ForecastScope } from './forecast-scope.js';
import { isTransientForecast, SprayConditionsService } from './spray.service.js';
import { ManualSprayRating, SprayForecast } from './spray.types.js';

/** The Spray Condition App's queries: a place's rated hours, and a typed-in reading's rating. */
@Resolver()
export class SprayResolver {
  @Query(() => SprayForecast, {
    description:
      'Rated hours for the next two days at a listed community (`placeId`) or a point in Alberta or Saskatchewan (`latitude` and `longitude`, rounded to a cell of about 2.5 km; never stored), with a foliar product’s rainfast time (`productId`), a generic one (`rainfastHours`) or the labels’ longest (4 h). Answers within about 2 s: status UNAVAILABLE with a message and a reason when the forecast cannot be had (FETCHING: asking again in a minute may find it). NOT_FOUND for an unknown place or product; BAD_USER_INPUT for a point outside the provinces or a rainfast time out of range.',
  })
  async sprayForecast(
    @Ctx() { em, forecasts, answer }: ForecastScope,
    @Args() request: SprayForecastArgs,
  ): Promise<SprayForecast> {
    const forecast = await new SprayConditionsService(em, forecasts).forecast(request);
    // "Being fetched" must not be kept by a shared cache: the visitor's "Check again" would get
    // it back instead of the forecast that has arrived since.
    if (isTransientForecast(forecast)) answer.transient = true;
    return forecast;
  }

  @Query(() => ManualSprayRating, {
    description:
      'Rates a reading typed in or taken off a handheld meter (manual mode): ΔT, wind and temperature; what one reading cannot tell is listed in `unknowns`. BAD_USER_INPUT names each impossible value.',
  })
  manualSprayRating(
    @Ctx() { em, forecasts }: ForecastScope,
    @Args() reading: ManualReadingArgs,
  ): ManualSprayRating {
    return new SprayConditionsService(em, forecasts).manualRating(reading);
  }
}
