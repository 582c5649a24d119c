import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError } from '../../common/errors.js';
import type { SqlQuery } from '../../common/sql-query.js';
import { AuditAction, HistoryService, type Actor } from '../history/index.js';
import {
  deliverable,
  MailingLedger,
  type MailContext,
  type MailQueue,
  type OutgoingMail,
} from '../mail/index.js';
import {
  Newsletter,
  NEWSLETTER_RECORD,
  NewsletterService,
  NewsletterState,
  newsletterState,
} from '../newsletters/index.js';
import { NEWSLETTER_TOPICS, newsletterAudience, subscriberLinks } from '../subscribers/index.js';
import { MAILING_QUEUE } from './mailing-run.js';
import { MailingStatus, NewsletterMailing } from './mailing.entity.js';
import {
  NEWSLETTER_MAIL,
  NEWSLETTER_TEST_MAIL,
  newsletterMail,
  ONE_CLICK,
} from './newsletter-mail.js';

/** The largest e-mail we send: light enough for every client (Gmail clips at 102 KB). */
export const MAIL_HTML_MAX_BYTES = 100 * 1024;
export const CHECKS_FAILED_TO_SEND = 'Some checks before sending did not pass: fix them first';
export const AUDIENCE_CHANGED = (now: number) =>
  `The audience has changed since the check: it is ${now} now. Check again before sending.`;

export interface SendCheck {
  key: string;
  label: string;
  passed: boolean;
  detail: string;
}

export interface MailingCheckResult {
  checks: SendCheck[];
  recipientCount: number;
  preview: OutgoingMail;
}

function unknownTopics(topics: readonly string[]): string[] {
  return topics.filter((topic) => !(NEWSLETTER_TOPICS as readonly string[]).includes(topic));
}

/**
 * E-mailing a published newsletter to its subscribers (admin): the audience, a preview written
 * exactly as a subscriber's message is, a test to one address, the checks before sending, and the
 * send itself (once per newsletter), run in the background by `mailingJob`.
 */
