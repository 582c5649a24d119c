import { Check, Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateScalar } from '../../common/date-scalar.js';
import { BaseEntity } from '../../db/base.entity.js';

/** How a product is handled: spread or drilled as granules, or applied as a solution. */
export enum FertilizerForm {
  DRY = 'dry',
  LIQUID = 'liquid',
}

registerEnumType(FertilizerForm, {
  name: 'FertilizerForm',
  description: 'How a company product is applied.',
  valuesConfig: {
    DRY: { description: 'Granules, rated by mass.' },
    LIQUID: { description: 'A solution, also rated by volume (needs its density).' },
  },
});

/**
 * One of the company's own fertilizers, as the office keeps it for the Optimize Calculator and
 * the Salt Index App: its guaranteed analysis, form, density, salt index and its source, price.
 * Public content: the tools show it, so a save clears the page caches.
 */
@ObjectType({
  description:
    "One of the company's fertilizers as the office keeps it for the farm tools (admin reads; the public reads the `fertilizerCatalogue`).",
})
@Entity({ tableName: 'fertilizer_products' })
@Check({
  name: 'fertilizer_products_analysis_check',
  expression:
    '(nitrogen_percent >= (0)::double precision) AND (phosphate_percent >= (0)::double precision) AND (potash_percent >= (0)::double precision) AND (sulphur_percent >= (0)::double precision) AND (other_percent >= (0)::double precision) AND (((((nitrogen_percent + phosphate_percent) + potash_percent) + sulphur_percent) + other_percent) <= (100)::double precision)',
})
@Index({ properties: ['sortOrder'] })
export class FertilizerProduct extends BaseEntity<'sortOrder' | 'version'> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field({ description: 'Name as sold, e.g. "Prairie Start".' })
  @Property({ length: 120 })
  name!: string;

  @Field(() => Float, { description: 'Guaranteed total nitrogen (N), % by mass.' })
  @Property({ type: 'double' })
  nitrogenPercent!: number;

  @Field(() => Float, { description: 'Guaranteed available phosphate (P₂O₅), % by mass.' })
  @Property({ type: 'double' })
  phosphatePercent!: number;

  @Field(() => Float, { description: 'Guaranteed soluble potash (K₂O), % by mass.' })
  @Property({ type: 'double' })
  potashPercent!: number;

  @Field(() => Float, { description: 'Guaranteed sulphur (S), % by mass.' })
  @Property({ type: 'double' })
  sulphurPercent!: number;

  @Field(() => Float, {
    description: 'Every other declared nutrient together (zinc, boron…), % by mass; 0 for none.',
  })
  @Property({ type: 'double', default: 0 })
  otherPercent: number = 0;

  @Field({ description: 'What the other declared nutrients are, e.g. "1 % Zn"; empty for none.' })
  @Property({ length: 200, default: '' })
  otherNutrients: string = '';

  @Field(() => FertilizerForm, { description: 'Dry or liquid.' })
  @Enum({ items: () => FertilizerForm })
  form!: FertilizerForm;

  @Field(() => Float, {
    nullable: true,
    description: 'Liquids: mass of a US gallon, lb/US gal (null for dry products).',
  })
  @Property({ type: 'double', nullable: true })
  lbPerUsGal: number | null = null;

  @Field(() => Float, {
    nullable: true,
    description: 'Salt index (sodium nitrate = 100); null when none is known.',
  })
  @Property({ type: 'double', nullable: true })
  saltIndex: number | null = null;

  @Field({
    description: 'Where the salt index comes from (title, publisher, year); empty without one.',
  })
  @Property({ length: 300, default: '' })
  saltIndexSource: string = '';

  @Field(() => Float, {
    nullable: true,
    description: 'Price per tonne (1000 kg) in Canadian dollars; null when not given.',
  })
  @Property({ type: 'double', nullable: true })
  pricePerTonne: number | null = null;

  @Field(() => DateScalar, { nullable: true, description: 'The day the price was set.' })
  @Property({ type: 'date', nullable: true })
  priceSetOn: string | null = null;

  @Field({ description: 'Whether the company allows it in the seed row (within the safe rates).' })
  @Property({ default: false })
  maySeedPlace: boolean = false;

  @Field(() => Int, { description: 'Place in the tools’ product list, counting from 0.' })
  @Property({ default: 0 })
  sortOrder: number = 0;

  @Field(() => Int, {
    description:
      "Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused.",
  })
  @Property({ version: true })
  version!: number;
}
