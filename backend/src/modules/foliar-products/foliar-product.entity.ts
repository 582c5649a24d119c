import { Check, Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** What a foliar product is; the values are what PostgreSQL stores. */
export enum FoliarProductKind {
  FOLIAR_NUTRIENT = 'foliar_nutrient',
  HERBICIDE = 'herbicide',
  FUNGICIDE = 'fungicide',
  ADJUVANT = 'adjuvant',
}

registerEnumType(FoliarProductKind, {
  name: 'FoliarProductKind',
  description: 'What a sprayed product is.',
  valuesConfig: {
    FOLIAR_NUTRIENT: { description: 'A foliar fertilizer or micronutrient.' },
    HERBICIDE: { description: 'A herbicide.' },
    FUNGICIDE: { description: 'A fungicide.' },
    ADJUVANT: { description: 'An adjuvant or surfactant sprayed with another product.' },
  },
});

/** The shortest and longest rainfast time the office may enter, in minutes. */
export const RAINFAST_MINUTES = { min: 15, max: 1440 } as const;

/**
 * A product the company sells for spraying, with the rainfast time from its label: the Spray
 * Condition App keeps that long clear of rain after each hour it rates. Edited by the office.
 */
@ObjectType({
  description: 'A sprayed product with its label’s rainfast time, for the Spray Condition App.',
})
@Entity({ tableName: 'foliar_products' })
@Check({
  name: 'foliar_products_rainfast_minutes_check',
  expression: '("rainfast_minutes" >= 15) AND ("rainfast_minutes" <= 1440)',
})
@Index({ properties: ['sortOrder'] })
export class FoliarProduct extends BaseEntity<'sortOrder' | 'version'> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field({ description: 'Product name as on the label, e.g. "Elite Foliar Zn".' })
  @Property({ length: 120 })
  name!: string;

  @Field(() => FoliarProductKind, { description: 'What the product is.' })
  @Enum({ items: () => FoliarProductKind })
  kind!: FoliarProductKind;

  @Field(() => Int, {
    description: 'Minutes the spray must stay dry after application, from the label (15 to 1440).',
  })
  @Property()
  rainfastMinutes!: number;

  @Field({ description: 'What the label says about spraying conditions, in a few sentences.' })
  @Property({ type: 'text' })
  labelNotes!: string;

  /** Place in the product list, 0, 1, 2… without gaps (common/reorder.ts keeps it so). */
  @Field(() => Int, {
    description: 'Position in the list, counting from 0. Change it with `moveFoliarProduct`.',
  })
  @Property({ default: 0 })
  sortOrder: number = 0;

  /** Raised by every save of its fields (not by a move): the optimistic lock of the editor. */
  @Field(() => Int, {
    description:
      "Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused.",
  })
  @Property({ version: true })
  version!: number;
}
