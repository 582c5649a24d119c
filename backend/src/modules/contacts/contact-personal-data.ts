import type { EntityManager } from '@mikro-orm/postgresql';
import { deleteIds, selectIds } from '../../common/sql-query.js';
import { Contact } from './contact.entity.js';

/**
 * What contacts/ keeps about one address, for an access or erasure request (privacy/): the
 * messages sent from it, on `em`'s transaction.
 */
export class ContactPersonalData {
  constructor(private readonly em: EntityManager) {}

  /** Ids of the messages sent from `email` (normalised), oldest first. */
  ids(email: string): Promise<number[]> {
    return selectIds(this.em, `select id from contacts where lower(btrim(email)) = ? order by id`, [
      email,
    ]);
  }

  /** The messages, newest first. */
  records(ids: readonly number[]): Promise<Contact[]> {
    return this.em.find(
      Contact,
      { id: { $in: [...ids] } },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  /** Deletes the messages; how many went. */
  erase(ids: readonly number[]): Promise<number> {
    return deleteIds(this.em, 'contacts', ids);
  }
}
