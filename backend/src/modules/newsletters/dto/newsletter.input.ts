import { IsDate, IsString, Matches, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IMAGE_PATH, IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';

export const NEWSLETTER_LIMITS = { title: 200, summary: 1000, content: 50_000 } as const;

/**
 * The fields of a newsletter an editor writes (`createNewsletter`, `updateNewsletter`). Its
 * status is changed by publishNewsletter / unpublishNewsletter, its PDF by
 * POST /api/admin/newsletters/{id}/pdf. Rules run bottom-up: the first failing rule names the
 * problem.
 */
@InputType({ description: 'What an editor writes of a newsletter.' })
export class NewsletterInput {
  @Field({ description: 'Headline; 1 to 200 characters (60 or fewer fit search results).' })
  @MaxChars(NEWSLETTER_LIMITS.title, { message: 'Title must be at most 200 characters' })
  @IsString({ message: 'Title must be text' })
  @IsNotBlank({ message: 'Title is required' })
  @IsCleanText(false, { message: 'Title contains characters that are not allowed' })
  title!: string;

  @Field({
    description:
      'Publication date and time. Published with a date ahead, the edition is scheduled for it.',
  })
  @IsDate({ message: 'Publication date must be a date and time' })
  date!: Date;

  @Field({
    description: 'Summary shown on the list; 1 to 1000 characters (160 fit a search result).',
  })
  @MaxChars(NEWSLETTER_LIMITS.summary, { message: 'Summary must be at most 1000 characters' })
  @IsString({ message: 'Summary must be text' })
  @IsNotBlank({ message: 'Summary is required' })
  @IsCleanText(true, { message: 'Summary contains characters that are not allowed' })
  summary!: string;

  @Field({
    description:
      'Body as plain multi-line text (empty line = spacer, short title-like line = heading, other lines = paragraphs); at most 50,000 characters.',
  })
  @MaxChars(NEWSLETTER_LIMITS.content, { message: 'Body must be at most 50000 characters' })
  @IsString({ message: 'Body must be text' })
  @IsNotBlank({ message: 'Body is required' })
  @IsCleanText(true, { message: 'Body contains characters that are not allowed' })
  content!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Path of the cover, an image of the image manager (/images/… or /uploads/…); empty or null for none.',
  })
  // Empty means "no cover", as null does.
  @ValidateIf((input: NewsletterInput) => input.imageUrl != null && input.imageUrl !== '')
  @Matches(IMAGE_PATH, { message: 'Cover must be an image of the image manager' })
  @IsString({ message: 'Cover must be text' })
  imageUrl?: string | null;
}
