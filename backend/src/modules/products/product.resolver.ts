import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../request-scope.js';
import { Document } from '../documents/index.js';
import { ResponsiveImage } from '../media/index.js';
import { Certification } from './certification.entity.js';
import { PRODUCT_CATEGORIES, Product, ProductCategory } from './product.entity.js';
import { ProductService } from './product.service.js';

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

  @FieldResolver(() => [Certification], { description: 'Certifications held by the product.' })
  certifications(@Root() product: Product, @Ctx() { loaders }: RequestScope) {
    return loaders.certificationsByProduct.load(product.id);
  }

  @FieldResolver(() => Document, {
    nullable: true,
    description: 'The safety data sheet of the product, if published.',
  })
  safetyDataSheet(@Root() product: Product, @Ctx() { loaders }: RequestScope) {
    return loaders.safetyDataSheetByProduct.load(product.id);
  }

  @FieldResolver(() => ResponsiveImage, {
    nullable: true,
    description: 'The image with its intrinsic size and variants; null without an image.',
  })
  image(@Root() product: Product, @Ctx() { loaders }: RequestScope) {
    return product.imageUrl ? loaders.imageByUrl.load(product.imageUrl) : null;
  }
}
