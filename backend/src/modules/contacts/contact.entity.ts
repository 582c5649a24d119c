import { Check, Entity, EntityRepositoryType, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { ContactRepository } from './contact.repository.js';

/**
 * The five options of the contact form's Business Type select (spec section 3), in form order.
 * The values are the texts as shown, stored in PostgreSQL and taken by POST /api/contact; GraphQL
 * carries the enum names (CROP_FARMING, …).
 */
export enum BusinessType {
  CROP_FARMING = 'Crop Farming',
  LIVESTOCK_FARMING = 'Livestock Farming',
  MIXED_FARMING = 'Mixed Farming',
  ORGANIC_FARMING = 'Organic Farming',
  OTHER = 'Other',
}
export const BUSINESS_TYPES = Object.values(BusinessType);

registerEnumType(BusinessType, {
  name: 'BusinessType',
  description: "The sender's kind of business, chosen on the contact form.",
  valuesConfig: {
    CROP_FARMING: { description: '"Crop Farming": grains, oilseeds, pulses and the like.' },
    LIVESTOCK_FARMING: { description: '"Livestock Farming": cattle, hogs, poultry and the like.' },
    MIXED_FARMING: { description: '"Mixed Farming": crops and livestock together.' },
    ORGANIC_FARMING: { description: '"Organic Farming": certified or transitioning organic.' },
    OTHER: { description: '"Other": agronomists, retailers, gardeners and anyone else.' },
  },
});

/** Where a message stands in the office's triage; the values are what PostgreSQL stores. */
export enum ContactStatus {
  NEW = 'NEW',
  HANDLED = 'HANDLED',
}
export const CONTACT_STATUSES = Object.values(ContactStatus);

registerEnumType(ContactStatus, {
  name: 'ContactStatus',
  description: 'Whether the office has dealt with a contact message yet.',
  valuesConfig: {
    NEW: { description: 'Not dealt with yet: every message arrives as new.' },
    HANDLED: { description: 'Answered or otherwise dealt with; it can be reopened.' },
  },
});

@ObjectType({ description: 'A message sent through the contact form (admin only).' })
@Entity({ tableName: 'contacts', repository: () => ContactRepository })
// The list's order (newest first, id breaking ties) and its cursors. The pg_trgm indexes of the
// search on name and email are in migration ContactSearch: MikroORM cannot declare an operator class.
@Index({ properties: ['createdAt', 'id'] })
// The same order within one status: the list filtered by new or handled messages.
@Index({ properties: ['status', 'createdAt', 'id'] })
// A handled message says when; a new one has no such time.
@Check({
  name: 'contacts_handled_check',
  expression: `((status = 'HANDLED'::text) = (handled_at IS NOT NULL))`,
})
export class Contact extends BaseEntity<'status' | 'handledAt' | 'handledBy' | 'note' | 'version'> {
  declare [EntityRepositoryType]?: ContactRepository;

  @Field(() => ID, { description: 'Stable numeric identifier, in order of arrival.' })
  declare id: number;

  @Field({ description: "The sender's name, as typed (trimmed)." })
  @Property({ length: 100 })
  name!: string;

  @Field({ description: "The sender's e-mail address, as typed (trimmed)." })
  @Property({ length: 254 })
  email!: string;

  @Field({ description: "The sender's phone number, as typed, e.g. 780-555-0110." })
  @Property({ length: 30 })
  phone!: string;

  @Field({ description: 'The message, line breaks kept.' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => BusinessType, { description: "The sender's kind of business." })
  @Enum({ items: () => BusinessType })
  businessType!: BusinessType;

  @Field({ description: 'When the message was received.' })
  declare createdAt: Date;

  @Field(() => ContactStatus, { description: 'New until the office marks it handled.' })
  @Enum({ items: () => ContactStatus, default: ContactStatus.NEW })
  status: ContactStatus = ContactStatus.NEW;

  @Field(() => Date, {
    nullable: true,
    description: 'When it was marked handled; null while it is new.',
  })
  @Property({ type: 'timestamptz', nullable: true })
  handledAt: Date | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'Username of the admin who marked it handled; null while it is new.',
  })
  @Property({ length: 120, nullable: true })
  handledBy: string | null = null;

  @Field(() => String, {
    nullable: true,
    description:
      "The office's note on the message (who called back, what was sent); null for none.",
  })
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /** Raised by every triage change: the optimistic lock of two admins working the same list. */
  @Field(() => Int, {
    description:
      "Raised by every triage change; send it back as `expectedVersion` so a change over someone else's newer one is refused.",
  })
  @Property({ version: true })
  version!: number;
}
