import { IsEnum, IsOptional, IsString, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';
import { TeamGroup } from '../team-member.entity.js';

export const TEAM_MEMBER_LIMITS = { name: 120, role: 120, credentials: 120, bio: 2000 } as const;

/** A site path of an image (/images/… or /uploads/…); the service checks the site has it. */
const IMAGE_PATH = /^\/(?:images|uploads)\/[A-Za-z0-9/_.-]{1,200}$/;
export const PORTRAIT_NOT_FOUND = 'Portrait must be an image of the image manager';

/**
 * The fields of a team member an editor writes (`createTeamMember`, `updateTeamMember`); the
 * place within the group is changed by `moveTeamMember`. Rules run bottom-up: the first failing
 * rule names the problem.
 */
@InputType({ description: 'What an editor writes of a team member.' })
export class TeamMemberInput {
  @Field({ description: 'Full name; 1 to 120 characters.' })
  @MaxChars(TEAM_MEMBER_LIMITS.name, { message: 'Name must be at most 120 characters' })
  @IsString({ message: 'Name must be text' })
  @IsNotBlank({ message: 'Name is required' })
  @IsCleanText(false, { message: 'Name contains characters that are not allowed' })
  name!: string;

  @Field({ description: 'Job title; 1 to 120 characters.' })
  @MaxChars(TEAM_MEMBER_LIMITS.role, { message: 'Role must be at most 120 characters' })
  @IsString({ message: 'Role must be text' })
  @IsNotBlank({ message: 'Role is required' })
  @IsCleanText(false, { message: 'Role contains characters that are not allowed' })
  role!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Professional credentials, e.g. "P.Ag."; empty or null for none.',
  })
  @IsOptional()
  @MaxChars(TEAM_MEMBER_LIMITS.credentials, {
    message: 'Credentials must be at most 120 characters',
  })
  @IsString({ message: 'Credentials must be text' })
  @IsCleanText(false, { message: 'Credentials contain characters that are not allowed' })
  credentials?: string | null;

  @Field({ description: 'A short biography, one paragraph; 1 to 2000 characters.' })
  @MaxChars(TEAM_MEMBER_LIMITS.bio, { message: 'Biography must be at most 2000 characters' })
  @IsString({ message: 'Biography must be text' })
  @IsNotBlank({ message: 'Biography is required' })
  @IsCleanText(true, { message: 'Biography contains characters that are not allowed' })
  bio!: string;

  @Field({
    description: 'Path of the portrait, an image of the image manager (/images/… or /uploads/…).',
  })
  @Matches(IMAGE_PATH, { message: PORTRAIT_NOT_FOUND })
  @IsString({ message: 'Portrait must be text' })
  @IsNotBlank({ message: 'Portrait is required' })
  imageUrl!: string;

  @Field(() => TeamGroup, { description: 'Where the person appears on the home page.' })
  @IsEnum(TeamGroup, { message: 'Group must be leadership or consultant' })
  group!: TeamGroup;
}
