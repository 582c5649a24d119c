import { MailingLedger, type JobDefinition, type JobTools } from '../mail/index.js';

export const MAILING_QUEUE = 'mailing-send';
/**
 * A mailing's run: a mail server that keeps failing pauses it (the job fails), and pg-boss runs
 * it again from 30 s later, doubling, 20 times (days). The queue is made by its migration.
 */
export const MAILING_QUEUE_OPTIONS = {
  retryLimit: 20,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 4 * 3600,
} as const;
/** Attempts per recipient before their row is marked failed. */
export const MAILING_MAX_ATTEMPTS = 5;
/** Messages in flight at once: one per pooled SMTP connection. */
export const MAILING_CONCURRENCY = 4;
/** A sender that has not said it is alive for this long has died: another takes the mailing over. */
export const TAKEOVER_SECONDS = 30;
/** Failures in a row after which the mail server is taken to be down, and the run pauses. */
const FAILURES_TO_PAUSE = 20;
const BATCH = 200;

export class MailServerFailingError extends Error {
  constructor(cause: unknown) {
    super(`The mail server keeps failing; the mailing pauses and tries again later`, { cause });
    this.name = 'MailServerFailingError';
  }
}

/**
 * Sends a mailing's queued rows, a batch at a time, MAILING_CONCURRENCY at once, each through the
 * dispatcher (claimed, composed, sent and recorded one by one, so a crash loses at most the
 * answers of the messages in flight). Only one sender works on a mailing: it claims it by its
 * heartbeat, and a sender that died is taken over after TAKEOVER_SECONDS; the rows it had in flight
 * go back to the queue, so nobody is skipped.
 */
export async function runMailing(mailingId: number, tools: JobTools): Promise<void> {
  const em = tools.orm.em.fork();
  const connection = em.getConnection();
  const ledger = new MailingLedger(em, mailingId);
  const claimed = await connection.execute<{ id: number }[]>(
    `update newsletter_mailings set heartbeat_at = now(), updated_at = now()
      where id = ? and status = 'sending'
        and (heartbeat_at is null or heartbeat_at < now() - make_interval(secs => ?))
      returning id`,
    [mailingId, TAKEOVER_SECONDS],
  );
  if (claimed.length === 0) return;
  // Rows a dead sender had claimed: it may have handed some to the server, but not recorded it.
  await ledger.takeBackClaims();
  let failuresInARow = 0;
  let lastFailure: unknown;
  for (;;) {
    const rows = await ledger.queued(BATCH);
    if (rows.length === 0) break;
    let next = 0;
    const lane = async () => {
      while (next < rows.length && failuresInARow < FAILURES_TO_PAUSE) {
        const id = rows[next++];
        try {
          await tools.deliver(id, { maxAttempts: MAILING_MAX_ATTEMPTS });
          failuresInARow = 0;
        } catch (error) {
          failuresInARow++;
          lastFailure = error;
        }
      }
    };
    await Promise.all(Array.from({ length: MAILING_CONCURRENCY }, lane));
    if (failuresInARow >= FAILURES_TO_PAUSE) {
      // Let the job's retry (or another instance) take it again at once when its time comes.
      await connection.execute(`update newsletter_mailings set heartbeat_at = null where id = ?`, [
        mailingId,
      ]);
      tools.logger.warn({ mailing: mailingId }, 'mailing paused: the mail server keeps failing');
      throw new MailServerFailingError(lastFailure);
    }
    await connection.execute(`update newsletter_mailings set heartbeat_at = now() where id = ?`, [
      mailingId,
    ]);
  }
  // This sender alone works the mailing's rows (its claim above), so none turns unfinished
  // between the question and the update.
  if (!(await ledger.unfinished())) {
    await connection.execute(
      `update newsletter_mailings set status = 'sent', finished_at = now(), heartbeat_at = null,
              updated_at = now()
        where id = ?`,
      [mailingId],
    );
  }
  tools.logger.info({ mailing: mailingId }, 'mailing sent');
}

export const mailingJob: JobDefinition<{ mailingId: number }> = {
  name: MAILING_QUEUE,
  options: MAILING_QUEUE_OPTIONS,
  run: ({ mailingId }, tools) => runMailing(mailingId, tools),
  async resume(tools) {
    const rows = await tools.orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `select id from newsletter_mailings
          where status = 'sending'
            and coalesce(heartbeat_at, created_at) < now() - make_interval(secs => ?)`,
        [TAKEOVER_SECONDS],
      );
    return rows.map(({ id }) => ({ mailingId: id }));
  },
};
