import { Field, ID, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { MutationPayload } from '../../common/user-errors.js';
import { Product } from './product.entity.js';

@ObjectType({ description: 'A page of products, in display order.' })
export class ProductConnection extends ConnectionType(Product, {
  name: 'Product',
  noun: 'product',
}) {}

/** What the product mutations answer: the product as stored now, or the problems. */
@ObjectType('ProductPayload')
export abstract class ProductPayload extends MutationPayload {
  @Field(() => Product, {
    nullable: true,
    description: 'The product as stored now; null when `userErrors` is not empty.',
  })
  product!: Product | null;
}

@ObjectType({ description: 'Answer to `createProduct`: the new product, or the problems.' })
export class CreateProductPayload extends ProductPayload {}

@ObjectType({
  description:
    'Answer to `updateProduct`: the saved product, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`).',
})
export class UpdateProductPayload extends ProductPayload {}

@ObjectType({
  description:
    'Answer to `restoreProductVersion`: the product as restored, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`).',
})
export class RestoreProductVersionPayload extends ProductPayload {}

@ObjectType({ description: 'Answer to `deleteProduct`.' })
export class DeleteProductPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the deleted product; null when `userErrors` is not empty.',
  })
  deletedId!: number | null;
}
