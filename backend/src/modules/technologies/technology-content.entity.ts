import { Entity, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

@ObjectType({
  description:
    'Content of a technology page (/soil-diagnostics/technology and /technologies/{key}).',
})
@Entity({ tableName: 'technology_contents' })
export class TechnologyContent extends BaseEntity {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field({ description: 'Lookup key, e.g. "technology" or "soil-diagnostics".' })
  @Property({ length: 60 })
  @Unique()
  key!: string;

  @Field({ description: 'Page title, e.g. "Soil Diagnostics".' })
  @Property({ length: 200 })
  title!: string;

  @Field({ description: 'One-sentence summary shown under the title.' })
  @Property({ type: 'text' })
  shortDescription!: string;

  @Field(() => [String], { description: 'Paragraphs of the full description.' })
  @Property({ type: 'text[]' })
  fullDescription!: string[];

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
}
