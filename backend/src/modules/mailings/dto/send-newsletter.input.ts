import { ArrayMaxSize, IsArray, IsInt, IsString, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { IsCleanText, IsEmailAddress, MaxChars } from '../../../common/validators.js';

export const INVALID_TEST_ADDRESS = 'Please enter a valid email address';

@InputType({ description: 'E-mailing a published newsletter to its subscribers.' })
export class SendNewsletterInput {
  @Field(() => ID, { description: 'The newsletter.' })
  @IsString()
  newsletterId!: string;

  @Field(() => [String], {
    description:
      'Only subscribers who chose one of these topics; empty: every confirmed subscriber.',
  })
  @IsArray({ message: 'Topics must be a list' })
  @ArrayMaxSize(20, { message: 'Choose at most 20 topics' })
  @IsString({ each: true, message: 'Each topic must be text' })
  topics!: string[];

  @Field(() => Int, {
    description:
      'The recipient count the office was shown (newsletterMailingCheck): a different count now refuses the send.',
  })
  @IsInt({ message: 'Expected recipients must be a whole number' })
  @Min(0, { message: 'Expected recipients cannot be negative' })
  expectedRecipients!: number;
}

@InputType({ description: "A test of a newsletter's e-mail to one address." })
export class SendNewsletterTestInput {
  @Field(() => ID, { description: 'The newsletter.' })
  @IsString()
  newsletterId!: string;

  @Field({ description: 'Where the test goes (a colleague, the office).' })
  @MaxChars(254, { message: INVALID_TEST_ADDRESS })
  @IsEmailAddress({ message: INVALID_TEST_ADDRESS })
  @IsCleanText(false, { message: INVALID_TEST_ADDRESS })
  email!: string;
}
