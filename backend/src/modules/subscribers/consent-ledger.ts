import type { EntityManager } from '@mikro-orm/postgresql';
import { CompanyService } from '../company/index.js';
import { ConsentRecord, ConsentType, WithdrawalMethod } from './consent-record.entity.js';
import {
  consentWording,
  CURRENT_CONSENT_VERSION,
  type ConsentWordingText,
} from './consent-wording.js';
import type { Subscriber } from './subscriber.entity.js';

/** Where and how a consent was given: what the ledger keeps besides the wording. */
export interface ConsentEvidence {
  clientAddress: string;
  userAgent?: string | null;
  /** Path of the page the form was on, e.g. "/newsletter". */
  page?: string | null;
  /**
   * The wording version the page showed (validated: an unknown one is refused before this). A
   * client that names none (the spec's REST shim) is taken to have shown the current one.
   */
  consentVersion?: string | null;
}

/** Longest User-Agent kept (the column's size); longer ones are cut. */
const USER_AGENT_MAX = 512;

/**
 * The CASL consent ledger (ConsentRecord): entries are added, then only confirmed and withdrawn.
 */
export class ConsentLedger {
  constructor(private readonly em: EntityManager) {}

  /** The wording of `version` as shown now, with the company's current name and contact. */
  async wording(version: string = CURRENT_CONSENT_VERSION): Promise<ConsentWordingText> {
    const company = await new CompanyService(this.em).company();
    return consentWording(version, {
      name: company.name,
      email: company.email,
      phone: company.tollFreePhone,
    });
  }

  /** Adds an express consent of `subscriber`, confirmed at `confirmedAt` when the address is proven. */
  async record(
    subscriber: Subscriber,
    evidence: ConsentEvidence,
    at: Date,
    confirmedAt: Date | null = null,
  ): Promise<ConsentRecord> {
    const wording = await this.wording(evidence.consentVersion ?? CURRENT_CONSENT_VERSION);
    return this.recordWith(wording, subscriber, evidence, at, confirmedAt);
  }

  /** As `record`, with the wording already read (an import records many with one). */
  recordWith(
    wording: ConsentWordingText,
    subscriber: Subscriber,
    evidence: ConsentEvidence,
    at: Date,
    confirmedAt: Date | null = null,
  ): ConsentRecord {
    return this.em.create(ConsentRecord, {
      subscriber,
      type: ConsentType.EXPRESS,
      wordingVersion: wording.version,
      wordingText: wording.text,
      wordingHash: wording.hash,
      page: evidence.page ?? null,
      ipAddress: evidence.clientAddress.slice(0, 64),
      userAgent: evidence.userAgent ? evidence.userAgent.slice(0, USER_AGENT_MAX) : null,
      givenAt: at,
      confirmedAt,
    });
  }

  /** Marks every unconfirmed, live entry of `subscriber` confirmed at `at`. */
  async confirmAll(subscriber: Subscriber, at: Date): Promise<void> {
    await this.em.nativeUpdate(
      ConsentRecord,
      { subscriber, confirmedAt: null, withdrawnAt: null },
      { confirmedAt: at },
    );
  }

  /** The wording versions of the unconfirmed, live entries of `subscriber`: what confirming grants. */
  async unconfirmedVersions(subscriber: Subscriber): Promise<string[]> {
    const records = await this.em.find(
      ConsentRecord,
      { subscriber, confirmedAt: null, withdrawnAt: null },
      { fields: ['wordingVersion'] },
    );
    return [...new Set(records.map((record) => record.wordingVersion))];
  }

  /** Withdraws the live entries of `subscriber` given with one of `versions` (leaving a waitlist). */
  async withdrawVersions(
    subscriber: Subscriber,
    versions: readonly string[],
    at: Date,
    how: WithdrawalMethod,
  ): Promise<void> {
    if (versions.length === 0) return;
    await this.em.nativeUpdate(
      ConsentRecord,
      { subscriber, withdrawnAt: null, wordingVersion: { $in: [...versions] } },
      { withdrawnAt: at, withdrawnHow: how },
    );
  }

  /** Withdraws every live entry of `subscriber`, saying when and how. */
  async withdrawAll(subscriber: Subscriber, at: Date, how: WithdrawalMethod): Promise<void> {
    await this.em.nativeUpdate(
      ConsentRecord,
      { subscriber, withdrawnAt: null },
      { withdrawnAt: at, withdrawnHow: how },
    );
  }

  /**
   * For a DataLoader: the entries of each of `subscriberIds`, oldest first, in one query, in the
   * ids' order (a page of the admin list costs one query, not one per subscriber).
   */
  async ofMany(subscriberIds: readonly number[]): Promise<ConsentRecord[][]> {
    const records = await this.em.find(
      ConsentRecord,
      { subscriber: { $in: [...subscriberIds] } },
      { orderBy: { givenAt: 'asc', id: 'asc' } },
    );
    const bySubscriber = new Map<number, ConsentRecord[]>(subscriberIds.map((id) => [id, []]));
    for (const record of records) bySubscriber.get(record.subscriber.id)?.push(record);
    return subscriberIds.map((id) => bySubscriber.get(id) ?? []);
  }

  /** The entries of a subscriber, oldest first (admin, export). */
  of(subscriber: Subscriber | number): Promise<ConsentRecord[]> {
    return this.em.find(ConsentRecord, { subscriber }, { orderBy: { givenAt: 'asc', id: 'asc' } });
  }
}
