import type { EntityManager } from '@mikro-orm/postgresql';
import { containsPattern } from '../../common/search.js';
import { Contact } from '../contacts/index.js';
import { AuditAction, HistoryService, type Actor } from '../history/index.js';
import { MailDelivery, OutboxMessage, SuppressionList, textArrayLiteral } from '../mail/index.js';
import { ConsentLedger, normaliseEmail, Subscriber } from '../subscribers/index.js';
import type { PersonalData, PersonalDataErasure } from './personal-data.types.js';

/** The audit trail's kind of record for an erasure, and its label: neither names the person. */
export const PERSON_RECORD = 'person';
export const ERASURE_LABEL = 'Personal data of one person';
/** The audit trail's kind of record for lifting a suppression. */
export const SUPPRESSION_RECORD = 'mail-suppression';

/** The rows the site keeps about one address, by table. */
interface Rows {
  subscribers: number[];
  contacts: number[];
  deliveries: number[];
  outbox: number[];
  audit: number[];
  versions: number[];
}

const ids = (values: readonly number[]) => textArrayLiteral(values.map(String));

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

  /** Ids of every row about `email` (normalised), read on `em` (the erasure's transaction). */
  private async rows(em: EntityManager, email: string): Promise<Rows> {
    const connection = em.getConnection();
    const trx = em.getTransactionContext();
    const select = async (sql: string, params: unknown[]) =>
      (await connection.execute<{ id: number }[]>(sql, params, 'all', trx)).map((row) => row.id);
    const subscribers = await select(
      `select id from subscribers where lower(email) = ? order by id for update`,
      [email],
    );
    const contacts = await select(
      `select id from contacts where lower(btrim(email)) = ? order by id`,
      [email],
    );
    const deliveries = await select(
      `select id from mail_deliveries
        where lower(recipient) = ? or subscriber_id = any(?::int[]) or contact_id = any(?::int[])
        order by id`,
      [email, ids(subscribers), ids(contacts)],
    );
    const outbox = await select(
      `select id from outbox_messages where lower(recipient) = ? or lower(reply_to) = ? order by id`,
      [email, email],
    );
    const pattern = containsPattern(email);
    const audit = await select(
      `select id from audit_events where record_label ilike ? or note ilike ? order by id`,
      [pattern, pattern],
    );
    const versions = await select(
      `select id from record_versions where snapshot::text ilike ? order by id`,
      [pattern],
    );
    return { subscribers, contacts, deliveries, outbox, audit, versions };
  }

  /** Everything kept about `address` (an access request). */
  async collect(address: string): Promise<PersonalData> {
    const email = normaliseEmail(address);
    const em = this.em;
    const found = await this.rows(em, email);
    const newestFirst = { orderBy: { createdAt: 'desc', id: 'desc' } } as const;
    const subscriber = found.subscribers.length
      ? await em.findOne(Subscriber, { id: found.subscribers[0] })
      : null;
    return {
      email,
      suppressed: await new SuppressionList(em).isSuppressed(email),
      subscriber,
      consents: subscriber ? (await new ConsentLedger(em).ofMany([subscriber.id]))[0] : [],
      contacts: await em.find(Contact, { id: { $in: found.contacts } }, newestFirst),
      deliveries: await em.find(MailDelivery, { id: { $in: found.deliveries } }, newestFirst),
      outboxMessages: await em.find(OutboxMessage, { id: { $in: found.outbox } }, newestFirst),
      historyMentions: found.audit.length + found.versions.length,
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
      const connection = em.getConnection();
      const trx = em.getTransactionContext();
      const remove = async (table: string, rowIds: readonly number[]) => {
        if (rowIds.length === 0) return 0;
        const rows = await connection.execute<unknown[]>(
          `delete from ${table} where id = any(?::int[]) returning 1`,
          [ids(rowIds)],
          'all',
          trx,
        );
        return rows.length;
      };
      const [{ count: consents }] = await connection.execute<{ count: number }[]>(
        `select count(*)::int as count from subscriber_consents where subscriber_id = any(?::int[])`,
        [ids(found.subscribers)],
        'all',
        trx,
      );
      const erased: PersonalDataErasure = {
        outboxMessages: await remove('outbox_messages', found.outbox),
        deliveries: await remove('mail_deliveries', found.deliveries),
        contacts: await remove('contacts', found.contacts),
        // Its consent ledger entries go with it (on delete cascade; the ledger's append-only
        // trigger guards updates only).
        subscribers: await remove('subscribers', found.subscribers),
        consents,
        historyEntries:
          (await remove('audit_events', found.audit)) +
          (await remove('record_versions', found.versions)),
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
