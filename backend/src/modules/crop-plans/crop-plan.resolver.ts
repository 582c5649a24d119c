import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../request-scope.js';
import { CropPlan } from './crop-plan.entity.js';
import { CropPlanService } from './crop-plan.service.js';
import { CropPlanInput, UpdateCropPlanInput } from './dto/crop-plan.input.js';

/** Every field needs a signed-in user (a valid bearer token); plans are scoped to that user. */
@Authorized()
@Resolver(() => CropPlan)
export class CropPlanResolver {
  @Query(() => [CropPlan], { description: "The signed-in user's crop plans, by start date." })
  cropPlans(@Ctx() { em, user }: RequestScope): Promise<CropPlan[]> {
    return new CropPlanService(em, user!.id).list();
  }

  @Query(() => CropPlan, {
    nullable: true,
    description: "One of the signed-in user's crop plans; NOT_FOUND otherwise.",
  })
  cropPlan(@Ctx() { em, user }: RequestScope, @Arg('id', () => ID) id: string) {
    return new CropPlanService(em, user!.id).get(id);
  }

  @Mutation(() => CropPlan, { description: 'Creates a crop plan (status "planned" by default).' })
  createCropPlan(
    @Ctx() { em, user }: RequestScope,
    @Arg('input', () => CropPlanInput) input: CropPlanInput,
  ): Promise<CropPlan> {
    return new CropPlanService(em, user!.id).create(input);
  }

  @Mutation(() => CropPlan, { description: 'Changes one of the signed-in user’s crop plans.' })
  updateCropPlan(
    @Ctx() { em, user }: RequestScope,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateCropPlanInput) input: UpdateCropPlanInput,
  ): Promise<CropPlan> {
    return new CropPlanService(em, user!.id).update(id, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes one of the signed-in user’s crop plans.' })
  deleteCropPlan(
    @Ctx() { em, user }: RequestScope,
    @Arg('id', () => ID) id: string,
  ): Promise<boolean> {
    return new CropPlanService(em, user!.id).remove(id);
  }
}
