import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  addressKey,
  isHoneypotFilled,
  minutesToWait,
  type RateLimitedClient,
} from '../../common/rate-limits.js';
import { companyDayEnd, companyDayStart } from '../../common/calendar.js';
import { lockForEdit } from '../../common/editing.js';
import type { Connection, PageRequest } from '../../common/pagination.js';
import { searchWords } from '../../common/search.js';
import { CompanyService } from '../company/index.js';
import { AuditAction, HistoryService, type Actor } from '../history/index.js';
import type { MailQueue } from '../mail/index.js';
import { SubscriberService } from '../subscribers/index.js';
import { CONTACT_NOTIFICATION } from './contact-notification.js';
import { Contact, ContactStatus, type BusinessType } from './contact.entity.js';
import type { ContactMatch } from './contact.repository.js';
import type { ContactTriageInput } from './dto/contact-triage.input.js';
import type { ContactInput } from './dto/contact.input.js';
import type { ContactReceipt } from './contact.types.js';

export const CONTACT_RECEIVED_MESSAGE = "We'll get back to you as soon as possible.";
export const CONTACT_NOT_FOUND = 'Contact message not found';
/** The kind of record of contact messages' audit rows. */
export const CONTACT_RECORD = 'contact';

/**
 * How the audit trail names a message: by its number only. The sender's name, address and words
 * are personal data, kept in the message's own row and never copied into the trail.
 */
export const contactLabel = (id: number) => `Message #${id}`;

/** Over CONTACT_LIMIT: the contact form shows this in its toast. */
export const contactLimitedMessage = (retryAfterSeconds: number) =>
  `Too many messages from your connection. Please try again in ${minutesToWait(retryAfterSeconds)}.`;

/** The contact page (spec route table), as the consent ledger records the newsletter box's page. */
export const CONTACT_PAGE = '/contact';

/** Who sends a message: the abuse limits' client and its browser (the consent ledger's). */
export interface ContactSender extends RateLimitedClient {
  userAgent?: string;
}

/** The admin list's filters, as `contacts(...)` takes them (validated by ContactListArgs). */
export interface ContactFilter {
  /** Words of the sender's name or e-mail address. */
  search?: string | null;
  businessType?: BusinessType | null;
  /** Only new or only handled messages; all when absent. */
  status?: ContactStatus | null;
  /** First and last day (YYYY-MM-DD) received, in the company's calendar (America/Edmonton). */
  from?: string | null;
  to?: string | null;
}

