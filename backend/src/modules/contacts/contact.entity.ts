import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** The five options of the contact form's Business Type select (spec section 3). */
export const BUSINESS_TYPES = [
  'Crop Farming',
  'Livestock Farming',
  'Mixed Farming',
  'Organic Farming',
  'Other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

@ObjectType({ description: 'A message sent through the contact form (admin only).' })
@Entity({ tableName: 'contacts' })
@Index({ properties: ['createdAt'] })
export class Contact extends BaseEntity {
  @Field(() => ID)
  declare id: number;

  @Field()
  @Property({ length: 100 })
  name!: string;

  @Field()
  @Property({ length: 254 })
  email!: string;

  @Field()
  @Property({ length: 30 })
  phone!: string;

  @Field({ description: 'The message, line breaks kept.' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => String, {
    description:
      'One of "Crop Farming", "Livestock Farming", "Mixed Farming", "Organic Farming", "Other".',
  })
  @Enum({ items: [...BUSINESS_TYPES] })
  businessType!: BusinessType;

  @Field({ description: 'When the message was received.' })
  declare createdAt: Date;
}
