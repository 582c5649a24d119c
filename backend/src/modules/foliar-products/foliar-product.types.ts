import { Field, ID, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { MutationPayload } from '../../common/user-errors.js';
import { FoliarProduct } from './foliar-product.entity.js';

@ObjectType({ description: 'A page of foliar products, in display order.' })
export class FoliarProductConnection extends ConnectionType(FoliarProduct, {
  name: 'FoliarProduct',
  noun: 'foliarProduct',
}) {}

/** What the foliar product mutations answer: the foliar product as stored now, or the problems. */
@ObjectType('FoliarProductPayload')
export abstract class FoliarProductPayload extends MutationPayload {
  @Field(() => FoliarProduct, {
    nullable: true,
    description: 'The foliar product as stored now; null when `userErrors` is not empty.',
  })
  foliarProduct!: FoliarProduct | null;
}

@ObjectType({
  description: 'Answer to `createFoliarProduct`: the new foliar product, or the problems.',
})
export class CreateFoliarProductPayload extends FoliarProductPayload {}

@ObjectType({
  description:
    'Answer to `updateFoliarProduct`: the saved foliar product, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`).',
})
export class UpdateFoliarProductPayload extends FoliarProductPayload {}

@ObjectType({
  description:
    'Answer to `restoreFoliarProductVersion`: the foliar product as restored, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`).',
})
export class RestoreFoliarProductVersionPayload extends FoliarProductPayload {}

@ObjectType({
  description:
    'Answer to `moveFoliarProduct`: the foliar product at its new place, or the problems.',
})
export class MoveFoliarProductPayload extends FoliarProductPayload {}

@ObjectType({ description: 'Answer to `deleteFoliarProduct`.' })
export class DeleteFoliarProductPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the deleted foliar product; null when `userErrors` is not empty.',
  })
  deletedId!: number | null;
}
