import { Entity, Enum, Index, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

export enum DeliveryStatus {
  QUEUED = 'queued',
  SENDING = 'sending',
  SENT = 'sent',
  FAILED = 'failed',
  BOUNCED = 'bounced',
  SKIPPED = 'skipped',
}

registerEnumType(DeliveryStatus, {
  name: 'DeliveryStatus',
  description: 'Where one message to one recipient stands.',
  valuesConfig: {
    QUEUED: { description: 'Waiting to be sent (or to be tried again after a failure).' },
    SENDING: { description: 'Handed to the mail server; the answer has not come back yet.' },
    SENT: { description: 'Accepted by the mail server (or stored in the local outbox).' },
    FAILED: { description: 'Every attempt failed; `lastError` says why.' },
    BOUNCED: {
      description: 'The mail server refused the address for good (5xx): never mailed again.',
    },
    SKIPPED: {
      description: 'Nothing to send any more (e.g. the subscriber left before their turn).',
    },
  },
});

/**
 * The delivery ledger: one row per message and recipient, from queued to sent, failed or bounced.
 * `dedupeKey` is the unit of work (an edition × a subscriber, a contact message), unique, so a
 * message is recorded once however often it is asked for. Ledger writes are not public content:
 * they never clear the page caches.
 */
@ObjectType({ description: 'One message to one recipient, and what became of it (admin only).' })
@Entity({ tableName: 'mail_deliveries' })
@Unique({ properties: ['dedupeKey'] })
@Index({ properties: ['mailingId', 'status'] })
@Index({ properties: ['subscriberId'] })
@Index({ properties: ['contactId'] })
@Index({
  name: 'mail_deliveries_recipient_lower_index',
  expression:
    'create index "mail_deliveries_recipient_lower_index" on "mail_deliveries" (lower("recipient"))',
})
export class MailDelivery extends BaseEntity<
  'status' | 'attempts' | 'subscriberId' | 'contactId' | 'mailingId'
> {
  @Field(() => ID, { description: 'Stable numeric identifier, in order of queueing.' })
  declare id: number;

  @Field({ description: 'What the message is: subscription-confirmation, newsletter-edition, …' })
  @Property({ length: 60 })
  kind!: string;

  @Field({ description: 'The address it goes to.' })
  @Property({ length: 254 })
  recipient!: string;

  @Property({ length: 200 })
  dedupeKey!: string;

  @Field(() => Int, { nullable: true, description: 'The subscriber it went to, if one.' })
  @Property({ nullable: true })
  subscriberId: number | null = null;

  @Field(() => Int, { nullable: true, description: 'The contact message it is about, if one.' })
  @Property({ nullable: true })
  contactId: number | null = null;

  @Field(() => Int, { nullable: true, description: 'The edition (a newsletter sent by e-mail).' })
  @Property({ nullable: true })
  mailingId: number | null = null;

  @Field(() => DeliveryStatus, { description: 'Where it stands.' })
  @Enum({ items: () => DeliveryStatus, nativeEnumName: 'delivery_status', default: 'queued' })
  status: DeliveryStatus = DeliveryStatus.QUEUED;

  @Field(() => Int, { description: 'Attempts made so far.' })
  @Property({ default: 0 })
  attempts: number = 0;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Field(() => String, { nullable: true, description: 'The Message-ID header it was sent with.' })
  @Property({ length: 200, nullable: true })
  messageId?: string | null;

  /** When a sender claimed it; a claim older than the stale limit is taken back by the sweeper. */
  @Property({ type: 'timestamptz', nullable: true })
  claimedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the mail server accepted it.' })
  @Property({ type: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Field({ description: 'When it was queued.' })
  declare createdAt: Date;
}
