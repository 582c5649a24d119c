import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from 'knex';
import type PgBoss from 'pg-boss';
import { mailContext, type DispatchSettings } from './mail-dispatcher.js';
import type { DeliveryRequest, MailContext, MailQueue } from './mail.types.js';

/** pg-boss's tables live in their own schema of the app's database (migration MailDelivery). */
export const QUEUE_SCHEMA = 'pgboss';
/** One job per message to send: `{ deliveryId }`. */
export const DELIVER_QUEUE = 'mail-deliver';
/** Every minute: gives back deliveries whose sender died, and jobs lost between commit and crash. */
export const SWEEP_QUEUE = 'mail-sweep';

/**
 * Retries of one message: 8 more attempts after the first, 30 s apart and doubling (pg-boss's
 * back-off), so a mail server down for a few hours still gets every message once it is back.
 */
export const DELIVER_QUEUE_OPTIONS = {
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
} as const;

interface PoolClientLike {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's statements run on `em`'s transaction connection (knex hands a transaction's own
 * connection to whoever acquires one from it), so the job commits or rolls back with the rows.
 */
async function transactionDb(em: EntityManager): Promise<PgBoss.Db> {
  const trx = em.getTransactionContext<Knex.Transaction>();
  if (!trx) throw new Error('transactionDb needs an EntityManager inside a transaction');
  const connection = (await trx.client.acquireConnection()) as PoolClientLike;
  return {
    executeSql: async (text, values) => connection.query(text, values) as Promise<{ rows: any[] }>, // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

/**
 * Mail through the delivery ledger and pg-boss: `queue` inserts the ledger row (nothing when its
 * dedupe key is already there) and its job, both in `em`'s transaction. Nothing is sent here: a
 * worker (MailDispatcher) takes the job after the commit.
 */
export class LedgerMailQueue implements MailQueue {
  constructor(
    private readonly boss: PgBoss,
    private readonly settings: DispatchSettings,
    /** Retries of each message's job (tests shorten the delay). */
    private readonly jobOptions: PgBoss.SendOptions = DELIVER_QUEUE_OPTIONS,
  ) {}

  context(em: EntityManager): Promise<MailContext> {
    return mailContext(em, this.settings);
  }

  async queue(em: EntityManager, request: DeliveryRequest): Promise<void> {
    const write = async (tx: EntityManager) => {
      const rows = await tx.getConnection().execute<{ id: number }[]>(
        `insert into mail_deliveries (kind, recipient, dedupe_key, subscriber_id, contact_id)
           values (?, ?, ?, ?, ?)
           on conflict (dedupe_key) do nothing
           returning id`,
        [
          request.kind,
          request.recipient,
          request.dedupeKey,
          request.subscriberId ?? null,
          request.contactId ?? null,
        ],
        'all',
        tx.getTransactionContext(),
      );
      if (rows.length === 0) return;
      await this.boss.send(
        DELIVER_QUEUE,
        { deliveryId: rows[0].id },
        { ...this.jobOptions, db: await transactionDb(tx) },
      );
    };
    if (em.isInTransaction()) await write(em);
    else await em.transactional(write);
  }

  async queueJob(em: EntityManager, name: string, data: object): Promise<void> {
    const write = async (tx: EntityManager) => {
      await this.boss.send(name, data, { db: await transactionDb(tx) });
    };
    if (em.isInTransaction()) await write(em);
    else await em.transactional(write);
  }
}
