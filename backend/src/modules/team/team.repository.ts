import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { findPage, type Connection, type PageRequest } from '../../common/pagination.js';
import { containsPattern, searchWords } from '../../common/search.js';
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

  /**
   * A page of one group's people in their order (`sortOrder` counts within a group), where every
   * word of `search` is in the name, role, credentials or biography (case-insensitive).
   */
  adminPage(
    group: TeamGroup,
    search: string | null | undefined,
    request: PageRequest,
  ): Promise<Connection<TeamMember>> {
    const where: FilterQuery<TeamMember>[] = [{ group }];
    for (const word of searchWords(search)) {
      const pattern = containsPattern(word);
      where.push({
        $or: [
          { name: { $ilike: pattern } },
          { role: { $ilike: pattern } },
          { credentials: { $ilike: pattern } },
          { bio: { $ilike: pattern } },
        ],
      });
    }
    return findPage(
      this.em,
      TeamMember,
      { $and: where },
      { key: 'sortOrder', kind: 'int', direction: 'asc' },
      request,
    );
  }
}
