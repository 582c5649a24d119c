import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';

// What a module that sends e-mail or runs background work declares in its AppModule (a MailKind,
// a JobDefinition) and what it is handed (a MailQueue, a MailContext, JobTools). modules/mail
// implements it and works the declarations the composition root collects; a module that only
// declares needs nothing of mail/ itself.

/** One e-mail as a kind composes it; the sender (MAIL_FROM) and the Message-ID are added on sending. */
export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain-text part: every message has one. */
  text: string;
  /** The HTML part, made by `renderMail` from the same words as the text. */
  html: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** Who sends: every message names the company, its mailing address and how to reach it (CASL). */
export interface SenderIdentity {
  name: string;
  email: string;
  phone: string;
  /** One line: street, city, province and postal code. */
  mailingAddress: string;
}

/** What a kind's `compose` may use besides the database. */
export interface MailContext {
  /** PUBLIC_URL without a trailing slash: links in mail are absolute. */
  publicUrl: string;
  /** Key for signed links in mail (derived from JWT_SECRET; never the secret itself). */
  linkSecret: string;
  /** MAIL_FROM, the sender every message goes out with. */
  mailFrom: string;
  company: SenderIdentity;
  /** Where the company reads mail: COMPANY_MAILBOX, else the Settings' submissions mailbox. */
  companyMailbox: string;
}

/** The ledger row a kind composes for (see MailDelivery). */
export interface DeliveryFacts {
  id: number;
  kind: string;
  /** The unit of work it was queued as (e.g. `contact:42`). */
  dedupeKey: string;
  recipient: string;
  subscriberId: number | null;
  contactId: number | null;
  mailingId: number | null;
}

/**
 * One kind of message (a subscription confirmation, a contact notification…), declared by the
 * module it belongs to (AppModule.mailKinds). `compose` runs when the message is sent, not when it
 * is queued, so it reads the record as it is then; it answers null when there is nothing to send
 * any more (the subscriber confirmed meanwhile), and the delivery is marked skipped.
 */
export interface MailKind {
  kind: string;
  compose(
    em: EntityManager,
    delivery: DeliveryFacts,
    context: MailContext,
  ): Promise<OutgoingMail | null>;
}

/** A message to send later, recorded in the delivery ledger. */
export interface DeliveryRequest {
  kind: string;
  recipient: string;
  /**
   * One unit of work: a second request with the same key is ignored (a retried request, two
   * replicas), e.g. `contact:42` or `confirm:7:2026-11-26T10:00:00.000Z`.
   */
  dedupeKey: string;
  subscriberId?: number;
  contactId?: number;
}

/**
 * Queues mail. `queue` writes the ledger row and the job in `em`'s transaction (one of its own when
 * `em` has none), so they are committed with the record they are about, or not at all.
 */
export interface MailQueue {
  queue(em: EntityManager, request: DeliveryRequest): Promise<void>;
  /** Queues a job of a module's own (JobDefinition) in `em`'s transaction, e.g. a mailing's run. */
  queueJob(em: EntityManager, name: string, data: object): Promise<void>;
  /** What a message would be written with now (previews and checks before a send). */
  context(em: EntityManager): Promise<MailContext>;
}

/** What a module's job may use. */
export interface JobTools {
  orm: MikroORM;
  /** Sends one ledger row (claim, compose, send, record): see MailDispatcher.deliver. */
  deliver(deliveryId: number, options: { maxAttempts: number }): Promise<string>;
  /** Queues more mail or jobs (an account link's e-mail), in the job's own transaction. */
  queue: MailQueue;
  logger: Logger;
}

/**
 * A background job of a module (a mailing's run), worked by every instance with MAIL_WORKER on.
 * The queue itself is made by the module's migration (pgboss.create_queue).
 */
export interface JobDefinition<Data extends object = object> {
  name: string;
  /**
   * pg-boss retry and expiry of each job, and the queue's policy (standard by default; singleton:
   * one job active at a time), applied again at every start: keep them as the migration made them.
   */
  options: {
    policy?: 'standard' | 'singleton';
    retryLimit: number;
    retryDelay: number;
    retryBackoff: boolean;
    expireInSeconds: number;
  };
  /**
   * A cron expression (UTC) on which one job is queued, whichever instance's clock gets there
   * first (pg-boss keeps one schedule per queue in the database); `null` takes a schedule made
   * earlier away; undefined leaves schedules alone.
   */
  schedule?: string | null;
  run(data: Data, tools: JobTools): Promise<void>;
  /** Called every minute: the jobs to queue again (work a dead instance left half done). */
  resume?(tools: JobTools): Promise<Data[]>;
}
