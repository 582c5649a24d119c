import { Field, ID, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { MutationPayload } from '../../common/user-errors.js';
import { TeamMember } from './team-member.entity.js';

@ObjectType({ description: 'A page of team members, in display order.' })
export class TeamMemberConnection extends ConnectionType(TeamMember, {
  name: 'TeamMember',
  noun: 'team member',
}) {}

/** What the team mutations answer: the person as stored now, or the problems. */
@ObjectType('TeamMemberPayload')
export abstract class TeamMemberPayload extends MutationPayload {
  @Field(() => TeamMember, {
    nullable: true,
    description: 'The team member as stored now; null when `userErrors` is not empty.',
  })
  teamMember!: TeamMember | null;
}

@ObjectType({ description: 'Answer to `createTeamMember`: the new person, or the problems.' })
export class CreateTeamMemberPayload extends TeamMemberPayload {}

@ObjectType({
  description:
    'Answer to `updateTeamMember`: the saved person, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`).',
})
export class UpdateTeamMemberPayload extends TeamMemberPayload {}

@ObjectType({
  description:
    'Answer to `restoreTeamMemberVersion`: the person as restored, or the problems (a CONFLICT user error when someone else saved them after `expectedVersion`).',
})
export class RestoreTeamMemberVersionPayload extends TeamMemberPayload {}

@ObjectType({
  description: 'Answer to `moveTeamMember`: the person at their new place, or the problems.',
})
export class MoveTeamMemberPayload extends TeamMemberPayload {}

@ObjectType({ description: 'Answer to `deleteTeamMember`.' })
export class DeleteTeamMemberPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the deleted person; null when `userErrors` is not empty.',
  })
  deletedId!: number | null;
}
