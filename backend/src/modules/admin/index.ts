import type { AppModule } from '../../common/app-module.js';
import { DashboardResolver } from './dashboard.resolver.js';

export { ActivityService, DEFAULT_ACTIVITY_LIMIT, MAX_ACTIVITY_LIMIT } from './activity.service.js';
export { ACTIVITY_KINDS, ActivityKind } from './activity.types.js';
export { DashboardService } from './dashboard.service.js';

/** The admin dashboard: counts of every content type and recent activity (reads other modules). */
export const adminModule: AppModule = { name: 'admin', resolvers: [DashboardResolver] };
