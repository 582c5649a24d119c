import type { AppModule } from '../app-module.js';
import { Subscriber } from './subscriber.entity.js';
import { SubscriberResolver } from './subscriber.resolver.js';

export { INVALID_EMAIL, SubscribeInput } from './dto/subscribe.input.js';
export { Subscriber } from './subscriber.entity.js';
export { normaliseEmail, SUBSCRIBED_MESSAGE, SubscriberService } from './subscriber.service.js';

/** Newsletter subscriptions. */
export const subscribersModule: AppModule = {
  name: 'subscribers',
  entities: [Subscriber],
  resolvers: [SubscriberResolver],
};
