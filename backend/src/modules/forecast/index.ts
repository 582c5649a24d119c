import type { AppModule } from '../../common/app-module.js';
import { ForecastCellRow } from './forecast-cell.entity.js';
import { SprayResolver } from './spray.resolver.js';

export { ForecastCache, FORECAST_TTL_MS, type CachedForecast } from './forecast-cache.js';
export { createForecastCache, forecastProvider } from './forecast-providers.js';
export type { ForecastScope } from './forecast-scope.js';
export { ForecastCellRow } from './forecast-cell.entity.js';
export type { ForecastProvider } from './providers/provider.js';
export { SprayConditionsService, UNAVAILABLE_MESSAGES } from './spray.service.js';

/**
 * The Spray Condition App's server side (issue 39): forecasts from the configured provider, cached
 * per cell in PostgreSQL and fetched by one instance at a time, rated hour by hour (agronomy).
 */
export const forecastModule: AppModule = {
  name: 'forecast',
  entities: [ForecastCellRow],
  resolvers: [SprayResolver],
};
