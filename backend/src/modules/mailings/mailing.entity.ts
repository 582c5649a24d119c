import { Entity, Enum, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

export enum MailingStatus {
  SENDING = 'sending',
  SENT = 'sent',
}

registerEnumType(MailingStatus, {
  name: 'MailingStatus',
  description: 'Where the e-mailing of a newsletter stands.',
  valuesConfig: {
    SENDING: { description: 'Recipients are being mailed.' },
    SENT: { description: 'Every recipient has an answer: sent, failed, bounced or skipped.' },
  },
});

/**
 * A newsletter sent by e-mail to its subscribers: once per newsletter (`newsletterId` unique, so
 * a second send is refused, never done twice by accident). Its recipients are the delivery
 * ledger's rows with its `mailingId`, fixed when the send starts; the ledger proves who received
 * which newsletter. Not public content.
 */
@ObjectType({ description: 'A newsletter e-mailed to subscribers (admin only).' })
@Entity({ tableName: 'newsletter_mailings' })
@Unique({ properties: ['newsletterId'] })
export class NewsletterMailing extends BaseEntity<
  'status' | 'topics' | 'heartbeatAt' | 'finishedAt'
> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field(() => Int, { description: 'The newsletter sent.' })
  @Property()
  newsletterId!: number;

  @Field({ description: 'The subject line, as sent (the newsletter title then).' })
  @Property({ length: 200 })
  subject!: string;

  @Field(() => [String], {
    description: 'Topics the audience was narrowed to; empty: every confirmed subscriber.',
  })
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  topics: string[] = [];

  @Field(() => MailingStatus, { description: 'Sending, or sent to everyone.' })
  @Enum({ items: () => MailingStatus, nativeEnumName: 'mailing_status', default: 'sending' })
  status: MailingStatus = MailingStatus.SENDING;

  @Field(() => Int, { description: 'Recipients when the send started.' })
  @Property()
  recipientCount!: number;

  @Field({ description: 'Who started the send.' })
  @Property({ length: 120 })
  startedBy!: string;

  /** The sender working on it says so every few seconds; a silent one is taken over. */
  @Property({ type: 'timestamptz', nullable: true })
  heartbeatAt: Date | null = null;

  @Field(() => Date, {
    nullable: true,
    description: 'When every recipient had an answer; null while sending.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;

  @Field({ description: 'When the send started.' })
  declare createdAt: Date;
}
