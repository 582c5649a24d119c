import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Document } from '../documents/index.js';
import { ResponsiveImage } from '../media/index.js';
import { Em, RecordResolver } from '../records/index.js';
import type { ProductScope } from './product-scope.js';
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

/**
 * The products: the record resource's operations (a delete at the version the editor read, once
 * confirmed), the reads of the product pages, and a product's documents and image.
 */
@Resolver(() => Product)
export class ProductResolver extends RecordResolver({
  type: Product,
  name: 'Product',
  input: ProductInput,
  id: 'Id of the product.',
  service: ProductService,
  list: {
    description: 'Products in display order; with `category`, only the products of that category.',
    filter: {
      name: 'category',
      type: () => ProductCategory,
      nullable: true,
      description: 'Only this category.',
    },
  },
  get: {
    description: 'One product by id; NOT_FOUND when it does not exist (also for a non-numeric id).',
    id: 'Id of the product, as in /products/{id}.',
  },
  page: {
    connection: ProductConnection,
    description:
      'Every product in display order (admin only), searched in names and category names and filtered by category.',
    search: 'Words of the name or the category.',
    filter: {
      name: 'category',
      type: () => ProductCategory,
      nullable: true,
      description: 'Only this category.',
    },
  },
  create: {
    payload: CreateProductPayload,
    description: 'Creates a product, listed last (admin only); it is on the site at once.',
    input: 'Its fields.',
  },
  update: {
    payload: UpdateProductPayload,
    description:
      "Saves a product's fields (admin only); the site shows them at once. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
    input: 'Its new fields.',
  },
  restore: {
    payload: RestoreProductVersionPayload,
    description:
      "Brings back an earlier version of a product's fields as a new version (admin only), checked as a save is; it keeps its place in the list, and its documents stay as they are. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
    id: 'Id of the record.',
    version: 'The version to bring back, from its version history.',
  },
  delete: {
    payload: DeleteProductPayload,
    description:
      'Deletes a product with its certifications, their PDFs and its safety data sheet (admin only); its address answers 404 from then on. A product with certifications or a safety data sheet is refused with a user error listing them unless `confirm` is true. Its versions stay in the history.',
    confirm: {
      expectedVersion: 'The `version` the editor started from.',
      confirm: 'True once the editor has seen the certifications and sheet that go with it.',
    },
  },
}) {
  @Query(() => Product, {
    nullable: true,
    description: 'One product by slug (e.g. "elite-phos"); NOT_FOUND when none matches.',
  })
  productBySlug(
    @Em() em: EntityManager,
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
    @Em() em: EntityManager,
    @Arg('productId', () => ID, { description: 'Id of the product.' }) productId: string,
  ): Promise<Certification[]> {
    return new ProductService(em).certificationsOf(productId);
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
