import { Entity, EntityRepositoryType, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
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

@ObjectType({ description: 'A message sent through the contact form (admin only).' })
@Entity({ tableName: 'contacts', repository: () => ContactRepository })
// The list's order (newest first, id breaking ties) and its cursors. The pg_trgm indexes of the
// search on name and email are in migration ContactSearch: MikroORM cannot declare an operator class.
@Index({ properties: ['createdAt', 'id'] })
export class Contact extends BaseEntity {
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
}
