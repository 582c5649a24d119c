import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';
import { IMAGE_CATEGORIES, ImageCategory } from '../image-asset.entity.js';

export const IMAGE_ASSET_LIMITS = { name: 120, description: 1000, tag: 40, tags: 20 } as const;

/**
 * A multipart form sends tags as one comma-separated text ("canola, harvest"); GraphQL sends a
 * list. Both become a list here; the service trims, drops empty ones and removes duplicates.
 */
function tagList({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.split(',') : value;
}

/**
 * The metadata of an image: `updateImageAsset(id, input)` and the fields of the upload form
 * (POST /api/admin/images). Rules run bottom-up, so the first failing rule names the problem.
 */
@InputType({ description: 'Name, category, description and tags of an image.' })
export class ImageAssetInput {
  @Field({ description: 'Display name; 1 to 120 characters.' })
  @MaxChars(IMAGE_ASSET_LIMITS.name, { message: 'Name must be at most 120 characters' })
  @IsString({ message: 'Name must be text' })
  @IsNotBlank({ message: 'Name is required' })
  @IsCleanText(false, { message: 'Name contains characters that are not allowed' })
  name!: string;

  @Field(() => ImageCategory, { description: 'What the image shows.' })
  @IsIn(IMAGE_CATEGORIES, {
    message: `Category must be one of ${IMAGE_CATEGORIES.join(', ')}`,
  })
  @IsNotBlank({ message: 'Category is required' })
  category!: ImageCategory;

  @Field({ nullable: true, description: 'Optional; empty when absent.' })
  @IsOptional()
  @MaxChars(IMAGE_ASSET_LIMITS.description, {
    message: 'Description must be at most 1000 characters',
  })
  @IsString({ message: 'Description must be text' })
  @IsCleanText(true, { message: 'Description contains characters that are not allowed' })
  description?: string;

  @Field(() => [String], {
    nullable: true,
    description: 'Tags; blank and repeated ones are dropped. A form may send "a, b".',
  })
  @IsOptional()
  @Transform(tagList)
  @ArrayMaxSize(IMAGE_ASSET_LIMITS.tags, { message: 'At most 20 tags' })
  @MaxChars(IMAGE_ASSET_LIMITS.tag, {
    each: true,
    message: 'Each tag must be at most 40 characters',
  })
  @IsString({ each: true, message: 'Each tag must be text' })
  @IsArray({ message: 'Tags must be a list' })
  @IsCleanText(false, { each: true, message: 'Each tag contains characters that are not allowed' })
  tags?: string[];
}
