import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { DashboardService } from './dashboard.service.js';
import { DashboardCounts } from './dashboard.types.js';

@Resolver()
export class DashboardResolver {
  @Authorized('admin')
  @Query(() => DashboardCounts, {
    nullable: true,
    description: 'Counts for the admin dashboard (admin only).',
  })
  dashboardCounts(@Ctx() { em }: GraphQLContext): Promise<DashboardCounts> {
    return new DashboardService(em).counts();
  }
}
