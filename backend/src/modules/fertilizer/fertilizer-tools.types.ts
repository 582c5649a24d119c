import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateScalar } from '../../common/date-scalar.js';

/**
 * GraphQL names for one of the agronomy module's value sets ('spring-wheat' → SPRING_WHEAT), each
 * value with its description.
 */
function enumOf<V extends string>(
  name: string,
  description: string,
  values: Readonly<Record<V, string>>,
): Record<string, V> {
  const key = (value: string) => value.toUpperCase().replace(/-/g, '_');
  const entries = Object.keys(values) as V[];
  const enumObject = Object.fromEntries(entries.map((value) => [key(value), value])) as Record<
    string,
    V
  >;
  registerEnumType(enumObject, {
    name,
    description,
    valuesConfig: Object.fromEntries(
      entries.map((value) => [key(value), { description: values[value] }]),
    ),
  });
  return enumObject;
}

export const CropEnum = enumOf('FertilizerCrop', 'A crop the farm tools know.', {
  canola: 'Canola.',
  'spring-wheat': 'Spring wheat.',
  durum: 'Durum wheat.',
  barley: 'Barley.',
  oats: 'Oats.',
  'field-pea': 'Field pea (no removal coefficients: enter targets directly).',
  lentil: 'Lentil (no removal coefficients: enter targets directly).',
  flax: 'Flax.',
});

export const NutrientEnum = enumOf('Nutrient', 'A nutrient as fertilizer labels declare it.', {
  N: 'Nitrogen as N.',
  P2O5: 'Phosphate as P₂O₅.',
  K2O: 'Potash as K₂O.',
  S: 'Sulphur as S.',
});

export const CatalogueFormEnum = enumOf('CatalogueForm', 'How a product is applied.', {
  dry: 'Granules, rated by mass.',
  liquid: 'A solution, also rated by volume.',
  gas: 'Anhydrous ammonia: kept liquid under pressure, injected as a gas.',
});

export const ProductKindEnum = enumOf('CatalogueProductKind', 'Whose product it is.', {
  company: "One of the company's products, with its price.",
  reference: 'A cited common fertilizer (no price).',
});

export const PlanModeEnum = enumOf('PlanMode', 'What the plan optimises.', {
  exact: 'Meet every target with the least nutrient to spare.',
  'least-cost': 'Meet every target at the least cost (priced products only).',
});

export const SoilTextureEnum = enumOf('SoilTexture', "The soil's texture class.", {
  light: 'Light (sandy loam).',
  medium: 'Medium (loam to clay loam).',
  heavy: 'Heavy (clay to heavy clay).',
});

export const MoistureEnum = enumOf('SeedbedMoisture', 'Seedbed moisture at seeding.', {
  'good-to-excellent': 'Good to excellent (at or near field capacity).',
  drier: 'Drier than that: the guidelines give no rates, so any N or P₂O₅ is a caution.',
});

export const VerdictEnum = enumOf('SeedRowVerdict', 'The seed-row answer.', {
  safe: 'Within the published safe rates.',
  caution: 'Within them, but a condition makes the guideline uncertain.',
  exceeds: 'More than a published safe rate, or a product that must not be seed-placed.',
});

@ObjectType({ description: 'Where a number comes from.' })
export class Citation {
  @Field({ description: 'Title of the publication.' })
  title!: string;

  @Field({ description: 'Who published it.' })
  publisher!: string;

  @Field(() => Int, { nullable: true, description: 'Year; null for an undated page ("n.d.").' })
  year!: number | null;

  @Field(() => String, { nullable: true, description: 'Where to read it on the web.' })
  url!: string | null;

  @Field(() => String, { nullable: true, description: 'The table, page or section read.' })
  where!: string | null;
}

@ObjectType('CatalogueProduct', {
  description:
    "A product the tools offer: one of the company's (with its price) or a cited reference fertilizer.",
})
export class CatalogueProductType {
  @Field(() => ID, { description: '`company-<id>` or `reference-<name>`: stable in shared links.' })
  id!: string;

  @Field(() => ProductKindEnum, { description: 'COMPANY or REFERENCE.' })
  kind!: string;

  @Field({ description: 'Name, e.g. "Urea".' })
  name!: string;

  @Field({ description: 'Grade, e.g. "11-52-0" or "21-0-0-24S".' })
  grade!: string;

  @Field(() => Float, { description: 'N, % by mass.' })
  nitrogenPercent!: number;

  @Field(() => Float, { description: 'P₂O₅, % by mass.' })
  phosphatePercent!: number;

  @Field(() => Float, { description: 'K₂O, % by mass.' })
  potashPercent!: number;

  @Field(() => Float, { description: 'S, % by mass.' })
  sulphurPercent!: number;

  @Field(() => Float, { description: 'Other declared nutrients together, % by mass.' })
  otherPercent!: number;

  @Field(() => CatalogueFormEnum, { description: 'Dry, liquid or gas.' })
  form!: string;

