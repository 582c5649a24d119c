import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  UseMiddleware,
} from 'type-graphql';
import { PageArgs } from '../../common/pagination.types.js';
import { ReturnUserErrors } from '../../common/user-errors.js';
import { actorOf, type RequestScope } from '../../common/request-scope.js';
import type { TechnologyScope } from './technology-scope.js';
import { ResponsiveImage } from '../media/index.js';
import { productSlug } from '../products/index.js';
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

  @Authorized('content')
  @Query(() => TechnologyContentConnection, {
    description: `The technology entries (admin only), in the order they were added, searched in keys, names, titles, short descriptions and summaries. ${FIXED_ENTRIES}`,
  })
  adminTechnologies(
    @Ctx() { em }: RequestScope,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('search', () => String, { nullable: true, description: 'Words to look for.' })
    search: string | null,
  ): Promise<TechnologyContentConnection> {
    return new TechnologyService(em).adminPage(search, page);
  }

  @Authorized('content')
  @Query(() => TechnologyContent, {
    nullable: true,
    description: 'One technology entry by id (admin only); NOT_FOUND when it does not exist.',
  })
  adminTechnology(
    @Ctx() { em }: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the entry.' }) id: string,
  ): Promise<TechnologyContent> {
    return new TechnologyService(em).find(id);
  }

  @Authorized('content')
  @Mutation(() => UpdateTechnologyPayload, {
    nullable: true,
    description: `Saves a technology entry's fields (admin only); its pages follow at once. Refused with a CONFLICT user error when someone else saved it after \`expectedVersion\`. Its key never changes. ${FIXED_ENTRIES}`,
  })
  @UseMiddleware(ReturnUserErrors)
  async updateTechnology(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the entry.' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The `version` the editor started from.' })
    expectedVersion: number,
    @Arg('input', () => TechnologyInput, { description: 'Its new fields.' })
    input: TechnologyInput,
  ): Promise<UpdateTechnologyPayload> {
    const technology = await new TechnologyService(scope.em).update(
      id,
      expectedVersion,
      input,
      actorOf(scope),
    );
    return { technology, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => RestoreTechnologyVersionPayload, {
    nullable: true,
    description:
      "Saves an earlier version's fields again as a new version (admin only), checked as any save; a CONFLICT user error when someone else saved it after `expectedVersion`.",
  })
  @UseMiddleware(ReturnUserErrors)
  async restoreTechnologyVersion(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the entry.' }) id: string,
    @Arg('expectedVersion', () => Int, { description: 'The `version` the editor started from.' })
    expectedVersion: number,
    @Arg('version', () => Int, { description: 'The version to bring back.' }) version: number,
  ): Promise<RestoreTechnologyVersionPayload> {
    const technology = await new TechnologyService(scope.em).restore(
      id,
      expectedVersion,
      version,
      actorOf(scope),
    );
    return { technology, userErrors: [] };
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
