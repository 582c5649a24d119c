import { Field, ID, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { MutationPayload } from '../../common/user-errors.js';
import { FertilizerProduct } from './fertilizer-product.entity.js';

@ObjectType({ description: 'A page of fertilizer products, in the tools’ order.' })
export class FertilizerProductConnection extends ConnectionType(FertilizerProduct, {
  name: 'FertilizerProduct',
  noun: 'fertilizer product',
}) {}

/** What the fertilizer product mutations answer: the product as stored now, or the problems. */
@ObjectType('FertilizerProductPayload')
export abstract class FertilizerProductPayload extends MutationPayload {
  @Field(() => FertilizerProduct, {
    nullable: true,
    description: 'The product as stored now; null when `userErrors` is not empty.',
  })
  fertilizerProduct!: FertilizerProduct | null;
}

@ObjectType({
  description: 'Answer to `createFertilizerProduct`: the new product, or the problems.',
})
export class CreateFertilizerProductPayload extends FertilizerProductPayload {}

@ObjectType({
  description:
    'Answer to `updateFertilizerProduct`: the saved product, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`).',
})
export class UpdateFertilizerProductPayload extends FertilizerProductPayload {}

@ObjectType({
  description:
    'Answer to `restoreFertilizerProductVersion`: the product as restored, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`).',
})
export class RestoreFertilizerProductVersionPayload extends FertilizerProductPayload {}

@ObjectType({
  description: 'Answer to `moveFertilizerProduct`: the product at its new place, or the problems.',
})
export class MoveFertilizerProductPayload extends FertilizerProductPayload {}

@ObjectType({ description: 'Answer to `deleteFertilizerProduct`.' })
export class DeleteFertilizerProductPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the deleted product; null when `userErrors` is not empty.',
  })
  deletedId!: number | null;
}