  @Field(() => Float, { nullable: true, description: 'Liquids: lb per US gallon.' })
  lbPerUsGal!: number | null;

  @Field(() => Float, { nullable: true, description: 'Salt index; null when none is known.' })
  saltIndex!: number | null;

  @Field(() => String, { nullable: true, description: 'Where the salt index comes from.' })
  saltIndexSource!: string | null;

  @Field(() => Float, { nullable: true, description: 'Canadian dollars per tonne.' })
  pricePerTonne!: number | null;

  @Field(() => DateScalar, { nullable: true, description: 'The day the price was set.' })
  priceSetOn!: string | null;

  @Field({ description: 'Whether it may be placed with the seed.' })
  maySeedPlace!: boolean;
}

@ObjectType('ToolCrop', { description: 'A crop, and whether targets can be estimated for it.' })
export class CropType {
  @Field(() => CropEnum, { description: 'The crop.' })
  crop!: string;

  @Field({ description: 'Its name, e.g. "Spring wheat".' })
  name!: string;

  @Field({ description: 'Cited removal coefficients exist, so targets can be estimated.' })
  removalAvailable!: boolean;

  @Field(() => String, { nullable: true, description: 'Why no targets can be estimated.' })
  removalGap!: string | null;
}

@ObjectType('TargetEstimateLine', { description: 'One nutrient of a target estimate, lb/ac.' })
export class TargetEstimateLineType {
  @Field(() => NutrientEnum, { description: 'The nutrient.' })
  nutrient!: string;

  @Field(() => Float, { description: 'Removed by the harvested seed at the yield goal.' })
  removalLbPerAcre!: number;

  @Field(() => Float, { description: 'The soil test figure entered.' })
  soilTestLbPerAcre!: number;

  @Field(() => Float, { description: 'Removal less soil test, at least 0, to the whole pound.' })
  targetLbPerAcre!: number;

  @Field({ description: 'The soil test already covers the removal.' })
  clampedAtZero!: boolean;
}

@ObjectType('TargetEstimate', {
  description: 'Targets estimated from a yield goal less the soil test: always an estimate.',
})
export class TargetEstimateType {
  @Field({ description: 'False when the crop has no cited coefficients.' })
  available!: boolean;

  @Field(() => String, { nullable: true, description: 'The estimate label the page shows.' })
  label!: string | null;

  @Field(() => String, { nullable: true, description: 'Why no estimate (e.g. no coefficients).' })
  message!: string | null;

  @Field(() => [TargetEstimateLineType], { description: 'One line per nutrient.' })
  lines!: TargetEstimateLineType[];

  @Field(() => Citation, { nullable: true, description: 'The removal coefficients’ source.' })
  source!: Citation | null;

  @Field(() => String, { nullable: true, description: 'How the source was used, if noted.' })
  note!: string | null;
}

@ObjectType('PlanLine', { description: 'One product of a plan, in every unit.' })
export class PlanLineType {
  @Field(() => ID, { description: 'The catalogue id of the product.' })
  productId!: string;

  @Field({ description: 'Name and grade.' })
  name!: string;

  @Field(() => Float, { description: 'Product rate, lb/ac.' })
  lbPerAcre!: number;

  @Field(() => Float, { description: 'Product rate, kg/ha.' })
  kgPerHa!: number;

  @Field(() => Float, { nullable: true, description: 'Liquids only: US gal/ac.' })
  usGalPerAcre!: number | null;

  @Field(() => Float, { nullable: true, description: 'Liquids only: L/ha.' })
  lPerHa!: number | null;

  @Field(() => Float, { description: 'Product for the whole field, tonnes.' })
  fieldTonnes!: number;

  @Field(() => Float, { nullable: true, description: 'Cost per acre; null without a price.' })
  costPerAcre!: number | null;
}

@ObjectType('NutrientBalance', { description: 'A nutrient supplied against its target.' })
export class NutrientBalanceType {
  @Field(() => NutrientEnum, { description: 'The nutrient.' })
  nutrient!: string;

  @Field(() => Float, { nullable: true, description: 'Target, lb/ac; null without one.' })
  targetLbPerAcre!: number | null;

  @Field(() => Float, { description: 'Supplied by the plan, lb/ac.' })
  suppliedLbPerAcre!: number;

  @Field(() => Float, { nullable: true, description: 'Supplied − target, lb/ac.' })
  differenceLbPerAcre!: number | null;

  @Field(() => Float, { nullable: true, description: 'Target, kg/ha.' })
  targetKgPerHa!: number | null;

  @Field(() => Float, { description: 'Supplied, kg/ha.' })
  suppliedKgPerHa!: number;

  @Field({ description: '"met", "over" or "no-target".' })
  status!: string;
}

@ObjectType('PlanCost', { description: 'What a plan costs, in Canadian dollars.' })
export class PlanCostType {
  @Field(() => Float, { description: 'Per acre.' })
  perAcre!: number;

  @Field(() => Float, { description: 'Per hectare.' })
  perHa!: number;

