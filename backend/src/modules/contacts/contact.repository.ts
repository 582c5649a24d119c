import { EntityRepository, type FilterQuery } from '@mikro-orm/postgresql';
import {
  findAfter,
  findPage,
  positionOf,
  type Connection,
  type KeysetOrder,
  type PageRequest,
} from '../../common/pagination.js';
import { containsPattern } from '../../common/search.js';
import type { BusinessType, Contact, ContactStatus } from './contact.entity.js';

/**
 * Newest first; the index on (created_at, id) serves this order and its cursors, the one on
 * (status, created_at, id) the same order within one status.
 */
const CONTACT_ORDER: KeysetOrder<Contact> = { key: 'createdAt', kind: 'date', direction: 'desc' };

/** What the admin list is narrowed by, already read into words and instants by the service. */
export interface ContactMatch {
  /** Each must appear in the name or the e-mail address, in any case. */
  words?: string[];
  businessType?: BusinessType | null;
  /** Only new or only handled messages; both when absent. */
  status?: ContactStatus | null;
  /** Received at or after this instant. */
  receivedFrom?: Date;
  /** Received before this instant. */
  receivedBefore?: Date;
}

function whereOf(match: ContactMatch): FilterQuery<Contact> {
  const where: FilterQuery<Contact>[] = [];
  for (const word of match.words ?? []) {
    const pattern = containsPattern(word);
    where.push({ $or: [{ name: { $ilike: pattern } }, { email: { $ilike: pattern } }] });
  }
  if (match.businessType) where.push({ businessType: match.businessType });
  if (match.status) where.push({ status: match.status });
  if (match.receivedFrom) where.push({ createdAt: { $gte: match.receivedFrom } });
  if (match.receivedBefore) where.push({ createdAt: { $lt: match.receivedBefore } });
  return { $and: where };
}

/**
 * The queries of the contact messages. Name and e-mail are matched with ILIKE '%word%', which
 * the pg_trgm GIN indexes on both columns answer without reading the table (migration
 * ContactSearch); the message text is never part of a condition.
 */
export class ContactRepository extends EntityRepository<Contact> {
  /** One page of the messages matching `match`, newest first, and how many match in all. */
  findMatching(match: ContactMatch, request: PageRequest): Promise<Connection<Contact>> {
    return findPage(
      this.getEntityManager(),
      this.getEntityName(),
      whereOf(match),
      CONTACT_ORDER,
      request,
    );
  }

  /**
   * Up to `size` messages matching `match` that come after `last` in the list's order (from the
   * newest without it), kept out of the identity map: an export reads the list this way, a batch
   * at a time, however long it is.
   */
  findBatch(match: ContactMatch, last: Contact | undefined, size: number): Promise<Contact[]> {
    const after = last ? positionOf(last, CONTACT_ORDER) : undefined;
    return findAfter(
      this.getEntityManager(),
      this.getEntityName(),
      whereOf(match),
      CONTACT_ORDER,
      after,
      size,
      { detached: true },
    );
  }
}
