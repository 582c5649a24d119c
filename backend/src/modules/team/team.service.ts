import type { EntityManager } from '@mikro-orm/postgresql';
import { findOrFail, lockForEdit } from '../../common/editing.js';
import { InvalidInputError } from '../../common/errors.js';
import type { Connection, PageRequest } from '../../common/pagination.js';
import { lockOrder, moveInOrder, renumber } from '../../common/reorder.js';
import {
  AuditAction,
  EDIT,
  HistoryService,
  pickFields,
  type Actor,
  type Restorable,
  type SaveKind,
  type Snapshot,
} from '../history/index.js';
import { isSiteImage } from '../media/index.js';
import { PORTRAIT_NOT_FOUND, TeamMemberInput } from './dto/team-member.input.js';
import { TEAM_GROUPS, TeamMember, type TeamGroup } from './team-member.entity.js';
import { TeamRepository } from './team.repository.js';

export const TEAM_MEMBER_NOT_FOUND = 'Team member not found';
/** The kind of record of team members' versions and audit rows. */
export const TEAM_MEMBER_RECORD = 'team-member';

/** The stored fields of a person, as their versions keep them (their place is not one). */
export function teamMemberSnapshot(member: TeamMember): Snapshot {
  return {
    name: member.name,
    role: member.role,
    credentials: member.credentials ?? null,
    bio: member.bio,
    imageUrl: member.imageUrl,
    group: member.group,
  };
}

/** A version of a person brought back: its snapshot is their input as it was. */
const TEAM_MEMBER_HISTORY: Restorable<TeamMemberInput> = {
  recordType: TEAM_MEMBER_RECORD,
  input: TeamMemberInput,
  inputOf: (snapshot) =>
    pickFields(snapshot, ['name', 'role', 'credentials', 'bio', 'imageUrl', 'group']),
};

/** The team: the home page's people in their order, and the office's editing. */
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

  // --- Admin ---------------------------------------------------------------------------------

  find(rawId: unknown): Promise<TeamMember> {
    return findOrFail(this.em, TeamMember, rawId, TEAM_MEMBER_NOT_FOUND);
  }

  /** One group's people in their order, searched on the server, a page at a time. */
  adminPage(
    group: TeamGroup,
    search: string | null | undefined,
    request: PageRequest,
  ): Promise<Connection<TeamMember>> {
    return new TeamRepository(this.em).adminPage(group, search, request);
  }

  /** A new person, last of their group; their first version and audit row are kept with them. */
  create(input: TeamMemberInput, actor: Actor): Promise<TeamMember> {
    return this.em.transactional(async (em) => {
      const data = await fields(em, input);
      await lockOrder(em, TeamMember);
      const member = em.create(TeamMember, {
        ...data,
        sortOrder: await em.count(TeamMember, { group: data.group }),
      });
      await em.flush();
      await keepVersion(em, member, actor, AuditAction.CREATE);
      return member;
    });
  }

  /**
   * Saves an editor's fields over the version they started from (EditConflictError if newer). A
   * person moved to the other group goes last in it, and their old group closes up; otherwise
   * they keep their place.
   */
  update(
    rawId: unknown,
    expectedVersion: number,
    input: TeamMemberInput,
    actor: Actor,
    how: SaveKind = EDIT,
  ): Promise<TeamMember> {
    return this.em.transactional(async (em) => {
      const data = await fields(em, input);
      await lockOrder(em, TeamMember);
      const member = await lockForEdit(
        em,
        TeamMember,
        rawId,
        expectedVersion,
        TEAM_MEMBER_NOT_FOUND,
      );
      const oldGroup = member.group;
      // Counted before the change: a query flushes pending changes first (FlushMode.AUTO).
      const lastInNewGroup =
        oldGroup === data.group ? undefined : await em.count(TeamMember, { group: data.group });
      em.assign(member, { ...data, sortOrder: lastInNewGroup ?? member.sortOrder });
      await em.flush();
      if (oldGroup !== data.group) await renumber(em, TeamMember, { group: oldGroup });
      await keepVersion(em, member, actor, how.action, how.note);
      return member;
    });
  }

  /** Saves version `version`'s fields again through `update`, as a new version. */
  async restore(
    rawId: unknown,
    expectedVersion: number,
    version: number,
    actor: Actor,
  ): Promise<TeamMember> {
    const { id } = await this.find(rawId);
    return new HistoryService(this.em).restore(TEAM_MEMBER_HISTORY, id, version, (input, how) =>
      this.update(id, expectedVersion, input, actor, how),
    );
  }

  /** Deletes a person; the others of their group move up. Their versions stay in the history. */
  remove(rawId: unknown, actor: Actor): Promise<number> {
    return this.em.transactional(async (em) => {
      await lockOrder(em, TeamMember);
      const member = await findOrFail(em, TeamMember, rawId, TEAM_MEMBER_NOT_FOUND);
      const { id, name, group } = member;
      em.remove(member);
      new HistoryService(em).audit(TEAM_MEMBER_RECORD, id, name, [], actor, AuditAction.DELETE);
      await em.flush();
      await renumber(em, TeamMember, { group });
      return id;
    });
  }

  /** Moves a person to `position` (1 = first) within their group, race-free (common/reorder). */
  move(rawId: unknown, position: number, actor: Actor): Promise<TeamMember> {
    return this.em.transactional(async (em) => {
      const member = await findOrFail(em, TeamMember, rawId, TEAM_MEMBER_NOT_FOUND);
      const { from, to } = await moveInOrder(
        em,
        TeamMember,
        { group: member.group },
        member.id,
        position,
      );
      new HistoryService(em).audit(
        TEAM_MEMBER_RECORD,
        member.id,
        member.name,
        ['sortOrder'],
        actor,
        AuditAction.MOVE,
        `position ${from} → ${to}`,
      );
      await em.flush();
      return em.findOneOrFail(TeamMember, { id: member.id }, { refresh: true });
    });
  }
}

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

async function keepVersion(
  em: EntityManager,
  member: TeamMember,
  actor: Actor,
  action: AuditAction,
  note = '',
): Promise<void> {
  await new HistoryService(em).recordSave(
    TEAM_MEMBER_RECORD,
    { id: member.id, version: member.version, label: member.name },
    teamMemberSnapshot(member),
    actor,
    action,
    note,
  );
}