  @Field(() => Float, { description: 'For the whole field.' })
  perField!: number;
}

@ObjectType('PlanExclusion', { description: 'A product left out of a plan, and why.' })
export class ExcludedType {
  @Field({ description: 'Name and grade.' })
  name!: string;

  @Field({ description: 'Why it was left out.' })
  reason!: string;
}

@ObjectType('FertilizerPlan', {
  description: 'A fertilizer plan, or why none can meet the targets.',
})
export class FertilizerPlanType {
  @Field({ description: 'False when no plan can meet the targets.' })
  feasible!: boolean;

  @Field(() => PlanModeEnum, { description: 'The mode planned in.' })
  mode!: string;

  @Field(() => String, { nullable: true, description: 'Infeasible: why, in plain words.' })
  message!: string | null;

  @Field(() => [PlanLineType], { description: 'The products used, in the order chosen.' })
  lines!: PlanLineType[];

  @Field(() => [NutrientBalanceType], { description: 'Each nutrient against its target.' })
  balance!: NutrientBalanceType[];

  @Field(() => PlanCostType, { nullable: true, description: 'Null when a product has no price.' })
  cost!: PlanCostType | null;

  @Field(() => [String], { description: 'Products in the plan without a price.' })
  unpriced!: string[];

  @Field(() => [ExcludedType], { description: 'Products left out (least cost: no price).' })
  excluded!: ExcludedType[];
}

@ObjectType('SeedRowFinding', { description: 'One reason of a seed-row answer.' })
export class SeedRowFindingType {
  @Field({ description: 'nitrogen, phosphate, potash, sulphur, product or nothing.' })
  topic!: string;

  @Field(() => VerdictEnum, { description: 'Its answer.' })
  verdict!: string;

  @Field({ description: 'Why, in plain words.' })
  reason!: string;

  @Field(() => Citation, { nullable: true, description: 'The guideline read.' })
  source!: Citation | null;

  @Field(() => Float, { nullable: true, description: 'Placed with the seed, lb/ac.' })
  placedLbPerAcre!: number | null;

  @Field(() => Float, { nullable: true, description: 'The safe rate read, lb/ac.' })
  limitLbPerAcre!: number | null;
}

@ObjectType('SeedRowHazard', { description: 'Why a product can hurt a germinating seed.' })
export class SeedRowHazardType {
  @Field({ description: 'Name and grade.' })
  product!: string;

  @Field({ description: 'ammonia, salt, ammonia-and-salt or not-stated.' })
  kind!: string;

  @Field({ description: 'In plain words.' })
  note!: string;
}

@ObjectType('BlendSaltIndex', { description: "A blend's salt index (mass-weighted)." })
export class BlendSaltIndexType {
  @Field(() => Float, { nullable: true, description: 'Null when a product has none.' })
  saltIndex!: number | null;

  @Field(() => Float, { nullable: true, description: 'Per unit of N + P₂O₅ + K₂O.' })
  partialSaltIndex!: number | null;

  @Field(() => [String], { description: 'Products the table gives no salt index for.' })
  missing!: string[];

  @Field(() => String, { nullable: true, description: 'Why no salt index, if none.' })
  message!: string | null;

  @Field({ description: 'The salt index table used.' })
  table!: string;

  @Field(() => Citation, { description: 'Its source.' })
  tableSource!: Citation;
}

@ObjectType('PlacedNutrients', { description: 'Nutrients placed with the seed, lb/ac.' })
export class PlacedNutrientsType {
  @Field(() => Float, { description: 'N judged against the nitrogen guideline.' })
  nitrogen!: number;

  @Field(() => Float, { description: "MAP's N, judged within the phosphate limit." })
  nitrogenWithPhosphate!: number;

  @Field(() => Float, { description: 'P₂O₅.' })
  phosphate!: number;

  @Field(() => Float, { description: 'K₂O.' })
  potash!: number;

  @Field(() => Float, { description: 'S.' })
  sulphur!: number;
}

@ObjectType('SeedRowCheck', { description: 'The seed-row safety check of a blend.' })
export class SeedRowCheckType {
  @Field(() => Float, { description: 'Spread ÷ row spacing, 0 to 1.' })
  seedbedUtilization!: number;

  @Field(() => VerdictEnum, { description: 'The worst of the findings.' })
  verdict!: string;

  @Field(() => [SeedRowFindingType], { description: 'Each reason, with its source.' })
  findings!: SeedRowFindingType[];

  @Field(() => PlacedNutrientsType, { description: 'What goes with the seed.' })
  placedLbPerAcre!: PlacedNutrientsType;

  @Field(() => [SeedRowHazardType], { description: 'Why each product can hurt the seed.' })
  hazards!: SeedRowHazardType[];

  @Field(() => BlendSaltIndexType, { description: 'The blend’s salt index.' })
  saltIndex!: BlendSaltIndexType;

  @Field(() => [String], { description: 'What the check cannot tell.' })
  notes!: string[];
}
