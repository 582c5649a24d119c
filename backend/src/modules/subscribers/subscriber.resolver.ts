import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../request-scope.js';
import { SubscribeInput } from './dto/subscribe.input.js';
import { Subscriber } from './subscriber.entity.js';
import { SubscriberService } from './subscriber.service.js';
import { SubscribeResult } from './subscriber.types.js';

@Resolver(() => Subscriber)
export class SubscriberResolver {
  @Mutation(() => SubscribeResult, {
    description:
      'Subscribes an e-mail address to the newsletter. Subscribing again answers the same success (no duplicate, nothing revealed).',
  })
  subscribe(
    @Ctx() { em }: RequestScope,
    @Arg('input', () => SubscribeInput) input: SubscribeInput,
  ): Promise<SubscribeResult> {
    return new SubscriberService(em).subscribe(input);
  }

  @Authorized('admin')
  @Query(() => [Subscriber], {
    nullable: true,
    description: 'Newsletter subscribers, newest first (admin only).',
  })
  subscribers(@Ctx() { em }: RequestScope): Promise<Subscriber[]> {
    return new SubscriberService(em).list();
  }
}
