import { Arg, createParameterDecorator, Query, Resolver } from 'type-graphql';
import type { FertilizerScope } from './fertilizer-catalogue.js';
import {
  FertilizerPlanInput,
  FertilizerTargetsInput,
  SeedRowCheckInput,
} from './dto/fertilizer-tools.input.js';
import { catalogueType, FertilizerToolsService } from './fertilizer-tools.service.js';
import {
  CatalogueProductType,
  CropType,
  FertilizerPlanType,
  SeedRowCheckType,
  TargetEstimateType,
} from './fertilizer-tools.types.js';

/**
 * The tools' service of a request, as a resolver's parameter: over its EntityManager fork and the
 * app's catalogue snapshot, taken from the scope here once rather than in every query.
 */
function Tools(): ReturnType<typeof createParameterDecorator> {
  return createParameterDecorator<FertilizerScope>(
    ({ context }) => new FertilizerToolsService(context.em, context.fertilizerCatalogue),
  );
}

/**
 * The farm tools' public API: the same agronomy module the pages run, over the company's
 * products as stored now. Resolvers only read the arguments and call the service.
 */
@Resolver()
export class FertilizerToolsResolver {
  @Query(() => [CatalogueProductType], {
    description:
      "The products the tools offer: the company's (`kind` COMPANY, with price) in the office's order, then the cited reference fertilizers (`kind` REFERENCE).",
  })
  async fertilizerCatalogue(
    @Tools() tools: FertilizerToolsService,
  ): Promise<CatalogueProductType[]> {
    return (await tools.catalogue()).map(catalogueType);
  }

  @Query(() => [CropType], { description: 'The crops of the tools.' })
  fertilizerCrops(@Tools() tools: FertilizerToolsService): CropType[] {
    return tools.crops();
  }

  @Query(() => TargetEstimateType, {
    description:
      'Nutrient targets estimated from a yield goal with cited removal coefficients, less the soil test: an estimate, each target to be overridden where known. BAD_USER_INPUT without exactly one yield goal.',
  })
  fertilizerTargets(
    @Tools() tools: FertilizerToolsService,
    @Arg('input', () => FertilizerTargetsInput, { description: 'Crop, yield goal, soil test.' })
    input: FertilizerTargetsInput,
  ): TargetEstimateType {
    return tools.targets(input);
  }

  @Query(() => FertilizerPlanType, {
    description:
      'An exact or least-cost plan (linear programming, yalps) meeting the targets with the chosen products; `feasible` false with a plain `message` when none can. BAD_USER_INPUT for an unknown product or without exactly one field size.',
  })
  fertilizerPlan(
    @Tools() tools: FertilizerToolsService,
    @Arg('input', () => FertilizerPlanInput, { description: 'Products, targets, field, mode.' })
    input: FertilizerPlanInput,
  ): Promise<FertilizerPlanType> {
    return tools.plan(input);
  }

  @Query(() => SeedRowCheckType, {
    description:
      "The Salt Index App's check: the blend's salt index by the table used, seedbed utilization and the seed-placed N and P₂O₅ against the published safe rates, as safe, caution or exceeds with the reasons.",
  })
  seedRowCheck(
    @Tools() tools: FertilizerToolsService,
    @Arg('input', () => SeedRowCheckInput, { description: 'Crop, soil, opener and blend.' })
    input: SeedRowCheckInput,
  ): Promise<SeedRowCheckType> {
    return tools.seedRow(input);
  }
}
