import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { PayloadMutation } from '../../common/user-errors.js';
import type { RequestScope } from '../../common/request-scope.js';
import { CropPlan } from './crop-plan.entity.js';
import { CropPlanService } from './crop-plan.service.js';
import {
  CreateCropPlanPayload,
  DeleteCropPlanPayload,
  UpdateCropPlanPayload,
} from './crop-plan.types.js';
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
  cropPlan(
    @Ctx() { em, user }: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the crop plan.' }) id: string,
  ) {
    return new CropPlanService(em, user!.id).get(id);
  }

  @PayloadMutation(
    () => CreateCropPlanPayload,
    'Creates a crop plan (status "planned" by default). Problems with the fields are `userErrors` (nothing stored).',
  )
  async createCropPlan(
    @Ctx() { em, user }: RequestScope,
    @Arg('input', () => CropPlanInput, { description: 'The new plan.' }) input: CropPlanInput,
  ): Promise<CreateCropPlanPayload> {
    return { cropPlan: await new CropPlanService(em, user!.id).create(input), userErrors: [] };
  }

  @PayloadMutation(
    () => UpdateCropPlanPayload,
    'Changes one of the signed-in user’s crop plans. Problems with the changes are `userErrors` (nothing changed); an id that is not one of the user’s plans is the GraphQL error NOT_FOUND.',
  )
  async updateCropPlan(
    @Ctx() { em, user }: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the crop plan to change.' }) id: string,
    @Arg('input', () => UpdateCropPlanInput, { description: 'The fields to change.' })
    input: UpdateCropPlanInput,
  ): Promise<UpdateCropPlanPayload> {
    return { cropPlan: await new CropPlanService(em, user!.id).update(id, input), userErrors: [] };
  }

  @PayloadMutation(
    () => DeleteCropPlanPayload,
    'Deletes one of the signed-in user’s crop plans and answers its id; an id that is not one of the user’s plans is the GraphQL error NOT_FOUND.',
  )
  async deleteCropPlan(
    @Ctx() { em, user }: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the crop plan to delete.' }) id: string,
  ): Promise<DeleteCropPlanPayload> {
    return { deletedId: await new CropPlanService(em, user!.id).remove(id), userErrors: [] };
  }
}
