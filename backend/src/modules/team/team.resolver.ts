import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../request-scope.js';
import { ResponsiveImage } from '../media/index.js';
import { TeamGroup, TeamMember } from './team-member.entity.js';
import { TeamService } from './team.service.js';

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

  @FieldResolver(() => ResponsiveImage, {
    nullable: true,
    description: 'The portrait with its intrinsic size and variants; null without an image.',
  })
  image(@Root() member: TeamMember, @Ctx() { loaders }: RequestScope) {
    return member.imageUrl ? loaders.imageByUrl.load(member.imageUrl) : null;
  }
}
