import type { EntityManager } from '@mikro-orm/postgresql';
import { deleteIds, selectIds } from '../../common/sql-query.js';
import { ConsentLedger } from './consent-ledger.js';
import { ConsentRecord } from './consent-record.entity.js';
import { Subscriber } from './subscriber.entity.js';

/**
 * What subscribers/ keeps about one address, for an access or erasure request (privacy/): its
 * subscription and the subscription's consent ledger, on `em`'s transaction.
 */
export class SubscriberPersonalData {
  constructor(private readonly em: EntityManager) {}

  /**
   * Ids of the subscriptions of `email` (normalised), locked until the transaction ends, so that
   * nothing subscribes the address again while an erasure runs.
   */
  ids(email: string): Promise<number[]> {
    return selectIds(
      this.em,
      `select id from subscribers where lower(email) = ? order by id for update`,
      [email],
    );
  }

  /** The first of them, with its consent ledger entries, oldest first. */
  async records(
    ids: readonly number[],
  ): Promise<{ subscriber: Subscriber | null; consents: ConsentRecord[] }> {
    const subscriber = ids.length ? await this.em.findOne(Subscriber, { id: ids[0] }) : null;
    const consents = subscriber
      ? (await new ConsentLedger(this.em).ofMany([subscriber.id]))[0]
      : [];
    return { subscriber, consents };
  }

  /**
   * Deletes the subscriptions and, with them, their consent ledger entries (on delete cascade: the
   * ledger's append-only trigger guards updates only). Answers how many of each went.
   */
  async erase(ids: readonly number[]): Promise<{ subscribers: number; consents: number }> {
    const consents = ids.length
      ? await this.em.count(ConsentRecord, { subscriber: { $in: [...ids] } })
      : 0;
    return { subscribers: await deleteIds(this.em, 'subscribers', ids), consents };
  }
}
