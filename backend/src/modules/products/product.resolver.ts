import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  UseMiddleware,
} from 'type-graphql';
import { PageArgs } from '../../common/pagination.types.js';
import { ReturnUserErrors } from '../../common/user-errors.js';
import { actorOf, type RequestScope } from '../../common/request-scope.js';
import type { ProductScope } from './product-scope.js';
import { Document } from '../documents/index.js';
import { RestoreVersionArgs } from '../history/index.js';
import { ResponsiveImage } from '../media/index.js';
import { Certification } from './certification.entity.js';
import { ProductInput } from './dto/product.input.js';
import { PRODUCT_CATEGORIES, Product, ProductCategory } from './product.entity.js';
import { ProductService } from './product.service.js';
import {
  CreateProductPayload,
  DeleteProductPayload,
  ProductConnection,
  RestoreProductVersionPayload,
  UpdateProductPayload,
} from './product.types.js';

@Resolver(() => Product)
export class ProductResolver {
  @Query(() => [Product], {
    description: 'Products in display order; with `category`, only the products of that category.',
  })
  products(
    @Ctx() { em }: RequestScope,
    @Arg('category', () => ProductCategory, { nullable: true, description: 'Only this category.' })
    category?: ProductCategory | null,
  ): Promise<Product[]> {
    return new ProductService(em).list(category);
  }

  @Query(() => Product, {
    nullable: true,
    description: 'One product by id; NOT_FOUND when it does not exist (also for a non-numeric id).',
  })
  product(
    @Ctx() { em }: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the product, as in /products/{id}.' }) id: string,
  ): Promise<Product> {
    return new ProductService(em).get(id);
  }

  @Query(() => Product, {
    nullable: true,
    description: 'One product by slug (e.g. "elite-phos"); NOT_FOUND when none matches.',
  })
  productBySlug(
    @Ctx() { em }: RequestScope,
    @Arg('slug', { description: 'Slug of the product, e.g. "elite-phos".' }) slug: string,
  ): Promise<Product> {
    return new ProductService(em).getBySlug(slug);
  }

  @Query(() => [ProductCategory], {
    description: 'The three product categories, in display order.',
  })
  productCategories(): ProductCategory[] {
    return [...PRODUCT_CATEGORIES];
  }

  @Query(() => [Certification], {
    description: "One product's certifications; NOT_FOUND when the product does not exist.",
  })
  productCertifications(
    @Ctx() { em }: RequestScope,
    @Arg('productId', () => ID, { description: 'Id of the product.' }) productId: string,
  ): Promise<Certification[]> {
    return new ProductService(em).certificationsOf(productId);
  }

  @Authorized('content')
  @Query(() => ProductConnection, {
    description:
      'Every product in display order (admin only), searched in names and category names and filtered by category.',
  })
  adminProducts(
    @Ctx() { em }: RequestScope,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Words of the name or the category.',
    })
    search: string | null,
    @Arg('category', () => ProductCategory, { nullable: true, description: 'Only this category.' })
    category: ProductCategory | null,
  ): Promise<ProductConnection> {
    return new ProductService(em).adminPage({ search, category }, page);
  }

  @Authorized('content')
  @Mutation(() => CreateProductPayload, {
    nullable: true,
    description: 'Creates a product, listed last (admin only); it is on the site at once.',
  })
  @UseMiddleware(ReturnUserErrors)
  async createProduct(
    @Ctx() scope: RequestScope,
    @Arg('input', () => ProductInput, { description: 'Its fields.' }) input: ProductInput,
  ): Promise<CreateProductPayload> {
    const product = await new ProductService(scope.em).create(input, actorOf(scope));
    return { product, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => UpdateProductPayload, {
    nullable: true,
    description:
      "Saves a product's fields (admin only); the site shows them at once. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
  })
  @UseMiddleware(ReturnUserErrors)
  async updateProduct(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the product.' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The `version` the editor started from.' })
    expectedVersion: number,
    @Arg('input', () => ProductInput, { description: 'Its new fields.' }) input: ProductInput,
  ): Promise<UpdateProductPayload> {
    const service = new ProductService(scope.em);
    const product = await service.update(id, expectedVersion, input, actorOf(scope));
    return { product, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => RestoreProductVersionPayload, {
    nullable: true,
    description:
      "Brings back an earlier version of a product's fields as a new version (admin only), checked as a save is; it keeps its place in the list, and its documents stay as they are. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
  })
  @UseMiddleware(ReturnUserErrors)
  async restoreProductVersion(
    @Ctx() scope: RequestScope,
    @Args(() => RestoreVersionArgs) { id, expectedVersion, version }: RestoreVersionArgs,
  ): Promise<RestoreProductVersionPayload> {
    const service = new ProductService(scope.em);
    const product = await service.restore(id, expectedVersion, version, actorOf(scope));
    return { product, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => DeleteProductPayload, {
    nullable: true,
    description:
      'Deletes a product with its certifications, their PDFs and its safety data sheet (admin only); its address answers 404 from then on. A product with certifications or a safety data sheet is refused with a user error listing them unless `confirm` is true. Its versions stay in the history.',
  })
  @UseMiddleware(ReturnUserErrors)
  async deleteProduct(
    @Ctx() scope: ProductScope,
    @Arg('id', () => ID, { description: 'Id of the product.' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The `version` the editor started from.' })
    expectedVersion: number,
    @Arg('confirm', {
      defaultValue: false,
      description: 'True once the editor has seen the certifications and sheet that go with it.',
    })
    confirm: boolean,
  ): Promise<DeleteProductPayload> {
    const service = new ProductService(scope.em);
    const removed = await service.remove(id, expectedVersion, confirm, actorOf(scope));
    await scope.imageStorage.remove(...removed.files);
    return { deletedId: removed.id, userErrors: [] };
  }

  @FieldResolver(() => [Certification], { description: 'Certifications held by the product.' })
  certifications(@Root() product: Product, @Ctx() { loaders }: ProductScope) {
    return loaders.certificationsByProduct.load(product.id);
  }

  @FieldResolver(() => Document, {
    nullable: true,
    description: 'The safety data sheet of the product, if published.',
  })
  safetyDataSheet(@Root() product: Product, @Ctx() { loaders }: ProductScope) {
    return loaders.safetyDataSheetByProduct.load(product.id);
  }

  @FieldResolver(() => ResponsiveImage, {
    nullable: true,
    description: 'The image with its intrinsic size and variants; null without an image.',
  })
  image(@Root() product: Product, @Ctx() { loaders }: ProductScope) {
    return product.imageUrl ? loaders.imageByUrl.load(product.imageUrl) : null;
  }
}
