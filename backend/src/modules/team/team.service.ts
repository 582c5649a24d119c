import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError } from '../../common/errors.js';
import { TEAM_GROUPS, TeamMember, type TeamGroup } from './team-member.entity.js';
import { TeamRepository } from './team.repository.js';

export class TeamService {
  constructor(private readonly em: EntityManager) {}

  /** People in display order (leadership first), optionally of one group. */
  list(group?: string | null): Promise<TeamMember[]> {
    if (group != null && !(TEAM_GROUPS as readonly string[]).includes(group)) {
      const message = `Group must be one of ${TEAM_GROUPS.join(', ')}`;
      throw new InvalidInputError(message, { group: message });
    }
    return new TeamRepository(this.em).inOrder(group as TeamGroup | null | undefined);
  }

  count(): Promise<number> {
    return this.em.count(TeamMember);
  }
}
