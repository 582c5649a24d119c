import type { AppModule } from '../../common/app-module.js';
import { TeamMember } from './team-member.entity.js';
import { TeamResolver } from './team.resolver.js';
import { TeamSeeder } from './team.seeder.js';

export { TEAM_GROUPS, TeamGroup, TeamMember } from './team-member.entity.js';
export { TEAM_MEMBER_RECORD, TeamService } from './team.service.js';

/** Leaders and consultants (/soil-diagnostics). */
export const teamModule: AppModule = {
  name: 'team',
  entities: [TeamMember],
  publicEntities: [TeamMember],
  seeders: [TeamSeeder],
  resolvers: [TeamResolver],
};
