import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

@ObjectType({ description: 'A monthly newsletter article, with an optional PDF edition.' })
@Entity({ tableName: 'newsletters' })
@Index({ properties: ['date'] })
export class Newsletter extends BaseEntity<'pdfUrl'> {
  @Field(() => ID, { description: 'Stable numeric identifier, used in /newsletter/{id}.' })
  declare id: number;

  @Field({ description: 'Headline, e.g. "Year in Review: Lessons From the 2025 Season".' })
  @Property({ length: 200 })
  title!: string;

  @Field({ description: 'Publication date (the site shows month and year).' })
  @Property({ type: 'timestamptz' })
  date!: Date;

  @Field({ description: 'One-paragraph summary shown on the list.' })
  @Property({ type: 'text' })
  summary!: string;

  @Field({
    description:
      'Body as plain multi-line text; the site renders it line by line (empty line = spacer, short title-like line = heading, other lines = paragraphs).',
  })
  @Property({ type: 'text' })
  content!: string;

  @Field({ description: 'Image path or URL.' })
  @Property({ type: 'text' })
  imageUrl!: string;

  @Field({ description: 'Path or URL of the PDF edition; empty string when there is none.' })
  @Property({ type: 'text', default: '' })
  pdfUrl: string = '';
}
