import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  findPage,
  type Connection,
  type KeysetOrder,
  type PageRequest,
} from '../../common/pagination.js';
import {
  addressKey,
  isHoneypotFilled,
  minutesToWait,
  type RateLimitedClient,
} from '../../common/rate-limits.js';
import { SUBSCRIBER_LIMITS, type SubscribeInput } from './dto/subscribe.input.js';
import { Subscriber } from './subscriber.entity.js';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter!';

/** Over SUBSCRIBE_LIMIT: the subscribe form shows this in its toast. */
export const subscribeLimitedMessage = (retryAfterSeconds: number) =>
  `Too many subscriptions from your connection. Please try again in ${minutesToWait(retryAfterSeconds)}.`;

const SUBSCRIBER_ORDER: KeysetOrder<Subscriber> = {
  key: 'subscribeDate',
  kind: 'date',
  direction: 'desc',
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class SubscriberService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Subscribes an address. Idempotent: an address already subscribed (in any letter case) gets the
   * same answer as a new one, no second row is made, an inactive subscriber is active again and new
   * preferences are added: the latest SUBSCRIBER_LIMITS.preferences are kept, so repeated
   * subscriptions cannot grow a row without bound. The row is committed before this resolves.
   * Each subscription first spends one of the sender's SUBSCRIBE_LIMIT (TooManyRequestsError when
   * spent); one with the honeypot filled is answered the same and stores nothing.
   */
  async subscribe(input: SubscribeInput, sender: RateLimitedClient): Promise<{ message: string }> {
    const key = addressKey(sender.clientAddress);
    await sender.limits.consume('subscribe', key, subscribeLimitedMessage);
    if (isHoneypotFilled(input.website)) return { message: SUBSCRIBED_MESSAGE };
    const email = normaliseEmail(input.email);
    const preferences = [...new Set(input.preferences ?? [])];
    const existing = await this.em.findOne(Subscriber, { email });
    if (existing) {
      existing.isActive = true;
      const kept = existing.preferences.filter((preference) => !preferences.includes(preference));
      existing.preferences = [...kept, ...preferences].slice(-SUBSCRIBER_LIMITS.preferences);
      await this.em.flush();
    } else {
      this.em.create(Subscriber, { email, preferences });
      try {
        await this.em.flush();
      } catch (error) {
        // The same address subscribed at the same moment: it is stored once, which is the goal.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        this.em.clear();
      }
    }
    return { message: SUBSCRIBED_MESSAGE };
  }

  /** Newest first (admin). */
  list(): Promise<Subscriber[]> {
    return this.em.find(Subscriber, {}, { orderBy: { subscribeDate: 'desc', id: 'desc' } });
  }

  /** One page of `list()`'s order, after a cursor (GraphQL `subscribers`). */
  page(request: PageRequest): Promise<Connection<Subscriber>> {
    return findPage(this.em, Subscriber, {}, SUBSCRIBER_ORDER, request);
  }

  count(): Promise<number> {
    return this.em.count(Subscriber);
  }
}
