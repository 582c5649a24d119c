import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../request-scope.js';
import { ResponsiveImage } from '../media/index.js';
import { Newsletter } from './newsletter.entity.js';
import { NewsletterService } from './newsletter.service.js';

@Resolver(() => Newsletter)
export class NewsletterResolver {
  @Query(() => [Newsletter], { description: 'Newsletters, newest first.' })
  newsletters(
    @Ctx() { em }: RequestScope,
    @Arg('first', () => Int, {
      nullable: true,
      description:
        'Only the newest `first` editions (at least 1), e.g. 1 for the latest; all when omitted.',
    })
    first?: number | null,
  ): Promise<Newsletter[]> {
    return new NewsletterService(em).list(first ?? undefined);
  }

  @Query(() => Newsletter, {
    nullable: true,
    description: 'One newsletter by id; NOT_FOUND when it does not exist.',
  })
  newsletter(@Ctx() { em }: RequestScope, @Arg('id', () => ID) id: string): Promise<Newsletter> {
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
