import type { MikroORM } from '@mikro-orm/postgresql';
import { createHmac } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Logger } from '../../logger.js';
import { OutboxDriver } from './drivers/outbox.driver.js';
import { SmtpDriver } from './drivers/smtp.driver.js';
import { MailDispatcher, type DispatchSettings } from './mail-dispatcher.js';
import {
  DELIVER_QUEUE,
  DELIVER_QUEUE_OPTIONS,
  LedgerMailQueue,
  QUEUE_SCHEMA,
  SWEEP_QUEUE,
} from './mail-queue.js';
import type { JobDefinition, JobTools, MailDriver, MailKind, MailQueue } from './mail.types.js';

export interface MailSettings {
  publicUrl: string;
  jwtSecret: string;
  /** SMTP_URL; absent: the local outbox. */
  smtpUrl?: string;
  mailFrom: string;
  companyMailbox?: string;
  /** Whether this process sends (MAIL_WORKER); off, it only queues. */
  worker: boolean;
  /** Retries of each message (tests shorten them); DELIVER_QUEUE_OPTIONS by default. */
  retry?: { retryLimit: number; retryDelay: number; retryBackoff: boolean };
}

/** Messages sent at once by one process (each its own job). */
export const MAIL_WORKERS = 2;

/** The key of signed links in mail (unsubscribe, preferences): derived, never JWT_SECRET itself. */
export function mailLinkSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('subscriber-links').digest('base64url');
}

/** What the dispatcher and the queue need of the settings. */
export function dispatchSettings(
  settings: Pick<MailSettings, 'publicUrl' | 'jwtSecret' | 'mailFrom' | 'companyMailbox'>,
): DispatchSettings {
  return {
    publicUrl: settings.publicUrl,
    linkSecret: mailLinkSecret(settings.jwtSecret),
    mailFrom: settings.mailFrom,
    companyMailbox: settings.companyMailbox,
  };
}

/** The queue's own client of the database: a small pool beside the ORM's. */
export function createBoss(connectionString: string, logger: Logger): PgBoss {
  const boss = new PgBoss({
    connectionString,
    schema: QUEUE_SCHEMA,
    max: 3,
    application_name: 'prairie-queue',
    // Finished jobs are kept a week for the admin's and a developer's questions, then archived.
    archiveCompletedAfterSeconds: 7 * 86_400,
  });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
  return boss;
}

/**
 * E-mail for one process: the driver chosen by config (SMTP_URL, else the local outbox), the
 * queue every module writes to, and (MAIL_WORKER, on by default) the workers that send what is
 * queued. Queue and ledger writes go through pg-boss's pool and raw SQL, not the ORM's flush of
 * public content, so they never clear the page caches.
 */
export class MailSystem {
  readonly queue: MailQueue;

  private readonly jobOptions: PgBoss.SendOptions;

  private readonly tools: JobTools;

  private constructor(
    orm: MikroORM,
    private readonly boss: PgBoss,
    readonly dispatcher: MailDispatcher,
    private readonly logger: Logger,
    retry: MailSettings['retry'],
    private readonly jobs: readonly JobDefinition[],
  ) {
    this.jobOptions = { ...DELIVER_QUEUE_OPTIONS, ...retry };
    this.queue = new LedgerMailQueue(boss, dispatcher.settings, this.jobOptions);
    this.tools = {
      orm,
      deliver: (deliveryId, options) => dispatcher.deliver(deliveryId, options),
      queue: this.queue,
      logger,
    };
  }

  static async start(
    orm: MikroORM,
    settings: MailSettings,
    kinds: readonly MailKind[],
    logger: Logger,
    jobs: readonly JobDefinition[] = [],
  ): Promise<MailSystem> {
    const driver: MailDriver = settings.smtpUrl
      ? new SmtpDriver(settings.smtpUrl)
      : new OutboxDriver(orm);
    const dispatcher = new MailDispatcher(orm, driver, kinds, dispatchSettings(settings), logger);
    const boss = createBoss(orm.config.get('clientUrl')!, logger);
    await boss.start();
    // The migration made the queues; a release may change their retry policy.
    await boss.updateQueue(DELIVER_QUEUE, { name: DELIVER_QUEUE, ...DELIVER_QUEUE_OPTIONS });
    const system = new MailSystem(orm, boss, dispatcher, logger, settings.retry, jobs);
    if (settings.worker) await system.startWorkers();
    logger.info({ driver: driver.name, worker: settings.worker }, 'mail ready');
    return system;
  }

  private async startWorkers(): Promise<void> {
    for (let worker = 0; worker < MAIL_WORKERS; worker++) {
      await this.boss.work<{ deliveryId: number }>(
        DELIVER_QUEUE,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 1 },
        async ([job]) => {
          await this.dispatcher.deliver(job.data.deliveryId, {
            lastAttempt: job.retryCount >= job.retryLimit,
          });
        },
      );
    }
    for (const definition of this.jobs) {
      await this.boss.updateQueue(definition.name, {
        name: definition.name,
        ...definition.options,
      });
      await this.boss.work<object>(
        definition.name,
        { batchSize: 1, pollingIntervalSeconds: 1 },
        async ([job]) => definition.run(job.data, this.tools),
      );
      if (definition.schedule) {
        await this.boss.schedule(definition.name, definition.schedule, {}, { tz: 'UTC' });
      } else if (definition.schedule === null) {
        await this.boss.unschedule(definition.name);
      }
    }
    await this.boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: 30 }, () => this.sweep());
    await this.boss.schedule(SWEEP_QUEUE, '* * * * *');
    // Work a stopped instance left (a mailing half sent) starts again now, not in a minute.
    await this.sweep();
  }

  /** Queues a job for every single message left without one (MailDispatcher.orphans). */
  async sweep(): Promise<number> {
    const ids = await this.dispatcher.orphans();
    for (const deliveryId of ids) {
      await this.boss.send(DELIVER_QUEUE, { deliveryId }, this.jobOptions);
    }
    if (ids.length > 0) this.logger.info({ count: ids.length }, 'mail queued again');
    let resumed = 0;
    for (const definition of this.jobs) {
      for (const data of (await definition.resume?.(this.tools)) ?? []) {
        await this.boss.send(definition.name, data, definition.options);
        resumed++;
      }
    }
    if (resumed > 0) this.logger.info({ count: resumed }, 'jobs resumed');
    return ids.length + resumed;
  }

  async close(): Promise<void> {
    // Sends in flight finish (up to 20 s) so their ledger rows say what happened.
    await this.boss.stop({ graceful: true, timeout: 20_000, wait: true });
    await this.dispatcher.driver.close();
  }
}
