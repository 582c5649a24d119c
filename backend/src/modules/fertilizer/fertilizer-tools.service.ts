import type { EntityManager } from '@mikro-orm/postgresql';
import {
  checkSeedRow,
  CROPS,
  planFertilizer,
  planProductOf,
  REMOVAL_GAPS,
  removalCoefficients,
  seedRowLineOf,
  targetsFromYieldGoal,
  type CatalogueProduct,
  type CropId,
  type Nutrient,
  type PlanMode,
  type SeedbedMoisture,
  type SoilTexture,
  type Source,
} from 'agronomy';
import { InvalidInputError } from '../../common/errors.js';
import type {
  FertilizerPlanInput,
  FertilizerTargetsInput,
  NutrientAmountsInput,
  SeedRowCheckInput,
} from './dto/fertilizer-tools.input.js';
import type { FertilizerCatalogue } from './fertilizer-catalogue.js';
import type {
  CatalogueProductType,
  Citation,
  CropType,
  FertilizerPlanType,
  SeedRowCheckType,
  TargetEstimateType,
} from './fertilizer-tools.types.js';

export const UNKNOWN_PRODUCT = 'Unknown product: choose one from the product list';
export const FIELD_SIZE_REQUIRED = 'Give the field size in acres or in hectares, not both';
export const YIELD_GOAL_REQUIRED = 'Give the yield goal in bu/ac or in t/ha, not both';

const citation = (source: Source): Citation => ({
  title: source.title,
  publisher: source.publisher,
  year: source.year,
  url: source.url ?? null,
  where: source.where ?? null,
});

/** The input's camelCase fields, by nutrient. */
const INPUT_FIELDS = [
  ['N', 'nitrogen'],
  ['P2O5', 'phosphate'],
  ['K2O', 'potash'],
  ['S', 'sulphur'],
] as const;

const amounts = (input?: NutrientAmountsInput | null): Partial<Record<Nutrient, number>> => {
  const out: Partial<Record<Nutrient, number>> = {};
  for (const [nutrient, field] of INPUT_FIELDS) {
    const value = input?.[field];
    if (typeof value === 'number') out[nutrient] = value;
  }
  return out;
};

export function catalogueType(entry: CatalogueProduct): CatalogueProductType {
  return {
    id: entry.id,
    kind: entry.kind,
    name: entry.name,
    grade: entry.grade,
    nitrogenPercent: entry.analysis.N,
    phosphatePercent: entry.analysis.P2O5,
    potashPercent: entry.analysis.K2O,
    sulphurPercent: entry.analysis.S,
    otherPercent: entry.otherPercent,
    form: entry.form,
    lbPerUsGal: entry.lbPerUsGal,
    saltIndex: entry.saltIndex,
    saltIndexSource: entry.saltIndexSource,
    pricePerTonne: entry.pricePerTonne,
    priceSetOn: entry.priceSetOn,
    maySeedPlace: entry.maySeedPlace,
  };
}

/**
 * The Optimize Calculator's and the Salt Index App's answers for the API: the inputs turned into
 * the agronomy module's, with the company's products as the office keeps them now, and its
 * answers passed on as they are. The pages call the same functions in the browser.
 */
export class FertilizerToolsService {
  /** `products`: the request scope's catalogue (fertilizer-catalogue.ts). */
  constructor(
    private readonly em: EntityManager,
    private readonly products: FertilizerCatalogue,
  ) {}

  catalogue(): Promise<readonly CatalogueProduct[]> {
    return this.products.read(this.em);
  }

  crops(): CropType[] {
    return CROPS.map((crop) => ({
      crop: crop.id,
      name: crop.name,
      removalAvailable: removalCoefficients(crop.id) !== null,
      removalGap: REMOVAL_GAPS[crop.id] ?? null,
    }));
  }

