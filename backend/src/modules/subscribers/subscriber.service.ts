import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  findPage,
  type Connection,
  type KeysetOrder,
  type PageRequest,
} from '../../common/pagination.js';
import type { SubscribeInput } from './dto/subscribe.input.js';
import { Subscriber } from './subscriber.entity.js';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter!';

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
   * preferences are added. The row is committed before this resolves.
   */
  async subscribe(input: SubscribeInput): Promise<{ message: string }> {
    const email = normaliseEmail(input.email);
    const preferences = [...new Set(input.preferences ?? [])];
    const existing = await this.em.findOne(Subscriber, { email });
    if (existing) {
      existing.isActive = true;
      existing.preferences = [...new Set([...existing.preferences, ...preferences])];
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
