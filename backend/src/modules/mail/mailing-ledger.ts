import type { EntityManager } from '@mikro-orm/postgresql';
import { findPage, type Connection, type PageRequest } from '../../common/pagination.js';
import type { SqlQuery } from '../../common/sql-query.js';
import { DeliveryStatus, MailDelivery } from './mail-delivery.entity.js';
import { suppressedSql } from './suppression-list.js';

/**
 * The rows of `recipients` (a query with an `email` column) that mail may be sent to: never an
 * address a mail server refused for good (a bounce in the ledger), nor one erased and suppressed.
 * Same columns, as a query to select from.
 */
export function deliverable(recipients: SqlQuery): SqlQuery {
  return {
    sql: `select r.* from (${recipients.sql}) r
           where not exists (
                   select 1 from mail_deliveries b
                    where lower(b.recipient) = lower(r.email) and b.status = 'bounced')
             and not ${suppressedSql('r.email')}`,
    params: recipients.params,
  };
}

/**
 * The delivery ledger's rows of one mailing (`mailing_id`): a batch of messages that a sender of
 * its own works through (mailings/), rather than a job each. Every statement on them is here, on
 * `em`'s transaction when it has one.
 */
export class MailingLedger {
  constructor(
    private readonly em: EntityManager,
    private readonly mailingId: number,
  ) {}

  private execute<T extends object[]>(sql: string, params: readonly unknown[]): Promise<T> {
    return this.em
      .getConnection()
      .execute<T>(sql, [...params], 'all', this.em.getTransactionContext());
  }

  /**
   * Queues one message of `kind` to each deliverable row of `recipients` (subscribers: columns
   * `id` and `email`), in their id order, each keyed `mailing:<mailing>:<subscriber>` so that no
   * one is queued twice, whatever runs this again. Answers how many rows it added.
   */
  async queueAll(kind: string, recipients: SqlQuery): Promise<number> {
    const audience = deliverable(recipients);
    const inserted = await this.execute<{ id: number }[]>(
      `insert into mail_deliveries (kind, recipient, dedupe_key, subscriber_id, mailing_id)
       select ?, r.email, 'mailing:' || ? || ':' || r.id, r.id, ?
         from (${audience.sql}) r
        order by r.id
       on conflict (dedupe_key) do nothing
       returning id`,
      [kind, this.mailingId, this.mailingId, ...audience.params],
    );
    return inserted.length;
  }

  /** Puts back in the queue the rows a sender that died had claimed (it never recorded them). */
  async takeBackClaims(): Promise<void> {
    await this.execute(
      `update mail_deliveries set status = 'queued', claimed_at = null, updated_at = now()
        where mailing_id = ? and status = 'sending'`,
      [this.mailingId],
    );
  }

  /** The next `limit` queued rows, in send order. */
  async queued(limit: number): Promise<number[]> {
    const rows = await this.execute<{ id: number }[]>(
      `select id from mail_deliveries where mailing_id = ? and status = 'queued' order by id limit ?`,
      [this.mailingId, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Whether a row is still queued or in flight. */
  async unfinished(): Promise<boolean> {
    const [row] = await this.execute<{ unfinished: boolean }[]>(
      `select exists (
         select 1 from mail_deliveries where mailing_id = ? and status in ('queued', 'sending')
       ) as unfinished`,
      [this.mailingId],
    );
    return row.unfinished;
  }

  /** How many rows are in each state. */
  async counts(): Promise<Record<string, number>> {
    const rows = await this.execute<{ status: string; count: number }[]>(
      `select status, count(*)::int as count from mail_deliveries where mailing_id = ? group by status`,
      [this.mailingId],
    );
    return Object.fromEntries(rows.map((row) => [row.status, row.count]));
  }

  /** Its rows in send order (optionally of one state), a page at a time. */
  page(
    status: DeliveryStatus | null | undefined,
    request: PageRequest,
  ): Promise<Connection<MailDelivery>> {
    return findPage(
      this.em,
      MailDelivery,
      { mailingId: this.mailingId, ...(status ? { status } : {}) },
      { key: 'id', kind: 'int', direction: 'asc' },
      request,
    );
  }
}
