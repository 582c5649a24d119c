import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { ResponsiveImage } from '../media/index.js';
import { RecordResolver } from '../records/index.js';
import type { MediaScope } from '../media/index.js';
import { TeamMemberInput } from './dto/team-member.input.js';
import { TeamGroup, TeamMember } from './team-member.entity.js';
import { TeamService } from './team.service.js';
import {
  CreateTeamMemberPayload,
  DeleteTeamMemberPayload,
  MoveTeamMemberPayload,
  RestoreTeamMemberVersionPayload,
  TeamMemberConnection,
  UpdateTeamMemberPayload,
} from './team.types.js';

@Resolver(() => TeamMember)
export class TeamResolver extends RecordResolver({
  type: TeamMember,
  name: 'TeamMember',
  input: TeamMemberInput,
  id: 'Id of the team member.',
  service: TeamService,
  list: {
    description: 'The team in display order: leadership first, then the farm consultants.',
    filter: {
      name: 'group',
      type: () => TeamGroup,
      nullable: true,
      description: 'Only this group.',
    },
  },
  one: 'One team member (admin only); NOT_FOUND when they do not exist.',
  page: {
    connection: TeamMemberConnection,
    description:
      "One group's people in their order (admin only), searched in names, roles, credentials and biographies.",
    filter: {
      name: 'group',
      type: () => TeamGroup,
      description: 'The group, whose order moves work in.',
    },
  },
  create: {
    payload: CreateTeamMemberPayload,
    description: 'Adds a person, last of their group on the site (admin only).',
    input: 'Their fields.',
  },
  update: {
    payload: UpdateTeamMemberPayload,
    description:
      "Saves a person's fields (admin only); a new group puts them last in it. Refused with a CONFLICT user error when someone else saved them after `expectedVersion`.",
    input: 'Their new fields.',
  },
  restore: {
    payload: RestoreTeamMemberVersionPayload,
    description:
      "Brings back an earlier version of a person's fields as a new version (admin only), checked as a save is; they keep their place (a version of the other group puts them last in it, as a save does). Refused with a CONFLICT user error when someone else saved them after `expectedVersion`.",
    id: 'Id of the record.',
    version: 'The version to bring back, from its version history.',
  },
  move: {
    payload: MoveTeamMemberPayload,
    description:
      'Moves a person to another place within their group (admin only), the others closing up around them; the home page follows at once.',
    position: 'Their new place in their group, 1 for the first.',
  },
  delete: {
    payload: DeleteTeamMemberPayload,
    description: 'Deletes a person (admin only). Their versions stay in the history.',
  },
}) {
  @FieldResolver(() => ResponsiveImage, {
    nullable: true,
    description: 'The portrait with its intrinsic size and variants; null without an image.',
  })
  image(@Root() member: TeamMember, @Ctx() { loaders }: MediaScope) {
    return member.imageUrl ? loaders.imageByUrl.load(member.imageUrl) : null;
  }
}
