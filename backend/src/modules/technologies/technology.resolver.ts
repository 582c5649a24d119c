import { Arg, Ctx, Field, FieldResolver, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ResponsiveImage } from '../media/index.js';
import { productSlug } from '../products/index.js';
import { RecordResolver } from '../records/index.js';
import type { TechnologyScope } from './technology-scope.js';
import { TechnologyContent } from './technology-content.entity.js';
import { TechnologyInput } from './dto/technology.input.js';
import { foundTechnology, TechnologyService } from './technology.service.js';
import {
  RestoreTechnologyVersionPayload,
  TechnologyContentConnection,
  UpdateTechnologyPayload,
} from './technology.types.js';

/**
 * Why the admin has no create or delete: each page looks its entry up by a fixed key, so a new
 * key would show on no page and a deleted one would leave its page on "Technology Not Found".
 */
const FIXED_ENTRIES =
  'The entries are fixed: the pages look each one up by its key, so there is no create or delete (a new key would show on no page; a deleted one would leave its page on "Technology Not Found").';

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
export class TechnologyResolver extends RecordResolver({
  type: TechnologyContent,
  name: 'Technology',
  plural: 'Technologies',
  input: TechnologyInput,
  id: 'Id of the entry.',
  service: TechnologyService,
  list: { description: 'All technology content entries.' },
  one: 'One technology entry by id (admin only); NOT_FOUND when it does not exist.',
  page: {
    connection: TechnologyContentConnection,
    description: `The technology entries (admin only), in the order they were added, searched in keys, names, titles, short descriptions and summaries. ${FIXED_ENTRIES}`,
  },
  update: {
    payload: UpdateTechnologyPayload,
    description: `Saves a technology entry's fields (admin only); its pages follow at once. Refused with a CONFLICT user error when someone else saved it after \`expectedVersion\`. Its key never changes. ${FIXED_ENTRIES}`,
    input: 'Its new fields.',
  },
  restore: {
    payload: RestoreTechnologyVersionPayload,
    description:
      "Saves an earlier version's fields again as a new version (admin only), checked as any save; a CONFLICT user error when someone else saved it after `expectedVersion`.",
  },
}) {
  @Query(() => TechnologyContent, {
    nullable: true,
    description:
      'One entry by key ("technology", "soil-diagnostics", "micro-extraction" or "nanosorb"); NOT_FOUND for an unknown key.',
  })
  async technology(
    @Ctx() { loaders }: TechnologyScope,
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
  responsiveImages(@Root() entry: TechnologyContent, @Ctx() { loaders }: TechnologyScope) {
    return Promise.all(entry.images.map((url) => loaders.imageByUrl.load(url)));
  }
}
