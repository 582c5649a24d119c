import type { EntityManager } from '@mikro-orm/postgresql';
import { TEAM_GROUPS, TeamMember, type TeamGroup } from './team-member.entity.js';

/** The queries of team members beyond a one-liner. */
export class TeamRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * People in display order: the groups in TEAM_GROUPS' order (leadership first), each in its own
   * order (`sortOrder` counts within a group). The team is a few dozen people at most, so the
   * groups are put in order here rather than by a CASE in SQL.
   */
  async inOrder(group?: TeamGroup | null): Promise<TeamMember[]> {
    const rows = await this.em.find(TeamMember, group ? { group } : {}, {
      orderBy: { sortOrder: 'asc', id: 'asc' },
    });
    const rank = (member: TeamMember) => TEAM_GROUPS.indexOf(member.group);
    return rows.sort((a, b) => rank(a) - rank(b));
  }
}