export class MailingService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailQueue,
  ) {}

  private newsletter(newsletterId: number): Promise<Newsletter> {
    return new NewsletterService(this.em).find(newsletterId);
  }

  /**
   * Who the mailing would go to now: the subscribers of the topics (subscribers/) mail may be
   * sent to (mail/), as a query of `id`, `email` and `live_consent` to count and read from.
   */
  private audience(topics: readonly string[]): SqlQuery {
    return deliverable(newsletterAudience(topics));
  }

  private validTopics(topics: readonly string[]): string[] {
    const unknown = unknownTopics(topics);
    if (unknown.length > 0) {
      throw new InvalidInputError(`Unknown topic: ${unknown.join(', ')}`, {
        topics: `Choose among ${NEWSLETTER_TOPICS.join(', ')}`,
      });
    }
    return [...new Set(topics)];
  }

  async audienceCount(topics: readonly string[]): Promise<number> {
    const audience = this.audience(this.validTopics(topics));
    const [{ count }] = await this.em
      .getConnection()
      .execute<{ count: number }[]>(`select count(*)::int as count from (${audience.sql}) a`, [
        ...audience.params,
      ]);
    return count;
  }

  /** The mailing of a newsletter, if it was sent. */
  mailingOf(newsletterId: number): Promise<NewsletterMailing | null> {
    return this.em.findOne(NewsletterMailing, { newsletterId });
  }

  /**
   * The checks before sending, run on the message as a recipient would get it (the first of the
   * audience, or a sample address when there is none): each one reads the written message, so a
   * template that lost its footer or its unsubscribe link fails here, not in people's inboxes.
   */
  async check(newsletterId: number, topics: readonly string[]): Promise<MailingCheckResult> {
    const newsletter = await this.newsletter(newsletterId);
    const chosen = this.validTopics(topics);
    const context = await this.mail.context(this.em);
    const connection = this.em.getConnection();
    const audience = this.audience(chosen);
    const [counts] = await connection.execute<{ total: number; without_consent: number }[]>(
      `select count(*)::int as total,
              (count(*) filter (where not a.live_consent))::int as without_consent
         from (${audience.sql}) a`,
      [...audience.params],
    );
    const [first] = await connection.execute<{ id: number; email: string }[]>(
      `select a.id, a.email from (${audience.sql}) a order by a.id limit 1`,
      [...audience.params],
    );
    const preview = newsletterMail(
      newsletter,
      first ?? { id: 0, email: 'subscriber@example.com' },
      context,
    );
    const mailing = await this.mailingOf(newsletter.id);
    const state = newsletterState(newsletter, new Date());
    const checks: SendCheck[] = [
      {
        key: 'PUBLISHED',
        label: 'Published on the site',
        passed: state === NewsletterState.PUBLISHED,
        detail:
          state === NewsletterState.PUBLISHED
            ? 'The e-mail links to its page, which visitors can open'
            : state === NewsletterState.SCHEDULED
              ? 'Scheduled for later: send it once it is on the site'
              : 'A draft: publish it first',
      },
      {
        key: 'NOT_SENT',
        label: 'Not e-mailed before',
        passed: !mailing,
        detail: mailing
          ? `Already e-mailed to ${mailing.recipientCount} subscribers`
          : 'Each newsletter is e-mailed once',
      },
      ...this.messageChecks(preview, context),
      {
        key: 'CONSENT',
        label: 'Every recipient has live consent',
        passed: counts.without_consent === 0,
        detail:
          counts.without_consent === 0
            ? 'Each one confirmed their subscription and has not withdrawn it'
            : `${counts.without_consent} of ${counts.total} recipients have no live consent record`,
      },
      {
        key: 'AUDIENCE',
        label: 'Someone to send it to',
        passed: counts.total > 0,
        detail:
          counts.total > 0
            ? `${counts.total} confirmed subscriber${counts.total === 1 ? '' : 's'}`
            : 'No confirmed subscriber matches the audience',
      },
    ];
    return { checks, recipientCount: counts.total, preview };
  }

  /** What CASL and RFC 8058 ask of every message, read from the written message itself. */
  private messageChecks(message: OutgoingMail, context: MailContext): SendCheck[] {
    const { company } = context;
    const signer = subscriberLinks(context).signer;
    const links = [...message.text.matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));
    const unsubscribe = links.find((link) => link.pathname.includes('unsubscribe'));
    const token = unsubscribe?.searchParams.get('token');
    const unsubscribeWorks = Boolean(
      token && 'subscriberId' in signer.verify(token, ['unsubscribe']),
    );
    const header = message.headers?.['List-Unsubscribe'] ?? '';
    const size = Buffer.byteLength(message.html);
    return [
      {
        key: 'SENDER',
        label: 'Says who sends it',
        passed: Boolean(context.mailFrom) && message.text.includes(company.name),
        detail: `From ${context.mailFrom}; the footer names ${company.name}`,
      },
      {
        key: 'MAILING_ADDRESS',
        label: 'Gives our mailing address and contact',
        passed:
          message.text.includes(company.mailingAddress) &&
          message.text.includes(company.phone) &&
          message.text.includes(company.email),
        detail: `${company.mailingAddress}; ${company.phone}; ${company.email}`,
      },
      {
        key: 'UNSUBSCRIBE_LINK',
        label: 'Has a working unsubscribe link',
        passed: unsubscribeWorks,
        detail: unsubscribeWorks
          ? 'In the footer, valid for 180 days'
          : 'The footer has no valid unsubscribe link',
      },
      {
        key: 'UNSUBSCRIBE_HEADERS',
        label: 'Lets mail apps unsubscribe in one click',
        passed:
          /^<https?:\/\/[^>]+>$/.test(header) &&
          message.headers?.['List-Unsubscribe-Post'] === ONE_CLICK,
        detail: 'List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058)',
      },
      {
        key: 'SIZE',
        label: 'Light enough for every mail app',
        passed: size <= MAIL_HTML_MAX_BYTES,
        detail: `${Math.ceil(size / 1024)} KB; ${MAIL_HTML_MAX_BYTES / 1024} KB at most`,
      },
    ];
  }

  /** Sends the newsletter's e-mail to one address now (no subscription needed, marked test). */
  async sendTest(newsletterId: number, email: string): Promise<void> {
    const newsletter = await this.newsletter(newsletterId);
    await this.mail.queue(this.em, {
      kind: NEWSLETTER_TEST_MAIL,
      recipient: email,
      dedupeKey: `newsletter-test:${newsletter.id}:${Date.now()}:${Math.random().toString(36).slice(2)}`,
    });
  }

  /**
   * Starts the mailing: the checks again (a failing one refuses it), then, in one transaction,
   * the mailing (refused if the newsletter was ever mailed), one ledger row per recipient and the
   * job that sends them. `expectedRecipients` is what the office saw: a different count refuses
   * the send, so nobody mails an audience they have not looked at.
   */
  async start(
    newsletterId: number,
    topics: readonly string[],
    expectedRecipients: number,
    actor: Actor,
  ): Promise<NewsletterMailing> {
    const chosen = this.validTopics(topics);
    const { checks, recipientCount } = await this.check(newsletterId, chosen);
    const failed = checks.filter((check) => !check.passed);
    if (failed.length > 0) {
      throw new InvalidInputError(CHECKS_FAILED_TO_SEND, {
        checks: `${CHECKS_FAILED_TO_SEND}: ${failed.map((check) => check.label).join('; ')}`,
      });
    }
    if (recipientCount !== expectedRecipients) {
      throw new InvalidInputError(AUDIENCE_CHANGED(recipientCount), {
        expectedRecipients: AUDIENCE_CHANGED(recipientCount),
      });
    }
    const newsletter = await this.newsletter(newsletterId);
    try {
      return await this.em.transactional(async (tx) => {
        const mailing = tx.create(NewsletterMailing, {
          newsletterId: newsletter.id,
          subject: newsletter.title,
          topics: chosen,
          recipientCount: 0,
          startedBy: actor.username,
        });
        await tx.flush();
        const queued = await new MailingLedger(tx, mailing.id).queueAll(
          NEWSLETTER_MAIL,
          newsletterAudience(chosen, { liveConsentOnly: true }),
        );
        mailing.recipientCount = queued;
        new HistoryService(tx).audit(
          NEWSLETTER_RECORD,
          newsletter.id,
          newsletter.title,
          [],
          actor,
          AuditAction.SEND,
          `to ${queued} subscribers${chosen.length ? ` (${chosen.join(', ')})` : ''}`,
        );
        await tx.flush();
        await this.mail.queueJob(tx, MAILING_QUEUE, { mailingId: mailing.id });
        return mailing;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new InvalidInputError('This newsletter has already been e-mailed', {
          newsletterId: 'This newsletter has already been e-mailed',
        });
      }
      throw error;
    }
  }

  /** How many of the mailing's rows are in each state. */
  counts(mailingId: number): Promise<Record<string, number>> {
    return new MailingLedger(this.em, mailingId).counts();
  }
}

export { MailingStatus };
