import { ArrayMaxSize, IsArray, IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { HONEYPOT_DESCRIPTION } from '../../../common/rate-limits.js';
import { IsCleanText, IsEmailAddress, MaxChars } from '../../../common/validators.js';

export const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * A subscriber keeps at most 20 preferences of at most 60 characters each: a request may send no
 * more, and subscribing again adds the new ones and drops the oldest beyond 20 (the service).
 */
export const SUBSCRIBER_LIMITS = { preferences: 20, preference: 60 } as const;

/**
 * `subscribe(input)` and the body of POST /api/subscribe: the email and the preferences only (and
 * the form's honeypot, `website`).
 */
@InputType({ description: 'A newsletter subscription.' })
export class SubscribeInput {
  @Field({ description: 'E-mail address; compared without regard to case.' })
  @MaxChars(254, { message: INVALID_EMAIL })
  @IsEmailAddress({ message: INVALID_EMAIL })
  @IsCleanText(false, { message: INVALID_EMAIL })
  email!: string;

  @Field(() => [String], {
    nullable: true,
    description:
      'Topics of interest; empty by default. At most 20, each at most 60 characters; a subscriber keeps the 20 latest.',
  })
  @IsOptional()
  @ArrayMaxSize(SUBSCRIBER_LIMITS.preferences, { message: 'Choose at most 20 preferences' })
  @MaxChars(SUBSCRIBER_LIMITS.preference, {
    each: true,
    message: 'Each preference must be at most 60 characters',
  })
  @IsString({ each: true, message: 'Each preference must be text' })
  @IsArray({ message: 'Preferences must be a list of text' })
  @IsCleanText(false, {
    each: true,
    message: 'Each preference contains characters that are not allowed',
  })
  preferences?: string[] | null;

  /** The honeypot: never stored, never checked beyond being text (common/rate-limits.ts). */
  @Field(() => String, { nullable: true, description: HONEYPOT_DESCRIPTION })
  @IsOptional()
  @IsString({ message: 'Website must be text' })
  website?: string | null;
}
