import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import { COMPANY, CompanyService } from '../company/index.js';
import { DeliveryStatus } from './mail-delivery.entity.js';
import { suppressedSql, SuppressionList } from './suppression-list.js';
import {
  MailRefusedError,
  type DeliveryFacts,
  type MailContext,
  type MailDriver,
  type MailKind,
} from './mail.types.js';

const CONTEXT_KEEP_MS = 30_000;

/** The ledger's reason for a message not sent because its address was erased and suppressed. */
export const SUPPRESSED_REASON = 'Not sent: the address is on the suppression list (erased)';
/** What the ledger keeps instead of a suppressed address, so the skip itself holds no address. */
export const SUPPRESSED_RECIPIENT = '(suppressed address)';

/** Who sends and how to reach the company, as Settings say now (every message's footer). */
export async function mailContext(
  em: EntityManager,
  settings: DispatchSettings,
): Promise<MailContext> {
  const company = await new CompanyService(em).company();
  const office = company.headOffice;
  return {
    publicUrl: settings.publicUrl,
    linkSecret: settings.linkSecret,
    mailFrom: settings.mailFrom,
    company: {
      name: COMPANY.legalName,
      email: company.email,
      phone: company.tollFreePhone,
      mailingAddress: `${office.street}, ${office.city}, ${office.province} ${office.postalCode}, Canada`,
    },
    companyMailbox: settings.companyMailbox ?? company.submissionsMailbox,
  };
}

/** A claim older than this comes from a sender that died mid-send: the sweeper queues it again. */
export const STALE_CLAIM_SECONDS = 600;

export interface DispatchSettings {
  publicUrl: string;
  linkSecret: string;
  /** MAIL_FROM: `"Name" <address>`. */
  mailFrom: string;
  /** COMPANY_MAILBOX when set; otherwise the Settings' submissions mailbox is used. */
  companyMailbox?: string;
}

interface ClaimedRow {
  id: number;
  kind: string;
  dedupe_key: string;
  recipient: string;
  subscriber_id: number | null;
  contact_id: number | null;
  mailing_id: number | null;
}

export type DeliveryOutcome = DeliveryStatus | 'not-claimed';

/** The error's first line, short enough for the ledger and the admin's table. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0].slice(0, 500);
}

/**
 * Sends ledger rows. `deliver` claims a queued row (an update that only one sender can win), has
 * its kind compose the message as things are now, hands it to the driver and records the answer:
 * sent, bounced (a 5xx: never tried again), or queued again with the reason (the queue retries
 * with back-off) until the last attempt marks it failed. A row that is not queued (sent, being
 * sent by another worker, bounced) is left alone, so a job that runs twice sends once.
 */
export class MailDispatcher {
  private readonly kinds: Map<string, MailKind>;
  readonly host: string;

  /**
   * Messages this process tried to send, by outcome (sent, bounced, failed, skipped, retrying):
   * the metrics' mail counters (http/metrics.ts).
   */
  readonly counts: Record<string, number> = {};

  constructor(
    private readonly orm: MikroORM,
    readonly driver: MailDriver,
    kinds: readonly MailKind[],
    readonly settings: DispatchSettings,
    private readonly logger: Logger,
  ) {
    this.kinds = new Map(kinds.map((kind) => [kind.kind, kind]));
    this.host = new URL(settings.publicUrl).hostname;
  }

  /** Who sends and how to reach the company (Settings), read at most every 30 s while sending. */
  private kept?: { context: MailContext; at: number };

  async context(em: EntityManager): Promise<MailContext> {
    if (this.kept && Date.now() - this.kept.at < CONTEXT_KEEP_MS) return this.kept.context;
    const context = await mailContext(em, this.settings);
    this.kept = { context, at: Date.now() };
    return context;
  }

  messageIdOf(deliveryId: number): string {
    return `<delivery-${deliveryId}@${this.host}>`;
  }