  targets(input: FertilizerTargetsInput): TargetEstimateType {
    const hasBushels = typeof input.bushelsPerAcre === 'number';
    if (hasBushels === (typeof input.tonnesPerHa === 'number')) {
      throw new InvalidInputError(YIELD_GOAL_REQUIRED, { bushelsPerAcre: YIELD_GOAL_REQUIRED });
    }
    const estimate = targetsFromYieldGoal({
      crop: input.crop as CropId,
      yieldGoal: hasBushels
        ? { bushelsPerAcre: input.bushelsPerAcre! }
        : { tonnesPerHa: input.tonnesPerHa! },
      soilTestLbPerAcre: amounts(input.soilTestLbPerAcre),
    });
    if (!estimate.available) {
      return {
        available: false,
        label: null,
        message: estimate.message,
        lines: [],
        source: null,
        note: null,
      };
    }
    return {
      available: true,
      label: estimate.label,
      message: null,
      lines: estimate.lines,
      source: citation(estimate.source),
      note: estimate.note ?? null,
    };
  }

  private async chosen(ids: readonly string[]): Promise<CatalogueProduct[]> {
    const catalogue = await this.catalogue();
    return ids.map((id) => {
      const entry = catalogue.find((candidate) => candidate.id === id);
      if (!entry) throw new InvalidInputError(UNKNOWN_PRODUCT, { productIds: UNKNOWN_PRODUCT });
      return entry;
    });
  }

  async plan(input: FertilizerPlanInput): Promise<FertilizerPlanType> {
    const hasAcres = typeof input.acres === 'number';
    if (hasAcres === (typeof input.hectares === 'number')) {
      throw new InvalidInputError(FIELD_SIZE_REQUIRED, { acres: FIELD_SIZE_REQUIRED });
    }
    const products = await this.chosen([...new Set(input.productIds)]);
    const result = planFertilizer({
      products: products.map((entry) => planProductOf(entry)),
      targetsLbPerAcre: amounts(input.targetsLbPerAcre),
      field: hasAcres ? { acres: input.acres! } : { hectares: input.hectares! },
      mode: input.mode as PlanMode,
    });
    if (!result.feasible) {
      return {
        feasible: false,
        mode: result.mode,
        message: result.message,
        lines: [],
        balance: [],
        cost: null,
        unpriced: [],
        excluded: result.excluded,
      };
    }
    return {
      feasible: true,
      mode: result.mode,
      message: null,
      lines: result.lines.map((line) => ({
        productId: line.productId,
        name: line.name,
        ...line.rates,
        fieldTonnes: line.fieldTonnes,
        costPerAcre: line.costPerAcre,
      })),
      balance: result.balance,
      cost: result.cost,
      unpriced: result.unpriced,
      excluded: result.excluded,
    };
  }

  async seedRow(input: SeedRowCheckInput): Promise<SeedRowCheckType> {
    const products = await this.chosen(input.lines.map((line) => line.productId));
    const check = checkSeedRow({
      crop: input.crop as CropId,
      texture: input.texture as SoilTexture,
      moisture: input.moisture as SeedbedMoisture,
      spread: input.spread,
      rowSpacing: input.rowSpacing,
      lines: products.map((entry, index) => seedRowLineOf(entry, input.lines[index].lbPerAcre)),
    });
    return {
      seedbedUtilization: check.seedbedUtilization,
      verdict: check.verdict,
      findings: check.findings.map((finding) => ({
        topic: finding.topic,
        verdict: finding.verdict,
        reason: finding.reason,
        source: finding.source ? citation(finding.source) : null,
        placedLbPerAcre: finding.placedLbPerAcre ?? null,
        limitLbPerAcre: finding.limitLbPerAcre ?? null,
      })),
      placedLbPerAcre: {
        nitrogen: check.placedLbPerAcre.nitrogen,
        nitrogenWithPhosphate: check.placedLbPerAcre.nitrogenWithPhosphate,
        phosphate: check.placedLbPerAcre.P2O5,
        potash: check.placedLbPerAcre.K2O,
        sulphur: check.placedLbPerAcre.S,
      },
      hazards: check.hazards.map(({ product, kind, note }) => ({ product, kind, note })),
      saltIndex: {
        saltIndex: check.saltIndex.saltIndex,
        partialSaltIndex: check.saltIndex.partialSaltIndex,
        missing: check.saltIndex.missing,
        message: check.saltIndex.message,
        table: check.saltIndexTable.name,
        tableSource: citation(check.saltIndexTable.source),
      },
      notes: check.notes,
    };
  }
}
