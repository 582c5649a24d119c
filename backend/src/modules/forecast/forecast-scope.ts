import type { RequestScope } from '../../common/request-scope.js';
import type { ForecastCache } from './forecast-cache.js';

/** What the spray resolvers read of a request: the app's forecast cache (null: no provider). */
export interface ForecastScope extends RequestScope {
  forecasts: ForecastCache | null;
}
