import { Entity, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** One stage of a technology's "How It Works" section, stored in order in a jsonb column. */
@ObjectType({ description: 'One step of a technology\'s "How It Works" section.' })
export class TechnologyStep {
  @Field({ description: 'Heading of the step, e.g. "Load the carrier".' })
  title!: string;

  @Field({ description: 'What happens in the step, one paragraph.' })
  text!: string;
}

@ObjectType({
  description:
    'Content of a technology page: /soil-diagnostics/technology (keys "technology" and "soil-diagnostics"), and the pages of the two technologies (keys "micro-extraction" and "nanosorb"): /technologies/{key}, its short page under /soil-diagnostics and its card.',
})
@Entity({ tableName: 'technology_contents' })
export class TechnologyContent extends BaseEntity<'version'> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field({
    description: 'Lookup key: "technology", "soil-diagnostics", "micro-extraction" or "nanosorb".',
  })
  @Property({ length: 60 })
  @Unique()
  key!: string;

  @Field({
    description:
      'Short name, e.g. "NanoSorb": the title of its card and of its short page under /soil-diagnostics.',
  })
  @Property({ length: 200 })
  name!: string;

  @Field({ description: 'Page title, e.g. "Soil Diagnostics".' })
  @Property({ length: 200 })
  title!: string;

  @Field({ description: 'One-sentence summary shown under the title.' })
  @Property({ type: 'text' })
  shortDescription!: string;

  @Field({ description: 'One paragraph about the technology, for its card and its short page.' })
  @Property({ type: 'text' })
  summary!: string;

  @Field(() => [String], { description: 'Paragraphs of the full description.' })
  @Property({ type: 'text[]' })
  fullDescription!: string[];

  @Field(() => [TechnologyStep], {
    description: 'The "How It Works" steps, in order; empty when the page has no such section.',
  })
  @Property({ type: 'json' })
  steps!: TechnologyStep[];

  @Field(() => [String], { description: 'Image paths or URLs.' })
  @Property({ type: 'text[]' })
  images!: string[];

  @Field(() => [String], { description: 'Alternative text of each image, same order.' })
  @Property({ type: 'text[]' })
  imageAlts!: string[];

  @Field(() => [String], { description: 'Key Benefits.' })
  @Property({ type: 'text[]' })
  benefits!: string[];

  @Field(() => [String], {
    description: 'Applications, one short phrase each, e.g. "In-crop foliar feeding".',
  })
  @Property({ type: 'text[]' })
  applications!: string[];

  @Field({ description: 'Quote attributed to the technical director.' })
  @Property({ type: 'text' })
  developerQuote!: string;

  /** Product names; the resolver adds their slugs. */
  @Property({ type: 'text[]' })
  relatedProducts!: string[];

  /** Raised by every save: the optimistic lock of the editor. */
  @Field(() => Int, {
    description:
      "Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused.",
  })
  @Property({ version: true })
  version!: number;
}
