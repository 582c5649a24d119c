import { Entity, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/**
 * A newsletter subscriber. The email is stored trimmed and in lower case, and a unique index on
 * lower(email) keeps one row per address whatever its spelling.
 */
@ObjectType({ description: 'A newsletter subscriber (admin only).' })
@Entity({ tableName: 'subscribers' })
@Unique({
  name: 'subscribers_email_lower_unique',
  expression:
    'create unique index "subscribers_email_lower_unique" on "subscribers" (lower("email"))',
})
export class Subscriber extends BaseEntity<
  'subscribeDate' | 'isActive' | 'isVerified' | 'preferences' | 'verificationToken'
> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field({ description: 'E-mail address, in lower case.' })
  @Property({ length: 254 })
  email!: string;

  @Field({ description: 'When the address first subscribed.' })
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  subscribeDate: Date = new Date();

  @Field({ description: 'Receives newsletters; true on subscription.' })
  @Property({ default: true })
  isActive: boolean = true;

  @Field({ description: 'Confirmed the address; false on subscription (how is not built yet).' })
  @Property({ default: false })
  isVerified: boolean = false;

  /** For a future confirmation e-mail; never exposed. */
  @Property({ type: 'text', nullable: true, hidden: true })
  verificationToken?: string | null;

  @Field(() => [String], { description: 'Topics the subscriber chose; empty by default.' })
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  preferences: string[] = [];
}
