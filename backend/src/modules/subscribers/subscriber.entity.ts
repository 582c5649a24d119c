import { Entity, EntityRepositoryType, Enum, Index, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { SubscriberRepository } from './subscriber.repository.js';

/**
 * Where a subscriber stands. A new address is PENDING until its owner confirms by the link sent
 * to it (double opt-in); only CONFIRMED addresses are sent newsletters; UNSUBSCRIBED ones left
 * and get nothing until they confirm again.
 */
export enum SubscriberStatus {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  UNSUBSCRIBED = 'unsubscribed',
}

registerEnumType(SubscriberStatus, {
  name: 'SubscriberStatus',
  description: 'Where a newsletter subscriber stands (double opt-in).',
  valuesConfig: {
    PENDING: {
      description: 'Subscribed, the confirmation link not yet followed: sent nothing else.',
    },
    CONFIRMED: { description: 'Confirmed the address: receives newsletters.' },
    UNSUBSCRIBED: { description: 'Left the newsletter: sent nothing.' },
  },
});

/**
 * A newsletter subscriber. The email is stored trimmed and in lower case, and a unique index on
 * lower(email) keeps one row per address whatever its spelling. The confirmation token is stored
 * only as its SHA-256 hash (subscriber-tokens.ts), one at a time.
 */
@ObjectType({ description: 'A newsletter subscriber (admin only).' })
@Entity({ tableName: 'subscribers', repository: () => SubscriberRepository })
// The admin list's and the export's order (newest first, id breaking ties), all or of one status.
// The pg_trgm index of the search by e-mail is in migration MailSuppressions.
@Index({ properties: ['subscribeDate', 'id'] })
@Index({ properties: ['status', 'subscribeDate', 'id'] })
@Unique({
  name: 'subscribers_email_lower_unique',
  expression:
    'create unique index "subscribers_email_lower_unique" on "subscribers" (lower("email"))',
})
export class Subscriber extends BaseEntity<
  | 'subscribeDate'
  | 'status'
  | 'preferences'
  | 'newsletter'
  | 'confirmedAt'
  | 'unsubscribedAt'
  | 'confirmationTokenHash'
  | 'confirmationExpiresAt'
  | 'confirmationRequestedAt'
> {
  declare [EntityRepositoryType]?: SubscriberRepository;

  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field({ description: 'E-mail address, in lower case.' })
  @Property({ length: 254 })
  email!: string;

  @Field({ description: 'When the address first subscribed.' })
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  subscribeDate: Date = new Date();

  @Field(() => SubscriberStatus, { description: 'Pending, confirmed or unsubscribed.' })
  @Enum({ items: () => SubscriberStatus, default: SubscriberStatus.PENDING })
  @Index({ name: 'subscribers_status_index' })
  status: SubscriberStatus = SubscriberStatus.PENDING;

  @Field(() => Date, {
    nullable: true,
    description: 'When the address was last confirmed; null while never confirmed.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the subscriber unsubscribed; null unless `status` is UNSUBSCRIBED.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null = null;

  @Field(() => [String], { description: 'Topics the subscriber chose; empty by default.' })
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  preferences: string[] = [];

  /**
   * Receives the newsletter once confirmed. False for an address that asked only for a waitlist
   * (its topic is in `preferences`); it becomes true when the address confirms a newsletter consent.
   */
  @Field({
    description:
      'Receives the newsletter once confirmed; false for an address that joined only a waitlist.',
  })
  @Property({ default: true })
  newsletter: boolean = true;

  /** SHA-256 (hex) of the one live confirmation token; never the token, never exposed. */
  @Property({ length: 64, nullable: true, hidden: true })
  @Index({ name: 'subscribers_confirmation_token_hash_index' })
  confirmationTokenHash: string | null = null;

  /** When that token stops confirming. */
  @Property({ type: 'timestamptz', nullable: true, hidden: true })
  confirmationExpiresAt: Date | null = null;

  /** When a confirmation e-mail was last queued: at most one an hour. */
  @Property({ type: 'timestamptz', nullable: true, hidden: true })
  confirmationRequestedAt: Date | null = null;
}
