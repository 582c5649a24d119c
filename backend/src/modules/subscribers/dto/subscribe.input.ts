import { ArrayMaxSize, IsArray, IsEmail, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

export const INVALID_EMAIL = 'Please enter a valid email address';

/** `subscribe(input)` and the body of POST /api/subscribe: the email and the preferences only. */
@InputType({ description: 'A newsletter subscription.' })
export class SubscribeInput {
  @Field({ description: 'E-mail address; compared without regard to case.' })
  @MaxLength(254, { message: INVALID_EMAIL })
  @IsEmail({}, { message: INVALID_EMAIL })
  email!: string;

  @Field(() => [String], { nullable: true, description: 'Topics of interest; empty by default.' })
  @IsOptional()
  @ArrayMaxSize(20, { message: 'Choose at most 20 preferences' })
  @MaxLength(60, { each: true, message: 'Each preference must be at most 60 characters' })
  @IsString({ each: true, message: 'Each preference must be text' })
  @IsArray({ message: 'Preferences must be a list of text' })
  preferences?: string[] | null;
}
