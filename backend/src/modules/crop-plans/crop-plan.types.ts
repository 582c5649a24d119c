import { Field, ID, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../common/user-errors.js';
import { CropPlan } from './crop-plan.entity.js';

@ObjectType({
  description: 'Answer to `createCropPlan`: the new plan, or the problems with its fields.',
})
export class CreateCropPlanPayload extends MutationPayload {
  @Field(() => CropPlan, {
    nullable: true,
    description: 'The stored plan; null when `userErrors` is not empty.',
  })
  cropPlan!: CropPlan | null;
}

@ObjectType({
  description: 'Answer to `updateCropPlan`: the changed plan, or the problems with the changes.',
})
export class UpdateCropPlanPayload extends MutationPayload {
  @Field(() => CropPlan, {
    nullable: true,
    description: 'The plan as stored now; null when `userErrors` is not empty.',
  })
  cropPlan!: CropPlan | null;
}

@ObjectType({ description: 'Answer to `deleteCropPlan`: the id of the deleted plan.' })
export class DeleteCropPlanPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the plan that was deleted; null when `userErrors` is not empty.',
  })
  deletedId!: number | null;
}
