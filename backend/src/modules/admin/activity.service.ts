import type { EntityManager } from '@mikro-orm/postgresql';
import { Contact } from '../contacts/index.js';
import { Subscriber } from '../subscribers/index.js';
import { ActivityKind, type ActivityItem } from './activity.types.js';

export const DEFAULT_ACTIVITY_LIMIT = 8;
export const MAX_ACTIVITY_LIMIT = 50;

/**
 * The dashboard's "Recent Activity": the latest contact messages and newsletter subscriptions,
 * merged newest first. Each source is read with the same limit, so two small indexed queries.
 */
export class ActivityService {
  constructor(private readonly em: EntityManager) {}

  async recent(limit = DEFAULT_ACTIVITY_LIMIT): Promise<ActivityItem[]> {
    const take = Math.min(Math.max(Math.trunc(limit), 1), MAX_ACTIVITY_LIMIT);
    const [contacts, subscribers] = await Promise.all([
      this.em.find(Contact, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: take }),
      this.em.find(Subscriber, {}, { orderBy: { subscribeDate: 'desc', id: 'desc' }, limit: take }),
    ]);
    const items: ActivityItem[] = [
      ...contacts.map((c) => ({
        id: `contact:${c.id}`,
        kind: ActivityKind.CONTACT,
        title: c.name,
        businessType: c.businessType,
        at: c.createdAt,
      })),
      ...subscribers.map((s) => ({
        id: `subscription:${s.id}`,
        kind: ActivityKind.SUBSCRIPTION,
        title: s.email,
        businessType: null,
        at: s.subscribeDate,
      })),
    ];
    return items.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, take);
  }
}
