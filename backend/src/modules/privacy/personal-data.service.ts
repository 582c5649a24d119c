import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactPersonalData } from '../contacts/index.js';
import {
  AuditAction,
  HistoryMentions,
  HistoryService,
  type Actor,
  type Mentions,
} from '../history/index.js';
import { MailPersonalData, SuppressionList } from '../mail/index.js';
import { normaliseEmail, SubscriberPersonalData } from '../subscribers/index.js';
import type { PersonalData, PersonalDataErasure } from './personal-data.types.js';

/** The audit trail's kind of record for an erasure, and its label: neither names the person. */
export const PERSON_RECORD = 'person';
export const ERASURE_LABEL = 'Personal data of one person';
/** The audit trail's kind of record for lifting a suppression. */
export const SUPPRESSION_RECORD = 'mail-suppression';

/** The rows the site keeps about one address, by kind, each kept by its own module. */
interface Rows {
  subscribers: number[];
  contacts: number[];
  deliveries: number[];
  outbox: number[];
  mentions: Mentions;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "1 subscriber, 2 consent records, 1 contact message, 5 deliveries, 3 outbox messages". */
export function erasureSummary(erased: PersonalDataErasure): string {
  const parts = [
    plural(erased.subscribers, 'subscriber', 'subscribers'),
    plural(erased.consents, 'consent record', 'consent records'),
    plural(erased.contacts, 'contact message', 'contact messages'),
    plural(erased.deliveries, 'delivery', 'deliveries'),
    plural(erased.outboxMessages, 'outbox message', 'outbox messages'),
  ];
  if (erased.historyEntries > 0) {
    parts.push(plural(erased.historyEntries, 'history entry', 'history entries'));
  }
  return parts.join(', ');
}

/**
 * Access and erasure requests (PIPEDA, Alberta PIPA) for one e-mail address, matched without
 * regard to case: its subscription and consent ledger, the contact messages sent from it, the
 * delivery ledger rows of mail to it (and of its messages' notices to the company), the local
 * outbox's copies of mail to it or replying to it, and any audit entry or record version that
 * happens to mention it. `collect` shows exactly what `erase` removes.
 */
export class PersonalDataService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Ids of every row about `email` (normalised), read on `em` (the erasure's transaction): each
   * module answers for its own tables, the subscriptions first (locked).
   */
  private async rows(em: EntityManager, email: string): Promise<Rows> {
    const subscribers = await new SubscriberPersonalData(em).ids(email);
    const contacts = await new ContactPersonalData(em).ids(email);
    const mail = new MailPersonalData(em);
    const deliveries = await mail.deliveryIds(email, {
      subscriberIds: subscribers,
      contactIds: contacts,
    });
    const outbox = await mail.outboxIds(email);
    const mentions = await new HistoryMentions(em).of(email);
    return { subscribers, contacts, deliveries, outbox, mentions };
  }

  /** Everything kept about `address` (an access request). */
  async collect(address: string): Promise<PersonalData> {
    const email = normaliseEmail(address);
    const em = this.em;
    const found = await this.rows(em, email);
    const mail = new MailPersonalData(em);
    const { subscriber, consents } = await new SubscriberPersonalData(em).records(
      found.subscribers,
    );
    return {
      email,
      suppressed: await new SuppressionList(em).isSuppressed(email),
      subscriber,
      consents,
      contacts: await new ContactPersonalData(em).records(found.contacts),
      deliveries: await mail.deliveries(found.deliveries),
      outboxMessages: await mail.outboxMessages(found.outbox),
      historyMentions: found.mentions.audit.length + found.mentions.versions.length,
    };
  }

  /**
   * Erases everything `collect` shows, in one transaction, and puts a salted hash of the address
   * on the suppression list, so that no import, form or mailing can bring it back unnoticed. One
   * audit entry records it with counts only: no address, no name, no id of an erased row.
   */
  async erase(address: string, actor: Actor): Promise<PersonalDataErasure> {
    const email = normaliseEmail(address);
    return this.em.transactional(async (em) => {
      const found = await this.rows(em, email);
      const mail = new MailPersonalData(em);
      // The ledger and the outbox first: their rows point at the subscriptions and messages.
      const outboxMessages = await mail.eraseOutbox(found.outbox);
      const deliveries = await mail.eraseDeliveries(found.deliveries);
      const contacts = await new ContactPersonalData(em).erase(found.contacts);
      const { subscribers, consents } = await new SubscriberPersonalData(em).erase(
        found.subscribers,
      );
      const erased: PersonalDataErasure = {
        outboxMessages,
        deliveries,
        contacts,
        subscribers,
        consents,
        historyEntries: await new HistoryMentions(em).erase(found.mentions),
      };
      await new SuppressionList(em).suppress(email, 'erased');
      new HistoryService(em).audit(
        PERSON_RECORD,
        null,
        ERASURE_LABEL,
        [],
        actor,
        AuditAction.ERASE,
        `Erased the personal data of one person: ${erasureSummary(erased)}`,
      );
      await em.flush();
      return erased;
    });
  }

  /**
   * Takes an address off the suppression list, when its person asks to be able to subscribe
   * again (a form never lifts it: anyone can type an address). Audited without the address.
   */
  async liftSuppression(address: string, actor: Actor): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const lifted = await new SuppressionList(em).lift(normaliseEmail(address));
      if (lifted) {
        new HistoryService(em).audit(
          SUPPRESSION_RECORD,
          null,
          'Suppressed address',
          [],
          actor,
          AuditAction.DELETE,
          "Lifted one address from the suppression list at the person's request",
        );
        await em.flush();
      }
      return lifted;
    });
  }
}
