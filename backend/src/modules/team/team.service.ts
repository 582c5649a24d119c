import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError } from '../../common/errors.js';
import { isSiteImage } from '../media/index.js';
import { RecordService, type RecordKind } from '../records/index.js';
import { PORTRAIT_NOT_FOUND, TeamMemberInput } from './dto/team-member.input.js';
import { TEAM_GROUPS, TeamMember, type TeamGroup } from './team-member.entity.js';
import { TeamRepository } from './team.repository.js';

/** The kind of record of team members' versions and audit rows. */
export const TEAM_MEMBER_RECORD = 'team-member';

/** The input as stored fields; the portrait must be an image the site has. */
async function fields(em: EntityManager, input: TeamMemberInput) {
  const imageUrl = input.imageUrl.trim();
  if (!(await isSiteImage(em, imageUrl))) {
    throw new InvalidInputError(PORTRAIT_NOT_FOUND, { imageUrl: PORTRAIT_NOT_FOUND });
  }
  return {
    name: input.name.trim(),
    role: input.role.trim(),
    credentials: input.credentials?.trim() || null,
    bio: input.bio.trim(),
    imageUrl,
    group: input.group,
  };
}

/**
 * A person of the team, in the order of their group: a person moved to the other group goes last
 * in it. Their versions keep their fields as they are (their place is not one), so a version
 * brought back is their input as it was.
 */
export const TEAM_MEMBERS: RecordKind<TeamMember, TeamMemberInput, object, TeamGroup> = {
  entity: TeamMember,
  recordType: TEAM_MEMBER_RECORD,
  label: 'name',
  fields,
  snapshot: ['name', 'role', 'credentials', 'bio', 'imageUrl', 'group'],
  versions: { input: TeamMemberInput },
  order: { scope: ({ group }) => ({ group }) },
  // One group's people in their order, searched in names, roles, credentials and biographies.
  search: { in: ['name', 'role', 'credentials', 'bio'], where: (group) => ({ group: group! }) },
};

/** The team: the home page's people in their order, and the office's editing (RecordService). */
export class TeamService extends RecordService<TeamMember, TeamMemberInput, object, TeamGroup> {
  constructor(em: EntityManager) {
    super(em, TEAM_MEMBERS);
  }

  /** People in display order (leadership first), optionally of one group. */
  override list(group?: string | null): Promise<TeamMember[]> {
    if (group != null && !(TEAM_GROUPS as readonly string[]).includes(group)) {
      const message = `Group must be one of ${TEAM_GROUPS.join(', ')}`;
      throw new InvalidInputError(message, { group: message });
    }
    return new TeamRepository(this.em).inOrder(group as TeamGroup | null | undefined);
  }
}
