import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ResponsiveImage } from '../media/responsive-image.js';
import { Newsletter } from './newsletter.entity.js';
import { NewsletterService } from './newsletter.service.js';

@Resolver(() => Newsletter)
export class NewsletterResolver {
  @Query(() => [Newsletter], { description: 'Newsletters, newest first.' })
  newsletters(@Ctx() { em }: GraphQLContext): Promise<Newsletter[]> {
    return new NewsletterService(em).list();
  }

  @Query(() => Newsletter, {
    nullable: true,
    description: 'One newsletter by id; NOT_FOUND when it does not exist.',
  })
  newsletter(@Ctx() { em }: GraphQLContext, @Arg('id', () => ID) id: string): Promise<Newsletter> {
    return new NewsletterService(em).get(id);
  }

  @FieldResolver(() => ResponsiveImage, {
    nullable: true,
    description: 'The cover image with its intrinsic size and variants; null without an image.',
  })
  image(@Root() newsletter: Newsletter, @Ctx() { loaders }: GraphQLContext) {
    return newsletter.imageUrl ? loaders.imageByUrl.load(newsletter.imageUrl) : null;
  }
}
