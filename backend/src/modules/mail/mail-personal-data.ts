import type { EntityManager } from '@mikro-orm/postgresql';
import { deleteIds, selectIds, textArrayLiteral } from '../../common/sql-query.js';
import { MailDelivery } from './mail-delivery.entity.js';
import { OutboxMessage } from './outbox-message.entity.js';

const idList = (ids: readonly number[]) => textArrayLiteral(ids.map(String));
const NEWEST_FIRST = { orderBy: { createdAt: 'desc', id: 'desc' } } as const;

/**
 * What mail/ keeps about one address, for an access or erasure request (privacy/): the delivery
 * ledger's rows of mail to it or about its records, and the local outbox's copies, on `em`'s
 * transaction. The suppression list is SuppressionList's.
 */
export class MailPersonalData {
  constructor(private readonly em: EntityManager) {}

  /**
   * Ids of the ledger rows of mail to `email` (normalised), or queued for one of its subscriptions
   * or contact messages (a contact message's notice to the company among them).
   */
  deliveryIds(
    email: string,
    about: { subscriberIds: readonly number[]; contactIds: readonly number[] },
  ): Promise<number[]> {
    return selectIds(
      this.em,
      `select id from mail_deliveries
        where lower(recipient) = ? or subscriber_id = any(?::int[]) or contact_id = any(?::int[])
        order by id`,
      [email, idList(about.subscriberIds), idList(about.contactIds)],
    );
  }

  /** Ids of the outbox's messages to `email` or replying to it. */
  outboxIds(email: string): Promise<number[]> {
    return selectIds(
      this.em,
      `select id from outbox_messages where lower(recipient) = ? or lower(reply_to) = ? order by id`,
      [email, email],
    );
  }

  /** The ledger rows, newest first. */
  deliveries(ids: readonly number[]): Promise<MailDelivery[]> {
    return this.em.find(MailDelivery, { id: { $in: [...ids] } }, NEWEST_FIRST);
  }

  /** The outbox's messages, newest first. */
  outboxMessages(ids: readonly number[]): Promise<OutboxMessage[]> {
    return this.em.find(OutboxMessage, { id: { $in: [...ids] } }, NEWEST_FIRST);
  }

  /** Deletes the ledger rows; how many went. */
  eraseDeliveries(ids: readonly number[]): Promise<number> {
    return deleteIds(this.em, 'mail_deliveries', ids);
  }

  /** Deletes the outbox's messages; how many went. */
  eraseOutbox(ids: readonly number[]): Promise<number> {
    return deleteIds(this.em, 'outbox_messages', ids);
  }
}
