import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsString,
  Matches,
  ValidateNested,
} from 'class-validator';
import { Field, InputType } from 'type-graphql';
import {
  IMAGE_PATH,
  IsCleanText,
  IsNotBlank,
  MaxChars,
  rules,
} from '../../../common/validators.js';

export const TECHNOLOGY_LIMITS = {
  name: 200,
  title: 200,
  shortDescription: 500,
  summary: 1000,
  paragraphs: 10,
  paragraph: 3000,
  steps: 8,
  stepTitle: 120,
  stepText: 1000,
  images: 6,
  imageAlt: 300,
  benefits: 12,
  applications: 12,
  listItem: 300,
  developerQuote: 1000,
  relatedProducts: 6,
} as const;

export const IMAGE_NOT_ON_SITE = 'Each image must be an image of the image manager';

/** A one-line text field: required, at most `max` characters, named `label` in every message. */
const LineRules = (label: string, max: number) =>
  rules(
    MaxChars(max, { message: `${label} must be at most ${max} characters` }),
    IsString({ message: `${label} must be text` }),
    IsNotBlank({ message: `${label} is required` }),
    IsCleanText(false, { message: `${label} contains characters that are not allowed` }),
  );

interface ListWords {
  /** The list's name, capitalised: "Benefits". */
  list: string;
  /** One item: "benefit". */
  item: string;
  /** Several: "benefits". */
  items: string;
  min: number;
  max: number;
  itemMax: number;
}

/**
 * A list of one-line texts (the editor shows one item per line, so an item holds no line break):
 * `min` to `max` items, each required and at most `itemMax` characters.
 */
const TextListRules = ({ list, item, items, min, max, itemMax }: ListWords) =>
  rules(
    ArrayMaxSize(max, { message: `At most ${max} ${items}` }),
    MaxChars(itemMax, {
      each: true,
      message: `Each ${item} must be at most ${itemMax} characters`,
    }),
    IsNotBlank({ each: true, message: `A ${item} cannot be empty: write it or remove it` }),
    IsString({ each: true, message: `Each ${item} must be text` }),
    IsCleanText(false, {
      each: true,
      message: `A ${item} contains characters that are not allowed (line breaks separate ${items})`,
    }),
    ...(min > 0 ? [ArrayMinSize(min, { message: `Add at least one ${item}` })] : []),
    IsArray({ message: `${list} must be a list` }),
  );

@InputType({ description: 'One step of the "How It Works" section.' })
export class TechnologyStepInput {
  @Field({ description: 'Heading of the step; 1 to 120 characters.' })
  @LineRules('Step title', TECHNOLOGY_LIMITS.stepTitle)
  title!: string;

  @Field({ description: 'What happens in the step, one paragraph; 1 to 1000 characters.' })
  @LineRules('Step text', TECHNOLOGY_LIMITS.stepText)
  text!: string;
}

/**
 * Everything an editor writes of a technology entry (`updateTechnology`). The key is not an
 * input: the pages look entries up by it. Lists are one-line items (a paragraph, a benefit) in
 * order; `imageAlts` follows `images` item by item.
 */
@InputType({ description: 'What an editor writes of a technology entry.' })
export class TechnologyInput {
  @Field({
    description:
      'Short name, the title of its card and of its short page under /soil-diagnostics; 1 to 200 characters.',
  })
  @LineRules('Name', TECHNOLOGY_LIMITS.name)
  name!: string;

  @Field({ description: 'Page title (heading); 1 to 200 characters.' })
  @LineRules('Title', TECHNOLOGY_LIMITS.title)
  title!: string;

  @Field({ description: 'One-sentence summary under the title; 1 to 500 characters.' })
  @LineRules('Short description', TECHNOLOGY_LIMITS.shortDescription)
  shortDescription!: string;

  @Field({
    description:
      'One paragraph for its card, its short page and its full page; 1 to 1000 characters.',
  })
  @LineRules('Summary', TECHNOLOGY_LIMITS.summary)
  summary!: string;

  @Field(() => [String], {
    description: 'Paragraphs of the full description: 1 to 10, each 1 to 3000 characters.',
  })
  @TextListRules({
    list: 'Full description',
    item: 'paragraph',
    items: 'paragraphs',
    min: 1,
    max: TECHNOLOGY_LIMITS.paragraphs,
    itemMax: TECHNOLOGY_LIMITS.paragraph,
  })
  fullDescription!: string[];

  @Field(() => [TechnologyStepInput], {
    description: 'The "How It Works" steps in order: 0 to 8 (none hides the section).',
  })
  @ArrayMaxSize(TECHNOLOGY_LIMITS.steps, { message: 'At most 8 steps' })
  @ValidateNested({ each: true })
  @Type(() => TechnologyStepInput)
  @IsArray({ message: 'Steps must be a list' })
  steps!: TechnologyStepInput[];

  @Field(() => [String], {
    description:
      'Paths of the images, images of the image manager (/images/… or /uploads/…): 1 to 6.',
  })
  @ArrayMaxSize(TECHNOLOGY_LIMITS.images, { message: 'At most 6 images' })
  @Matches(IMAGE_PATH, { each: true, message: IMAGE_NOT_ON_SITE })
  @IsString({ each: true, message: IMAGE_NOT_ON_SITE })
  @ArrayMinSize(1, { message: 'Add at least one image' })
  @IsArray({ message: 'Images must be a list' })
  images!: string[];

  @Field(() => [String], {
    description:
      'Alternative text of each image, in the order of `images`; each 1 to 300 characters.',
  })
  @TextListRules({
    list: 'Alternative texts',
    item: 'alternative text',
    items: 'alternative texts',
    min: 0,
    max: TECHNOLOGY_LIMITS.images,
    itemMax: TECHNOLOGY_LIMITS.imageAlt,
  })
  imageAlts!: string[];

  @Field(() => [String], { description: 'Key Benefits: 1 to 12, each 1 to 300 characters.' })
  @TextListRules({
    list: 'Benefits',
    item: 'benefit',
    items: 'benefits',
    min: 1,
    max: TECHNOLOGY_LIMITS.benefits,
    itemMax: TECHNOLOGY_LIMITS.listItem,
  })
  benefits!: string[];

  @Field(() => [String], { description: 'Applications: 1 to 12, each 1 to 300 characters.' })
  @TextListRules({
    list: 'Applications',
    item: 'application',
    items: 'applications',
    min: 1,
    max: TECHNOLOGY_LIMITS.applications,
    itemMax: TECHNOLOGY_LIMITS.listItem,
  })
  applications!: string[];

  @Field({ description: "The technical director's quote; 1 to 1000 characters." })
  @LineRules('Quote', TECHNOLOGY_LIMITS.developerQuote)
  developerQuote!: string;

  @Field(() => [String], {
    description:
      'Names of products of the site for Related Products: 0 to 6 (matched in any case; stored as the product is named).',
  })
  @TextListRules({
    list: 'Related products',
    item: 'related product',
    items: 'related products',
    min: 0,
    max: TECHNOLOGY_LIMITS.relatedProducts,
    itemMax: 120,
  })
  relatedProducts!: string[];
}
