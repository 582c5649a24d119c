import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** A header of a stored message, as GraphQL lists them. */
@ObjectType({ description: 'One header of a message.' })
export class MailHeader {
  @Field({ description: 'Header name, e.g. List-Unsubscribe.' })
  name!: string;

  @Field({ description: 'Its value, unfolded.' })
  value!: string;
}

/**
 * The local outbox: every message the app sent while no SMTP server was configured (the embedded
 * default), kept whole so the office and developers can read it at /admin/outbox.
 */
@ObjectType({ description: 'A message kept in the local outbox (admin only).' })
@Entity({ tableName: 'outbox_messages' })
@Index({ properties: ['createdAt', 'id'] })
export class OutboxMessage extends BaseEntity<'replyTo' | 'headers'> {
  @Field(() => ID, { description: 'Stable numeric identifier, in order of sending.' })
  declare id: number;

  @Field({ description: 'The Message-ID header.' })
  @Property({ length: 200 })
  messageId!: string;

  @Field({ description: 'The From header (MAIL_FROM).' })
  @Property({ length: 320 })
  sender!: string;

  @Field({ description: 'The To address.' })
  @Property({ length: 254 })
  recipient!: string;

  @Field(() => String, { nullable: true, description: 'The Reply-To address, if any.' })
  @Property({ length: 254, nullable: true })
  replyTo: string | null = null;

  @Field({ description: 'The Subject header.' })
  @Property({ length: 300 })
  subject!: string;

  @Field({ description: 'The plain-text part.' })
  @Property({ type: 'text' })
  text!: string;

  @Field({ description: 'The HTML part. Show it only in a sandboxed frame.' })
  @Property({ type: 'text' })
  html!: string;

  /** Extra headers (List-Unsubscribe…), by name. */
  @Property({ type: 'jsonb', default: '{}' })
  headers: Record<string, string> = {};

  @Field({ description: 'When it was sent to the outbox.' })
  declare createdAt: Date;
}