  /**
   * Sends one ledger row. `lastAttempt` (a job's last retry) or `maxAttempts` (a mailing's rows,
   * which have no job each) decides when a failure is final.
   */
  async deliver(
    deliveryId: number,
    attempts: { lastAttempt?: boolean; maxAttempts?: number },
  ): Promise<DeliveryOutcome> {
    const em = this.orm.em.fork();
    const connection = em.getConnection();
    const [row] = await connection.execute<
      (ClaimedRow & { attempts: number; suppressed: boolean })[]
    >(
      `update mail_deliveries
          set status = 'sending', claimed_at = now(), attempts = attempts + 1, updated_at = now()
        where id = ? and status = 'queued'
        returning id, kind, dedupe_key, recipient, subscriber_id, contact_id, mailing_id, attempts,
                  ${suppressedSql('recipient')} as suppressed`,
      [deliveryId],
    );
    if (!row) return 'not-claimed';
    const lastAttempt =
      attempts.lastAttempt === true ||
      (attempts.maxAttempts !== undefined && row.attempts >= attempts.maxAttempts);
    const facts: DeliveryFacts = {
      id: row.id,
      kind: row.kind,
      dedupeKey: row.dedupe_key,
      recipient: row.recipient,
      subscriberId: row.subscriber_id,
      contactId: row.contact_id,
      mailingId: row.mailing_id,
    };
    const finish = async (
      status: DeliveryStatus,
      fields: { error?: string; messageId?: string; recipient?: string },
    ) => {
      await connection.execute(
        `update mail_deliveries
            set status = ?, last_error = ?, message_id = coalesce(?, message_id),
                recipient = coalesce(?, recipient),
                sent_at = case when ? = 'sent' then now() else sent_at end,
                claimed_at = null, updated_at = now()
          where id = ?`,
        [
          status,
          fields.error ?? null,
          fields.messageId ?? null,
          fields.recipient ?? null,
          status,
          deliveryId,
        ],
      );
      // A failure put back in the queue is an attempt that will be made again.
      const outcome = status === DeliveryStatus.QUEUED ? 'retrying' : status;
      this.counts[outcome] = (this.counts[outcome] ?? 0) + 1;
      return status;
    };
    // The last guard of the suppression list: whatever queued it (an old import, a test send, a
    // row queued before an erasure), an erased address is never mailed, and the skip's ledger row
    // does not keep the address either.
    const suppressed = () =>
      finish(DeliveryStatus.SKIPPED, { error: SUPPRESSED_REASON, recipient: SUPPRESSED_RECIPIENT });
    try {
      if (row.suppressed) return await suppressed();
      const kind = this.kinds.get(facts.kind);
      if (!kind)
        return await finish(DeliveryStatus.FAILED, { error: `Unknown kind "${facts.kind}"` });
      const mail = await kind.compose(em, facts, await this.context(em));
      if (!mail) return await finish(DeliveryStatus.SKIPPED, {});
      // A kind may address the message at sending (the company mailbox): checked again then.
      if (
        mail.to.trim().toLowerCase() !== facts.recipient.trim().toLowerCase() &&
        (await new SuppressionList(em).isSuppressed(mail.to))
      ) {
        return await suppressed();
      }
      const messageId = this.messageIdOf(facts.id);
      const sent = await this.driver.send({ ...mail, from: this.settings.mailFrom, messageId });
      this.logger.debug({ delivery: facts.id, kind: facts.kind }, 'mail sent');
      // The ledger names the address it went to (a company mailbox may be decided at sending).
      return await finish(DeliveryStatus.SENT, { messageId: sent.messageId, recipient: mail.to });
    } catch (error) {
      const reason = reasonOf(error);
      if (error instanceof MailRefusedError) {
        this.logger.warn({ delivery: facts.id, kind: facts.kind, reason }, 'mail refused');
        return await finish(DeliveryStatus.BOUNCED, { error: reason });
      }
      this.logger.warn(
        { delivery: facts.id, kind: facts.kind, reason, lastAttempt },
        'mail failed',
      );
      await finish(lastAttempt ? DeliveryStatus.FAILED : DeliveryStatus.QUEUED, { error: reason });
      if (lastAttempt) return DeliveryStatus.FAILED;
      throw error;
    }
  }

  /**
   * Takes back claims of senders that died (older than STALE_CLAIM_SECONDS) and answers the
   * single messages (not editions) that are queued but have no job waiting: a crash between a
   * commit and its job, or a claim just taken back. The caller queues a job for each.
   */
  async orphans(): Promise<number[]> {
    const connection = this.orm.em.fork().getConnection();
    await connection.execute(
      `update mail_deliveries set status = 'queued', claimed_at = null, updated_at = now()
        where status = 'sending' and mailing_id is null
          and claimed_at < now() - make_interval(secs => ?)`,
      [STALE_CLAIM_SECONDS],
    );
    const rows = await connection.execute<{ id: number }[]>(
      `select d.id from mail_deliveries d
        where d.status = 'queued' and d.mailing_id is null
          and d.updated_at < now() - interval '2 minutes'
          and not exists (
            select 1 from pgboss.job j
             where j.name = ? and j.state < 'completed' and (j.data ->> 'deliveryId')::int = d.id)
        order by d.id limit 500`,
      ['mail-deliver'],
    );
    return rows.map((row) => row.id);
  }
}
