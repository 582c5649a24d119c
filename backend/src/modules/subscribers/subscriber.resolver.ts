import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { PageArgs } from '../../common/pagination.types.js';
import { ReturnUserErrors } from '../../common/user-errors.js';
import type { RequestScope } from '../request-scope.js';
import { SubscribeInput } from './dto/subscribe.input.js';
import { SubscriberConnection } from './subscriber.connection.js';
import { Subscriber } from './subscriber.entity.js';
import { SubscriberService } from './subscriber.service.js';
import { SubscribePayload } from './subscriber.types.js';

@Resolver(() => Subscriber)
export class SubscriberResolver {
  @Mutation(() => SubscribePayload, {
    nullable: true,
    description:
      "Subscribes an e-mail address to the newsletter. Subscribing again answers the same success (no duplicate, nothing revealed). An invalid address is a user error (nothing stored). Each subscription, aliased ones included, spends one of the sender address's SUBSCRIBE_LIMIT per window (shared with POST /api/subscribe); beyond it the field is a TOO_MANY_REQUESTS error with `extensions.retryAfter` (seconds).",
  })
  @UseMiddleware(ReturnUserErrors)
  async subscribe(
    @Ctx() { em, clientAddress, limits }: RequestScope,
    @Arg('input', () => SubscribeInput, { description: 'The address and its topics.' })
    input: SubscribeInput,
  ): Promise<SubscribePayload> {
    const { message } = await new SubscriberService(em).subscribe(input, { clientAddress, limits });
    return { message, userErrors: [] };
  }

  @Authorized('admin')
  @Query(() => SubscriberConnection, {
    nullable: true,
    description:
      'Newsletter subscribers, newest first, a page at a time (admin only). Follow `pageInfo.endCursor` with `after` for the next page.',
  })
  subscribers(
    @Ctx() { em }: RequestScope,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<SubscriberConnection> {
    return new SubscriberService(em).page(page);
  }
}
