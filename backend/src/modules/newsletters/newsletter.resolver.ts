import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { PageArgs } from '../../common/pagination.types.js';
import type { RequestScope } from '../request-scope.js';
import { ResponsiveImage } from '../media/index.js';
import { NewsletterConnection } from './newsletter.connection.js';
import { Newsletter } from './newsletter.entity.js';
import { NewsletterService } from './newsletter.service.js';

@Resolver(() => Newsletter)
export class NewsletterResolver {
  @Query(() => NewsletterConnection, {
    description:
      'Newsletters, newest first, a page at a time: `first: 1` is the latest edition. Follow `pageInfo.endCursor` with `after` for older ones.',
  })
  newsletters(
    @Ctx() { em }: RequestScope,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<NewsletterConnection> {
    return new NewsletterService(em).page(page);
  }

  @Query(() => Newsletter, {
    nullable: true,
    description: 'One newsletter by id; NOT_FOUND when it does not exist.',
  })
  newsletter(
    @Ctx() { em }: RequestScope,
    @Arg('id', () => ID, { description: 'Id of the newsletter, as in /newsletter/{id}.' })
    id: string,
  ): Promise<Newsletter> {
    return new NewsletterService(em).get(id);
  }

  @FieldResolver(() => ResponsiveImage, {
    nullable: true,
    description: 'The cover image with its intrinsic size and variants; null without an image.',
  })
  image(@Root() newsletter: Newsletter, @Ctx() { loaders }: RequestScope) {
    return newsletter.imageUrl ? loaders.imageByUrl.load(newsletter.imageUrl) : null;
  }
}
