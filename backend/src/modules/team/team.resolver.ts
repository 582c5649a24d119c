import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  UseMiddleware,
} from 'type-graphql';
import { PageArgs } from '../../common/pagination.types.js';
import { ReturnUserErrors } from '../../common/user-errors.js';
import { RestoreVersionArgs } from '../history/index.js';
import { ResponsiveImage, type MediaScope } from '../media/index.js';
import { actorOf, type RequestScope } from '../../common/request-scope.js';
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
export class TeamResolver {
  @Query(() => [TeamMember], {
    description: 'The team in display order: leadership first, then the farm consultants.',
  })
  teamMembers(
    @Ctx() { em }: RequestScope,
    @Arg('group', () => TeamGroup, { nullable: true, description: 'Only this group.' })
    group?: TeamGroup | null,
  ): Promise<TeamMember[]> {
    return new TeamService(em).list(group);
  }

  @Authorized('content')
  @Query(() => TeamMemberConnection, {
    description:
      "One group's people in their order (admin only), searched in names, roles, credentials and biographies.",
  })
  adminTeamMembers(
    @Ctx() { em }: RequestScope,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('group', () => TeamGroup, { description: 'The group, whose order moves work in.' })
    group: TeamGroup,
    @Arg('search', () => String, { nullable: true, description: 'Words to look for.' })
    search: string | null,
  ): Promise<TeamMemberConnection> {
    return new TeamService(em).adminPage(group, search, page);
  }

  @Authorized('content')
  @Query(() => TeamMember, {
    nullable: true,
    description: 'One team member (admin only); NOT_FOUND when they do not exist.',
  })
  adminTeamMember(
    @Ctx() { em }: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the team member.' }) id: string,
  ): Promise<TeamMember> {
    return new TeamService(em).find(id);
  }

  @Authorized('content')
  @Mutation(() => CreateTeamMemberPayload, {
    nullable: true,
    description: 'Adds a person, last of their group on the site (admin only).',
  })
  @UseMiddleware(ReturnUserErrors)
  async createTeamMember(
    @Ctx() scope: RequestScope,
    @Arg('input', () => TeamMemberInput, { description: 'Their fields.' }) input: TeamMemberInput,
  ): Promise<CreateTeamMemberPayload> {
    const teamMember = await new TeamService(scope.em).create(input, actorOf(scope));
    return { teamMember, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => UpdateTeamMemberPayload, {
    nullable: true,
    description:
      "Saves a person's fields (admin only); a new group puts them last in it. Refused with a CONFLICT user error when someone else saved them after `expectedVersion`.",
  })
  @UseMiddleware(ReturnUserErrors)
  async updateTeamMember(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the team member.' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The `version` the editor started from.' })
    expectedVersion: number,
    @Arg('input', () => TeamMemberInput, { description: 'Their new fields.' })
    input: TeamMemberInput,
  ): Promise<UpdateTeamMemberPayload> {
    const teamMember = await new TeamService(scope.em).update(
      id,
      expectedVersion,
      input,
      actorOf(scope),
    );
    return { teamMember, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => RestoreTeamMemberVersionPayload, {
    nullable: true,
    description:
      "Brings back an earlier version of a person's fields as a new version (admin only), checked as a save is; they keep their place (a version of the other group puts them last in it, as a save does). Refused with a CONFLICT user error when someone else saved them after `expectedVersion`.",
  })
  @UseMiddleware(ReturnUserErrors)
  async restoreTeamMemberVersion(
    @Ctx() scope: RequestScope,
    @Args(() => RestoreVersionArgs) { id, expectedVersion, version }: RestoreVersionArgs,
  ): Promise<RestoreTeamMemberVersionPayload> {
    const teamMember = await new TeamService(scope.em).restore(
      id,
      expectedVersion,
      version,
      actorOf(scope),
    );
    return { teamMember, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => MoveTeamMemberPayload, {
    nullable: true,
    description:
      'Moves a person to another place within their group (admin only), the others closing up around them; the home page follows at once.',
  })
  @UseMiddleware(ReturnUserErrors)
  async moveTeamMember(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the team member.' }) id: string,
    @Arg('position', () => Int, {
      description: 'Their new place in their group, 1 for the first.',
    })
    position: number,
  ): Promise<MoveTeamMemberPayload> {
    const teamMember = await new TeamService(scope.em).move(id, position, actorOf(scope));
    return { teamMember, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => DeleteTeamMemberPayload, {
    nullable: true,
    description: 'Deletes a person (admin only). Their versions stay in the history.',
  })
  @UseMiddleware(ReturnUserErrors)
  async deleteTeamMember(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the team member.' }) id: string,
  ): Promise<DeleteTeamMemberPayload> {
    const deletedId = await new TeamService(scope.em).remove(id, actorOf(scope));
    return { deletedId, userErrors: [] };
  }

  @FieldResolver(() => ResponsiveImage, {
    nullable: true,
    description: 'The portrait with its intrinsic size and variants; null without an image.',
  })
  image(@Root() member: TeamMember, @Ctx() { loaders }: MediaScope) {
    return member.imageUrl ? loaders.imageByUrl.load(member.imageUrl) : null;
  }
}
