import { IsBoolean, IsString, Matches, ValidateBy } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { IMAGE_PATH, IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';
import { externalVideoId, VIDEO_URL_MESSAGE } from '../video-url.js';

export const VIDEO_LIMITS = { title: 200, description: 1000, url: 500 } as const;

export const THUMBNAIL_NOT_FOUND = 'Thumbnail must be an image of the image manager';

/**
 * The address of a YouTube or Vimeo video (video-url.ts), under the name `isUrl`: an
 * INVALID_FORMAT user error. Other types pass, for `@IsString`.
 */
function IsVideoUrl(message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUrl',
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'string' || externalVideoId(value) !== undefined,
      },
    },
    { message },
  );
}

/**
 * The fields of a video an editor writes (`createVideo`, `updateVideo`); the place within its
 * tab is changed by `moveVideo`. Rules run bottom-up: the first failing rule names the problem.
 */
@InputType({ description: 'What an editor writes of a video.' })
export class VideoInput {
  @Field({ description: 'Title shown on the card; 1 to 200 characters.' })
  @MaxChars(VIDEO_LIMITS.title, { message: 'Title must be at most 200 characters' })
  @IsString({ message: 'Title must be text' })
  @IsNotBlank({ message: 'Title is required' })
  @IsCleanText(false, { message: 'Title contains characters that are not allowed' })
  title!: string;

  @Field({ description: 'What the video shows, one or two sentences; 1 to 1000 characters.' })
  @MaxChars(VIDEO_LIMITS.description, {
    message: 'Description must be at most 1000 characters',
  })
  @IsString({ message: 'Description must be text' })
  @IsNotBlank({ message: 'Description is required' })
  @IsCleanText(true, { message: 'Description contains characters that are not allowed' })
  description!: string;

  @Field({
    description:
      "Address of the video on YouTube (watch?v=…, youtu.be/…, /embed/…, /shorts/…) or Vimeo (vimeo.com/…), http(s); the video's `externalId` is taken from it.",
  })
  @IsVideoUrl(VIDEO_URL_MESSAGE)
  @MaxChars(VIDEO_LIMITS.url, { message: 'Video link must be at most 500 characters' })
  @IsString({ message: 'Video link must be text' })
  @IsNotBlank({ message: 'Video link is required' })
  url!: string;

  @Field({
    description: 'Path of the thumbnail, an image of the image manager (/images/… or /uploads/…).',
  })
  @Matches(IMAGE_PATH, { message: THUMBNAIL_NOT_FOUND })
  @IsString({ message: 'Thumbnail must be text' })
  @IsNotBlank({ message: 'Thumbnail is required' })
  thumbnailUrl!: string;

  @Field({
    description: 'False: the site shows a disabled "Coming Soon" button instead of the link.',
  })
  @IsBoolean({ message: 'Available must be true or false' })
  isAvailable!: boolean;

  @Field(() => ID, { description: 'Id of the tab the video is in.' })
  @IsString({ message: 'Category must be the id of a category' })
  @IsNotBlank({ message: 'Category is required' })
  categoryId!: string;
}
