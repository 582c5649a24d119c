import {
  IsBoolean,
  IsEnum,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';
import { DateScalar } from '../../../common/date-scalar.js';
import { IsCleanText, IsNotBlank, MaxChars, rules } from '../../../common/validators.js';
import { FertilizerForm } from '../fertilizer-product.entity.js';

export const FERTILIZER_LIMITS = { name: 120, otherNutrients: 200, saltIndexSource: 300 } as const;

const FINITE = { allowNaN: false, allowInfinity: false } as const;

/** A nutrient's percentage: 0 to 100, each field with its own label in the message. */
const percent = (label: string) => {
  const message = `${label} must be a percentage from 0 to 100`;
  return rules(Max(100, { message }), Min(0, { message }), IsNumber(FINITE, { message }));
};

/**
 * The fields of a fertilizer product an editor writes (`createFertilizerProduct`,
 * `updateFertilizerProduct`). Rules of one field run here, bottom-up; the rules across fields
 * (the analysis adds up to 100 % at most, a liquid has a density, a salt index has a source, a
 * price has its date) are the publish checks of fertilizer.service.ts.
 */
@InputType({ description: 'What an editor writes of a fertilizer product.' })
export class FertilizerProductInput {
  @Field({ description: 'Name as sold, 1 to 120 characters.' })
  @MaxChars(FERTILIZER_LIMITS.name, { message: 'Name must be at most 120 characters' })
  @IsString({ message: 'Name must be text' })
  @IsNotBlank({ message: 'Name is required' })
  @IsCleanText(false, { message: 'Name contains characters that are not allowed' })
  name!: string;

  @Field(() => Float, { description: 'Guaranteed total nitrogen (N), % by mass.' })
  @percent('N')
  nitrogenPercent!: number;

  @Field(() => Float, { description: 'Guaranteed available phosphate (P₂O₅), % by mass.' })
  @percent('P₂O₅')
  phosphatePercent!: number;

  @Field(() => Float, { description: 'Guaranteed soluble potash (K₂O), % by mass.' })
  @percent('K₂O')
  potashPercent!: number;

  @Field(() => Float, { description: 'Guaranteed sulphur (S), % by mass.' })
  @percent('S')
  sulphurPercent!: number;

  @Field(() => Float, {
    description: 'Every other declared nutrient together, % by mass; 0 for none.',
  })
  @percent('Other nutrients')
  otherPercent!: number;

  @Field({ description: 'What the other declared nutrients are, e.g. "1 % Zn"; empty for none.' })
  @MaxChars(FERTILIZER_LIMITS.otherNutrients, {
    message: 'Other nutrients must be at most 200 characters',
  })
  @IsString({ message: 'Other nutrients must be text' })
  @IsCleanText(false, { message: 'Other nutrients contain characters that are not allowed' })
  otherNutrients!: string;

  @Field(() => FertilizerForm, { description: 'DRY or LIQUID.' })
  @IsEnum(FertilizerForm, { message: 'Form must be dry or liquid' })
  form!: FertilizerForm;

  @Field(() => Float, {
    nullable: true,
    description: 'Liquids: lb per US gallon, more than 0 and at most 20; null for dry products.',
  })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @Max(20, { message: 'Density must be more than 0 and at most 20 lb/US gal' })
  @Min(0.01, { message: 'Density must be more than 0 and at most 20 lb/US gal' })
  @IsNumber(FINITE, { message: 'Density must be a number' })
  lbPerUsGal?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Salt index (sodium nitrate = 100), 0 to 300; null when none is known.',
  })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @Max(300, { message: 'Salt index must be from 0 to 300' })
  @Min(0, { message: 'Salt index must be from 0 to 300' })
  @IsNumber(FINITE, { message: 'Salt index must be a number' })
  saltIndex?: number | null;

  @Field({
    description:
      'Where the salt index comes from (title, publisher, year); required with a salt index.',
  })
  @MaxChars(FERTILIZER_LIMITS.saltIndexSource, {
    message: 'Salt index source must be at most 300 characters',
  })
  @IsString({ message: 'Salt index source must be text' })
  @IsCleanText(false, { message: 'Salt index source contains characters that are not allowed' })
  saltIndexSource!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Price per tonne in Canadian dollars, 0 to 100 000; null for none.',
  })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @Max(100000, { message: 'Price must be from 0 to 100000 dollars a tonne' })
  @Min(0, { message: 'Price must be from 0 to 100000 dollars a tonne' })
  @IsNumber(FINITE, { message: 'Price must be a number' })
  pricePerTonne?: number | null;

  @Field(() => DateScalar, {
    nullable: true,
    description: 'The day the price was set; required with a price.',
  })
  @IsOptional()
  @IsString({ message: 'Price date must be a day' })
  priceSetOn?: string | null;

  @Field({ description: 'Whether the company allows it in the seed row.' })
  @IsBoolean({ message: 'May be seed-placed must be yes or no' })
  maySeedPlace!: boolean;
}
