import {
  wrap,
  type EventSubscriber,
  type FlushEventArgs,
  type MikroORM,
  type Transaction,
  type TransactionEventArgs,
} from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CONTENT_CHANNEL, RAW_WRITE } from '../common/content-notice.js';
import type { Logger } from '../logger.js';

export { CONTENT_CHANNEL };

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export interface ContentChangesOptions {
  /**
   * True only for entities declared public content (rows visitors see: products, newsletters...,
   * the modules' `publicEntities`); audit rows, locks, sessions, contacts and every entity not
   * declared are false, and their writes leave the caches alone.
   */
  isPublicContent: (entityName: string) => boolean;
  logger: Logger;
}

/** What the caches need: to hear about changes, and a number that moves on with each one. */
export interface ContentChangeFeed {
  onChange(handler: () => void): () => void;
  /** Changes with every content write seen here: part of cache keys. */
  readonly generation: number;
  /** Clears the caches if content has changed by itself since (see `changesAt`). */
  checkDue(): void;
}

/**
 * Tells the caches of every app instance on one database that public content changed.
 *
 * A flush that writes public content clears this instance's caches at once (when it committed) and
 * sends `NOTIFY prairie_content_changed` through the same connection, so inside a transaction the
 * notice leaves only at commit. Every instance (this one included) LISTENs on its own connection and
 * clears its caches when a notice arrives. After a lost connection the listener reconnects and
 * clears too, since notices sent meanwhile are gone.
 */
export class ContentChanges implements EventSubscriber, ContentChangeFeed {
  private readonly instance = randomUUID();
  private count = 0;
  private readonly handlers = new Set<() => void>();
  private client: pg.Client | undefined;
  private closed = false;
  private retryDelay = RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private dueAt: number | undefined;
  /** Transactions that wrote public content: this instance's caches clear when they commit. */
  private readonly pending = new WeakSet<Transaction>();

  constructor(
    private readonly orm: MikroORM,
    private readonly options: ContentChangesOptions,
  ) {}

  /** Registers the flush hook and starts listening; resolves once the first LISTEN is in place. */
  async start(): Promise<void> {
    this.orm.em.getEventManager().registerSubscriber(this);
    await this.listen();
  }

  /** `handler` runs after every content change, local or from another instance. */
  onChange(handler: () => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  get generation(): number {
    this.checkDue();
    return this.count;
  }

  /**
   * Public content changes by itself at `at` with no write (a scheduled newsletter appears): the
   * first cache read from then on clears the caches. A comparison per read and no timer, so it
   * holds on every instance and whatever the clock does.
   */
  changesAt(at: Date | undefined): void {
    this.dueAt = at?.getTime();
  }

  checkDue(): void {
    if (this.dueAt === undefined || Date.now() < this.dueAt) return;
    this.dueAt = undefined;
    this.notifyLocal();
  }

  /** Clears every cache now: for writes that bypass the unit of work (raw SQL, seed scripts). */
  notifyLocal(): void {
    this.count++;
    for (const handler of this.handlers) handler();
  }

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const isPublic = this.options.isPublicContent;
    const touched =
      uow.getChangeSets().some((changeSet) => isPublic(changeSet.name)) ||
      // A collection (a product's certifications) belongs to its owner's page.
      uow
        .getCollectionUpdates()
        .some((collection) => isPublic(wrap(collection.owner, true).__meta.className));
    if (!touched) return;
    const inTransaction = em.isInTransaction();
    if (!inTransaction) this.notifyLocal();
    else {
      // Cleared here at commit (afterTransactionCommit), not only when the NOTIFY comes back over
      // the listener's connection: the request that saved answers after the commit, so the next
      // request to this instance must already find the caches empty.
      const transaction = em.getTransactionContext<Transaction>();
      if (transaction) this.pending.add(transaction);
    }
    try {
      await em
        .getConnection()
        .execute(
          'select pg_notify(?, ?)',
          [CONTENT_CHANNEL, this.instance],
          'run',
          em.getTransactionContext(),
        );
    } catch (error) {
      // The write itself succeeded; other instances fall back on their cache lifetime.
      this.options.logger.warn({ err: error }, 'could not announce a content change');
    }
  }

  afterTransactionCommit({ transaction }: TransactionEventArgs): void {
    if (!transaction || !this.pending.has(transaction)) return;
    this.pending.delete(transaction);
    this.notifyLocal();
  }

  /**
   * Tells every instance that content may have changed without a flush here: a start that ran
   * migrations or loaded seed content into this database.
   */
  async announce(): Promise<void> {
    this.notifyLocal();
    await this.orm.em
      .fork()
      .getConnection()
      .execute('select pg_notify(?, ?)', [CONTENT_CHANNEL, this.instance], 'run');
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    // The app's connect timeout (DB_CONNECT_TIMEOUT_MS): a reconnect into a stalled network gives
    // up and is retried instead of waiting for ever.
    const driver = this.orm.config.get('driverOptions') as {
      connection?: { connectionTimeoutMillis?: number };
    };
    const client = new pg.Client({
      connectionString: this.orm.config.get('clientUrl'),
      connectionTimeoutMillis: driver.connection?.connectionTimeoutMillis,
      keepAlive: true,
    });
    client.on('notification', ({ channel, payload }) => {
      if (channel !== CONTENT_CHANNEL) return;
      // A raw write of an entity that is not public content (one nobody declared) changes no page.
      const raw = payload?.startsWith(RAW_WRITE) ? payload.slice(RAW_WRITE.length) : undefined;
      if (raw !== undefined && !this.options.isPublicContent(raw)) return;
      this.notifyLocal();
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.options.logger.warn({ err: error }, 'lost the content-change listener; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    this.client = client;
    try {
      await client.connect();
      await client.query(`listen ${CONTENT_CHANNEL}`);
      this.retryDelay = RECONNECT_MIN_MS;
    } catch (error) {
      lost(error as Error);
      throw error;
    }
  }

  private scheduleReconnect(): void {
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, RECONNECT_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.listen().then(
        // Notices sent while we were away are lost: start from a clean cache.
        () => this.notifyLocal(),
        () => undefined,
      );
    }, delay);
    this.retryTimer.unref();
  }
}
