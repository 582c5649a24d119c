import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { allows, type AuthScope } from '../auth/index.js';
import { ActivityService, DEFAULT_ACTIVITY_LIMIT } from './activity.service.js';
import { ActivityItem } from './activity.types.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardCounts } from './dashboard.types.js';

@Resolver()
export class DashboardResolver {
  @Authorized()
  @Query(() => DashboardCounts, {
    nullable: true,
    description: 'Counts for the admin dashboard (any signed-in role).',
  })
  dashboardCounts(@Ctx() { em }: AuthScope): Promise<DashboardCounts> {
    return new DashboardService(em).counts();
  }

  @Authorized()
  @Query(() => [ActivityItem], {
    nullable: true,
    description:
      "The latest contact messages, subscriptions and admin changes, newest first (1 to 50 items), of the kinds the reader's role may see: messages and subscriptions with the MESSAGES permission, changes with ADMINISTRATION.",
  })
  recentActivity(
    @Ctx() { em, user }: AuthScope,
    @Arg('limit', () => Int, {
      defaultValue: DEFAULT_ACTIVITY_LIMIT,
      description: 'How many items to return, 1 to 50; a value outside is brought into that range.',
    })
    limit: number,
  ): Promise<ActivityItem[]> {
    return new ActivityService(em).recent(limit, {
      messages: allows(user!, 'messages'),
      changes: allows(user!, 'administration'),
    });
  }
}
