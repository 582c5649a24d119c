import { Arg, Ctx, Field, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../request-scope.js';
import { ResponsiveImage } from '../media/index.js';
import { productSlug } from '../products/index.js';
import { TechnologyContent } from './technology-content.entity.js';
import { foundTechnology, TechnologyService } from './technology.service.js';

@ObjectType({ description: 'A product named on a technology page.' })
export class RelatedProduct {
  @Field({ description: 'E.g. "Elite Phos".' })
  name!: string;

  @Field({ description: 'E.g. "elite-phos" (see `productBySlug`).' })
  slug!: string;

  @Field({ description: 'Site path the link goes to: /solutions/products/{slug}.' })
  path!: string;
}

@Resolver(() => TechnologyContent)
export class TechnologyResolver {
  @Query(() => [TechnologyContent], { description: 'All technology content entries.' })
  technologies(@Ctx() { em }: RequestScope): Promise<TechnologyContent[]> {
    return new TechnologyService(em).list();
  }

  @Query(() => TechnologyContent, {
    nullable: true,
    description:
      'One entry by key ("technology", "soil-diagnostics", "micro-extraction" or "nanosorb"); NOT_FOUND for an unknown key.',
  })
  async technology(
    @Ctx() { loaders }: RequestScope,
    @Arg('key', {
      defaultValue: 'technology',
      description:
        'Lookup key of the entry: "technology", "soil-diagnostics", "micro-extraction" or "nanosorb".',
    })
    key: string,
  ): Promise<TechnologyContent> {
    return foundTechnology(await loaders.technologyByKey.load(key));
  }

  @FieldResolver(() => [RelatedProduct], { description: 'Related Products section.' })
  relatedProducts(@Root() entry: TechnologyContent): RelatedProduct[] {
    return entry.relatedProducts.map((name) => {
      const slug = productSlug(name);
      return { name, slug, path: `/solutions/products/${slug}` };
    });
  }

  @FieldResolver(() => [ResponsiveImage], {
    description: 'The images with their intrinsic sizes and variants, in the order of `images`.',
  })
  responsiveImages(@Root() entry: TechnologyContent, @Ctx() { loaders }: RequestScope) {
    return Promise.all(entry.images.map((url) => loaders.imageByUrl.load(url)));
  }
}
