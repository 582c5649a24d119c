import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactService } from '../contacts/index.js';
import { HistoryService } from '../history/index.js';
import { SubscriberService } from '../subscribers/index.js';
import { ActivityKind, type ActivityItem } from './activity.types.js';

export const DEFAULT_ACTIVITY_LIMIT = 8;
export const MAX_ACTIVITY_LIMIT = 50;

/** Which kinds of entry a reader may see. */
export interface ActivitySources {
  /** Contact messages and subscriptions. */
  messages: boolean;
  /** Changes of the audit trail. */
  changes: boolean;
}

/**
 * The dashboard's "Recent Activity": the latest contact messages, newsletter subscriptions and
 * admin changes (the audit trail), merged newest first. Each source is read with the same limit,
 * so three small indexed queries. A change shows its record's title, never a message's text.
 */
export class ActivityService {
  constructor(private readonly em: EntityManager) {}

  /**
   * `sources` says what the reader's role may see (roles.ts): messages and subscriptions need the
   * `messages` permission, the audit trail's changes `administration`; a source left out is not
   * read at all.
   */
  async recent(
    limit = DEFAULT_ACTIVITY_LIMIT,
    sources: ActivitySources = { messages: true, changes: true },
  ): Promise<ActivityItem[]> {
    const take = Math.min(Math.max(Math.trunc(limit), 1), MAX_ACTIVITY_LIMIT);
    const none = Promise.resolve([]);
    const [contacts, subscribers, changes] = await Promise.all([
      sources.messages ? new ContactService(this.em).list(take) : none,
      sources.messages ? new SubscriberService(this.em).latest(take) : none,
      sources.changes ? new HistoryService(this.em).latestChanges(take) : none,
    ]);
    const empty = { actor: null, action: null, recordType: null };
    const items: ActivityItem[] = [
      ...contacts.map((c) => ({
        id: `contact:${c.id}`,
        kind: ActivityKind.CONTACT,
        title: c.name,
        businessType: c.businessType,
        at: c.createdAt,
        ...empty,
      })),
      ...subscribers.map((s) => ({
        id: `subscription:${s.id}`,
        kind: ActivityKind.SUBSCRIPTION,
        title: s.email,
        businessType: null,
        at: s.subscribeDate,
        ...empty,
      })),
      ...changes.map((e) => ({
        id: `change:${e.id}`,
        kind: ActivityKind.CHANGE,
        title: e.recordLabel,
        businessType: null,
        at: e.createdAt,
        actor: e.actor,
        action: e.action,
        recordType: e.recordType,
      })),
    ];
    return items.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, take);
  }
}
