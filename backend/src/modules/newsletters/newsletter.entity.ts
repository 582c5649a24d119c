import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { NewsletterStatus } from './newsletter-status.js';

@ObjectType({ description: 'A monthly newsletter article, with an optional PDF edition.' })
@Entity({ tableName: 'newsletters' })
@Index({ properties: ['date'] })
@Index({ properties: ['status', 'date'] })
export class Newsletter extends BaseEntity<'pdfUrl' | 'status' | 'version'> {
  @Field(() => ID, { description: 'Stable numeric identifier, used in /newsletter/{id}.' })
  declare id: number;

  @Field({ description: 'Headline, e.g. "Year in Review: Lessons From the 2025 Season".' })
  @Property({ length: 200 })
  title!: string;

  @Field({
    description:
      'Publication date and time (the site shows month and year). A published edition whose date is still ahead is scheduled: the site shows it from that moment on.',
  })
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

  /**
   * DRAFT (only the admin sees it) or PUBLISHED (visitors see it once `date` has come). Stored
   * as the editor's decision; "scheduled" is derived from it and the date (newsletterState).
   */
  @Enum({ items: () => NewsletterStatus, default: NewsletterStatus.DRAFT })
  status: NewsletterStatus = NewsletterStatus.DRAFT;

  /**
   * Raised by every save (MikroORM's optimistic lock: an UPDATE names the version it read, so a
   * save racing another finds no row and fails instead of overwriting it).
   */
  @Field(() => Int, {
    description:
      "Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused.",
  })
  @Property({ version: true })
  version!: number;
}
