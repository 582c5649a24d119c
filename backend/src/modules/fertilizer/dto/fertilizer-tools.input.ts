import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, Float, ID, InputType } from 'type-graphql';
import { rules } from '../../../common/validators.js';
import {
  CropEnum,
  MoistureEnum,
  PlanModeEnum,
  SoilTextureEnum,
} from '../fertilizer-tools.types.js';

const FINITE = { allowNaN: false, allowInfinity: false } as const;
/** Every rate and target is a number from 0 to this: no field takes a tonne of nutrient an acre. */
export const MAX_LB_PER_ACRE = 5000;
/** A plan weighs at most this many products (the reference list and the company's). */
export const MAX_PLAN_PRODUCTS = 40;

const amount = (label: string) => {
  const message = `${label} must be a number from 0 to ${MAX_LB_PER_ACRE}`;
  return rules(
    Max(MAX_LB_PER_ACRE, { message }),
    Min(0, { message }),
    IsNumber(FINITE, { message }),
  );
};
/** A length from `min` to `max`, e.g. a row spacing. */
const between = (label: string, min: number, max: number) => {
  const message = `${label} must be from ${min} to ${max}`;
  return rules(Max(max, { message }), Min(min, { message }), IsNumber(FINITE, { message }));
};

@InputType({ description: 'Nutrient amounts, lb/ac; leave one out for none.' })
export class NutrientAmountsInput {
  @Field(() => Float, { nullable: true, description: 'N.' })
  @IsOptional()
  @amount('N')
  nitrogen?: number;

  @Field(() => Float, { nullable: true, description: 'P₂O₅.' })
  @IsOptional()
  @amount('P₂O₅')
  phosphate?: number;

  @Field(() => Float, { nullable: true, description: 'K₂O.' })
  @IsOptional()
  @amount('K₂O')
  potash?: number;

  @Field(() => Float, { nullable: true, description: 'S.' })
  @IsOptional()
  @amount('S')
  sulphur?: number;
}

@InputType({ description: 'Targets from a yield goal less a soil test.' })
export class FertilizerTargetsInput {
  @Field(() => CropEnum, { description: 'The crop.' })
  @IsIn(Object.values(CropEnum), { message: 'Unknown crop' })
  crop!: string;

  @Field(() => Float, { nullable: true, description: 'Yield goal, bu/ac (or tonnesPerHa).' })
  @IsOptional()
  @amount('Yield goal')
  bushelsPerAcre?: number;

  @Field(() => Float, { nullable: true, description: 'Yield goal, t/ha.' })
  @IsOptional()
  @amount('Yield goal')
  tonnesPerHa?: number;

  @Field(() => NutrientAmountsInput, { nullable: true, description: 'Soil test, lb/ac.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => NutrientAmountsInput)
  soilTestLbPerAcre?: NutrientAmountsInput;
}

@InputType({ description: 'What to plan: products, targets, field and mode.' })
export class FertilizerPlanInput {
  @Field(() => [ID], { description: 'Ids from `fertilizerCatalogue`.' })
  @ArrayMaxSize(MAX_PLAN_PRODUCTS, { message: `At most ${MAX_PLAN_PRODUCTS} products` })
  @MaxLength(60, { each: true, message: 'Unknown product' })
  @IsString({ each: true, message: 'Unknown product' })
  @IsArray()
  productIds!: string[];

  @Field(() => NutrientAmountsInput, { description: 'Targets, lb/ac.' })
  @ValidateNested()
  @Type(() => NutrientAmountsInput)
  targetsLbPerAcre!: NutrientAmountsInput;

  @Field(() => Float, { nullable: true, description: 'Field size, acres (or hectares).' })
  @IsOptional()
  @between('Field size', 0, 1000000)
  acres?: number;

  @Field(() => Float, { nullable: true, description: 'Field size, hectares.' })
  @IsOptional()
  @between('Field size', 0, 1000000)
  hectares?: number;

  @Field(() => PlanModeEnum, { defaultValue: 'exact', description: 'EXACT or LEAST_COST.' })
  @IsIn(Object.values(PlanModeEnum))
  mode!: string;
}

@InputType({ description: 'A product placed with the seed, and its rate.' })
export class SeedRowLineInput {
  @Field(() => ID, { description: 'An id from `fertilizerCatalogue`.' })
  @MaxLength(60, { message: 'Unknown product' })
  @IsString()
  productId!: string;

  @Field(() => Float, { description: 'Product rate, lb/ac.' })
  @amount('Rate')
  lbPerAcre!: number;
}

@InputType({ description: 'The seed row: crop, soil, opener and what goes with the seed.' })
export class SeedRowCheckInput {
  @Field(() => CropEnum, { description: 'The crop.' })
  @IsIn(Object.values(CropEnum), { message: 'Unknown crop' })
  crop!: string;

  @Field(() => SoilTextureEnum, { description: 'Soil texture.' })
  @IsIn(Object.values(SoilTextureEnum), { message: 'Unknown soil texture' })
  texture!: string;

  @Field(() => MoistureEnum, { description: 'Seedbed moisture.' })
  @IsIn(Object.values(MoistureEnum), { message: 'Unknown moisture' })
  moisture!: string;

  @Field(() => Float, { description: 'Opener spread, in the row spacing’s unit.' })
  @between('Spread', 0, 100)
  spread!: number;

  @Field(() => Float, { description: 'Row spacing, more than 0.' })
  @between('Row spacing', 0.5, 100)
  rowSpacing!: number;

  @Field(() => [SeedRowLineInput], { description: 'What goes with the seed.' })
  @ArrayMaxSize(MAX_PLAN_PRODUCTS, { message: `At most ${MAX_PLAN_PRODUCTS} products` })
  @ValidateNested({ each: true })
  @Type(() => SeedRowLineInput)
  @IsArray()
  lines!: SeedRowLineInput[];
}
