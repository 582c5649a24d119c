import { EntityRepository, type FilterQuery } from '@mikro-orm/postgresql';
import {
  findPage,
  type Connection,
  type KeysetOrder,
  type PageRequest,
} from '../../common/pagination.js';
import { containsPattern } from '../../common/search.js';
import type { Subscriber, SubscriberStatus } from './subscriber.entity.js';
import { COMPANY_TIME_ZONE } from '../../common/calendar.js';

/** Newest first, id breaking ties: the admin list, its cursors and the export. */
export const SUBSCRIBER_ORDER: KeysetOrder<Subscriber> = {
  key: 'subscribeDate',
  kind: 'date',
  direction: 'desc',
};

/** Which subscribers the CSV export lists: of one status and of one topic, or all. */
export interface SubscriberExportFilter {
  status: SubscriberStatus | null;
  topic: string | null;
}

/** What the admin list is narrowed by. */
export interface SubscriberMatch {
  status?: SubscriberStatus | null;
  /** A topic `preferences` must hold. */
  topic?: string | null;
  /** Each must appear in the address, in any case. */
  words?: string[];
}

/**
 * One subscriber of the CSV export with the evidence of its live consent: the newest entry that
 * is not withdrawn (confirmed ones first), else the newest withdrawn one, else none (nulls).
 * Instants are as the office's clock shows them, "2026-03-02 23:30:05" (America/Edmonton, to the
 * second), written by PostgreSQL, which spreadsheets read as a date and time.
 */
export interface SubscriberExportRow {
  id: number;
  email: string;
  status: SubscriberStatus;
  subscribed: string;
  /** subscribe_date as PostgreSQL writes it (microseconds kept): the next batch's keyset. */
  subscribe_key: string;
  confirmed: string | null;
  unsubscribed: string | null;
  preferences: string[];
  consent_type: string | null;
  wording_version: string | null;
  wording_hash: string | null;
  page: string | null;
  ip_address: string | null;
  user_agent: string | null;
  given: string | null;
  consent_confirmed: string | null;
  withdrawn: string | null;
  withdrawn_how: string | null;
}

/** SQL: `column` (timestamptz) on the office's clock, to the second; null stays null. */
const officeTime = (column: string) =>
  `to_char(${column} at time zone '${COMPANY_TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS')`;

function whereOf(match: SubscriberMatch): FilterQuery<Subscriber> {
  const where: FilterQuery<Subscriber>[] = [];
  if (match.status) where.push({ status: match.status });
  if (match.topic) where.push({ preferences: { $contains: [match.topic] } });
  for (const word of match.words ?? []) where.push({ email: { $ilike: containsPattern(word) } });
  return { $and: where };
}

/**
 * The queries of the subscribers screen and its export. The address is matched with ILIKE
 * '%word%' (the pg_trgm index of migration MailSuppressions answers it); the order is served by
 * the (subscribe_date, id) b-trees.
 */
export class SubscriberRepository extends EntityRepository<Subscriber> {
  /** One page of the subscribers matching `match`, newest first, and how many match in all. */
  findMatching(match: SubscriberMatch, request: PageRequest): Promise<Connection<Subscriber>> {
    return findPage(
      this.getEntityManager(),
      this.getEntityName(),
      whereOf(match),
      SUBSCRIBER_ORDER,
      request,
    );
  }

  /**
   * Up to `size` subscribers of `status` and of `topic` (all without them) after `last` in the
   * list's order, each with its live consent's evidence, in one query: a keyset over
   * (subscribe_date, id), never an offset, so every batch costs the same however far into the list
   * it is.
   */
  exportBatch(
    { status, topic }: SubscriberExportFilter,
    last: SubscriberExportRow | undefined,
    size: number,
  ): Promise<SubscriberExportRow[]> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (status) {
      conditions.push('s.status = ?');
      params.push(status);
    }
    if (topic) {
      conditions.push('s.preferences @> array[?]::text[]');
      params.push(topic);
    }
    if (last) {
      conditions.push('(s.subscribe_date, s.id) < (?::timestamptz, ?)');
      params.push(last.subscribe_key, last.id);
    }
    params.push(size);
    return this.getEntityManager()
      .getConnection()
      .execute<SubscriberExportRow[]>(
        `select s.id, s.email, s.status, ${officeTime('s.subscribe_date')} as subscribed,
                s.subscribe_date::text as subscribe_key,
                ${officeTime('s.confirmed_at')} as confirmed,
                ${officeTime('s.unsubscribed_at')} as unsubscribed, s.preferences,
                c.type as consent_type, c.wording_version, c.wording_hash, c.page, c.ip_address,
                c.user_agent, ${officeTime('c.given_at')} as given,
                ${officeTime('c.confirmed_at')} as consent_confirmed,
                ${officeTime('c.withdrawn_at')} as withdrawn, c.withdrawn_how
           from subscribers s
           left join lateral (
             select * from subscriber_consents c
              where c.subscriber_id = s.id
              order by (c.withdrawn_at is null) desc, (c.confirmed_at is not null) desc,
                       c.given_at desc, c.id desc
              limit 1) c on true
          ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
          order by s.subscribe_date desc, s.id desc
          limit ?`,
        params,
      );
  }
}
