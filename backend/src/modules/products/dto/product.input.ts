import { ArrayMaxSize, IsArray, IsEnum, IsOptional, IsString, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IMAGE_PATH, IsCleanText, IsNotBlank, MaxChars } from '../../../common/validators.js';
import { ProductCategory } from '../product.entity.js';

export const PRODUCT_LIMITS = {
  name: 120,
  description: 5000,
  features: 20,
  feature: 300,
  certificationType: 120,
} as const;

export const IMAGE_NOT_ON_SITE = 'Image must be an image of the image manager';

/**
 * The fields of a product an editor writes (`createProduct`, `updateProduct`). The slug follows
 * the name (lower case, spaces to hyphens), so it is not an input; certifications and the safety
 * data sheet are changed by their upload routes. Rules run bottom-up: the first failing rule
 * names the problem.
 */
@InputType({ description: 'What an editor writes of a product.' })
export class ProductInput {
  @Field({
    description:
      'Product name, 1 to 120 characters; the slug (/solutions/products/{slug}) follows it.',
  })
  @MaxChars(PRODUCT_LIMITS.name, { message: 'Name must be at most 120 characters' })
  @IsString({ message: 'Name must be text' })
  @IsNotBlank({ message: 'Name is required' })
  @IsCleanText(false, { message: 'Name contains characters that are not allowed' })
  name!: string;

  @Field(() => ProductCategory, { description: 'One of the three categories.' })
  @IsEnum(ProductCategory, { message: 'Category must be one of the three categories' })
  category!: ProductCategory;

  @Field({ description: 'Marketing description, 1 to 5000 characters.' })
  @MaxChars(PRODUCT_LIMITS.description, { message: 'Description must be at most 5000 characters' })
  @IsString({ message: 'Description must be text' })
  @IsNotBlank({ message: 'Description is required' })
  @IsCleanText(true, { message: 'Description contains characters that are not allowed' })
  description!: string;

  @Field(() => [String], {
    description: 'Features and benefits, one sentence each: at most 20, each 1 to 300 characters.',
  })
  @ArrayMaxSize(PRODUCT_LIMITS.features, { message: 'At most 20 features' })
  @MaxChars(PRODUCT_LIMITS.feature, {
    each: true,
    message: 'Each feature must be at most 300 characters',
  })
  @IsNotBlank({ each: true, message: 'A feature cannot be empty: write it or remove it' })
  @IsString({ each: true, message: 'Each feature must be text' })
  @IsCleanText(false, {
    each: true,
    message: 'A feature contains characters that are not allowed',
  })
  @IsArray({ message: 'Features must be a list' })
  features!: string[];

  @Field(() => String, {
    nullable: true,
    description:
      'Path of the image, an image of the image manager (/images/… or /uploads/…); empty or null for none.',
  })
  @IsOptional()
  @Matches(IMAGE_PATH, { message: IMAGE_NOT_ON_SITE })
  @IsString({ message: 'Image must be text' })
  imageUrl?: string | null;
}