export class ContactService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores a validated message, trimmed, and queues its notice to the company's mailbox in the
   * same transaction; both are committed before this resolves. Each message
   * first spends one of the sender's CONTACT_LIMIT (TooManyRequestsError when spent). A message
   * with the honeypot filled gets a receipt like any other, but nothing is stored. With its
   * (unchecked by default) newsletter box ticked, the message also starts a subscription in the
   * same transaction, as the subscribe form does: pending, an express consent (page /contact) and
   * a confirmation e-mail; without it, never.
   */
  async submit(
    input: ContactInput,
    sender: ContactSender,
    mail: MailQueue,
  ): Promise<ContactReceipt> {
    await sender.limits.consume('contact', addressKey(sender.clientAddress), contactLimitedMessage);
    if (isHoneypotFilled(input.website)) {
      // An id from the table's own sequence, so the receipt looks like a real one.
      const [{ id }] = await this.em
        .getConnection()
        .execute<{ id: string }[]>(
          `select nextval(pg_get_serial_sequence('contacts', 'id')) as id`,
        );
      return { id: Number(id), message: CONTACT_RECEIVED_MESSAGE };
    }
    // The message and the notice to the company's mailbox commit together: a mail server that is
    // down delays the notice (the queue tries again), it never loses the message.
    const store = () =>
      this.em.transactional(async (tx) => {
        const stored = tx.create(Contact, {
          name: input.name.trim(),
          email: input.email.trim(),
          phone: input.phone.trim(),
          // Only the outer white space: line breaks inside the message are kept.
          message: input.message.trim(),
          businessType: input.businessType.trim() as BusinessType,
        });
        await tx.flush();
        await mail.queue(tx, {
          kind: CONTACT_NOTIFICATION,
          // Where Settings say now; COMPANY_MAILBOX, when set, decides at sending (the ledger says).
          recipient: (await new CompanyService(tx).company()).submissionsMailbox,
          dedupeKey: `contact:${stored.id}`,
          contactId: stored.id,
        });
        if (input.subscribeToNewsletter) {
          await new SubscriberService(tx, { mail }).startSubscription(stored.email, [], {
            clientAddress: sender.clientAddress,
            userAgent: sender.userAgent,
            page: CONTACT_PAGE,
            consentVersion: input.consentVersion,
          });
        }
        return stored;
      });
    // The address subscribing elsewhere at the same moment: its row exists now, so again updates.
    const contact = await store().catch((error: unknown) => {
      if (input.subscribeToNewsletter && error instanceof UniqueConstraintViolationException) {
        return store();
      }
      throw error;
    });
    return { id: contact.id, message: CONTACT_RECEIVED_MESSAGE };
  }

  /** The newest `limit` messages, newest first (admin): GET /api/contacts. */
  list(limit: number): Promise<Contact[]> {
    return this.em.find(Contact, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /**
   * One page of `list()`'s order after a cursor, narrowed by `filter` (GraphQL `contacts`). Days
   * are the office's: "to 3 March" takes the messages up to midnight in Edmonton, not in UTC.
   */
  page(request: PageRequest, filter: ContactFilter = {}): Promise<Connection<Contact>> {
    return this.em.getRepository(Contact).findMatching(matchOf(filter), request);
  }

  /**
   * The next `size` messages of `page()`'s order after `last` (from the newest without it),
   * narrowed by `filter`: an export reads the list this way until a batch comes back short. The
   * rows are not kept by the entity manager, so memory stays one batch whatever the list's length.
   */
  batch(filter: ContactFilter, last: Contact | undefined, size: number): Promise<Contact[]> {
    return this.em.getRepository(Contact).findBatch(matchOf(filter), last, size);
  }

  /** How many messages there are, or how many of one status. */
  count(status?: ContactStatus): Promise<number> {
    return this.em.count(Contact, status ? { status } : {});
  }

  /**
   * Marks a message handled (when and by whom are recorded) or reopens it (both are forgotten),
   * and sets the office's note (trimmed; empty removes it). Saved over the version the admin
   * started from (EditConflictError if someone changed it since), with an audit row that names the
   * message by its number and the fields changed, never their values. A change of nothing saves
   * nothing.
   */
  triage(
    rawId: unknown,
    expectedVersion: number,
    input: ContactTriageInput,
    actor: Actor,
  ): Promise<Contact> {
    return this.em.transactional(async (em) => {
      const contact = await lockForEdit(em, Contact, rawId, expectedVersion, CONTACT_NOT_FOUND);
      const before = contact.status;
      const note = input.note?.trim() || null;
      const fields: string[] = [];
      if (input.status !== before) {
        const handled = input.status === ContactStatus.HANDLED;
        contact.status = input.status;
        contact.handledAt = handled ? new Date() : null;
        contact.handledBy = handled ? actor.username : null;
        fields.push('status', 'handledAt', 'handledBy');
      }
      if (note !== contact.note) {
        contact.note = note;
        fields.push('note');
      }
      if (fields.length === 0) return contact;
      const change =
        input.status === before ? '' : `${statusWord(before)} → ${statusWord(input.status)}`;
      new HistoryService(em).audit(
        CONTACT_RECORD,
        contact.id,
        contactLabel(contact.id),
        fields,
        actor,
        AuditAction.UPDATE,
        change,
      );
      await em.flush();
      return contact;
    });
  }
}

const statusWord = (status: ContactStatus) => status.toLowerCase();

/** The list's filters read into words and instants: days are the office's (America/Edmonton). */
function matchOf(filter: ContactFilter): ContactMatch {
  return {
    words: searchWords(filter.search),
    businessType: filter.businessType,
    status: filter.status,
    receivedFrom: filter.from ? companyDayStart(filter.from) : undefined,
    receivedBefore: filter.to ? companyDayEnd(filter.to) : undefined,
  };
}
