import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parse } from 'csv-parse/sync';
import { InvalidInputError } from '../../common/errors.js';
import { isCleanText } from '../../common/validators.js';
import { isEmail } from 'class-validator';
import { AuditAction, HistoryService, type Actor } from '../history/index.js';
import { textArrayLiteral } from '../../common/sql-query.js';
import { SuppressionList, type MailQueue } from '../mail/index.js';
import { ConsentLedger } from './consent-ledger.js';
import { NEWSLETTER_TOPICS } from './newsletter-topics.js';
import { Subscriber, SubscriberStatus } from './subscriber.entity.js';
import { normaliseEmail } from './subscriber.service.js';
import { SUBSCRIPTION_CONFIRMATION } from './subscription-confirmation.mail.js';

/** The largest file and the most rows an import takes (an upload answers 413 beyond the size). */
export const IMPORT_LIMITS = { bytes: 2 * 1024 * 1024, rows: 10_000 } as const;
export const IMPORT_TOO_LARGE = 'The file is larger than 2 MB: split it into smaller files';
export const IMPORT_TOO_MANY_ROWS = `The file has more than ${IMPORT_LIMITS.rows.toLocaleString('en-CA')} rows: split it into smaller files`;
export const IMPORT_NO_EMAIL_COLUMN =
  'The first row must name the columns, one of them "email" (and optionally "topics")';
export const IMPORT_UNREADABLE = 'The file could not be read as CSV';
export const IMPORT_EMPTY = 'The file has no rows under its header';
/** The page the consent ledger records for an imported address. */
export const IMPORT_PAGE = 'import';
/** The audit trail's kind of record for an import (it names no address). */
export const IMPORT_RECORD = 'subscriber-import';

/** Why a row of an import was not added. */
export type ImportRefusal =
  'invalid_address' | 'unknown_topic' | 'duplicate_in_file' | 'suppressed' | 'already_subscribed';

export const IMPORT_REFUSALS: Record<ImportRefusal, string> = {
  invalid_address: 'Not a valid e-mail address',
  unknown_topic: `Unknown topic (choose among ${NEWSLETTER_TOPICS.join(', ')})`,
  duplicate_in_file: 'Already earlier in this file',
  suppressed: 'Erased at the person’s request: never added again',
  already_subscribed: 'Already on the list: left as it is',
};

export interface ImportedRow {
  /** The row's line in the file (the header is line 1). */
  row: number;
  /** The address as written in the file. */
  email: string;
  reason: ImportRefusal;
  message: string;
}

/** What an import did: how many rows it read and added, and each row it refused with why. */
export interface ImportReport {
  rows: number;
  added: number;
  refused: ImportedRow[];
}

/** Who imports, from where: the consent ledger's evidence and the audit row. */
export interface Importer {
  actor: Actor;
  userAgent?: string | null;
}

/** New subscribers written per transaction. */
const CHUNK = 500;

interface Candidate {
  row: number;
  raw: string;
  email: string;
  topics: string[];
}

const TOPIC_BY_NAME = new Map(NEWSLETTER_TOPICS.map((topic) => [topic.toLowerCase(), topic]));

function isAddress(value: string): boolean {
  return value.length > 0 && value.length <= 254 && isCleanText(value) && isEmail(value);
}

/** Comma-separated files, or semicolon-separated ones (Excel's in some regions). */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return !header.includes(',') && header.includes(';') ? ';' : ',';
}

/** The records of the file with the line each starts on; InvalidInputError when unreadable. */
function readRows(file: Buffer): { record: Record<string, string>; line: number }[] {
  if (file.length > IMPORT_LIMITS.bytes) {
    throw new InvalidInputError(IMPORT_TOO_LARGE, { file: IMPORT_TOO_LARGE });
  }
  const text = file.toString('utf8');
  let parsed: { record: Record<string, string>; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
      // One more than allowed, to know that there were too many without reading them all.
      to: IMPORT_LIMITS.rows + 1,
    }) as unknown as { record: Record<string, string>; info: { lines: number } }[];
  } catch {
    throw new InvalidInputError(IMPORT_UNREADABLE, { file: IMPORT_UNREADABLE });
  }
  if (parsed.length > IMPORT_LIMITS.rows) {
    throw new InvalidInputError(IMPORT_TOO_MANY_ROWS, { file: IMPORT_TOO_MANY_ROWS });
  }
  if (parsed.length === 0) {
    const headerOnly = /\S/.test(text.replace(/^\uFEFF/, ''));
    const message = headerOnly ? IMPORT_EMPTY : IMPORT_NO_EMAIL_COLUMN;
    throw new InvalidInputError(message, { file: message });
  }
  if (!Object.hasOwn(parsed[0].record, 'email')) {
    throw new InvalidInputError(IMPORT_NO_EMAIL_COLUMN, { file: IMPORT_NO_EMAIL_COLUMN });
  }
  return parsed.map(({ record, info }) => ({ record, line: info.lines }));
}

/**
 * The office's import of a list of addresses (a CSV file with an `email` column and optionally
 * `topics`, separated by commas or semicolons within the cell). Double opt-in applies as on the
 * site: each valid, new address that is not suppressed becomes PENDING with an express consent
 * (page "import", the current wording, the admin's address and browser) and is sent the
 * confirmation e-mail; nothing else is sent until its owner confirms. Addresses already on the
 * list are left as they are (an unsubscribed one stays unsubscribed), and erased ones
 * (suppressed) are refused. The report lists each refused row and why; one audit row counts the
 * import without naming an address.
 */
export class SubscriberImport {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailQueue,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async run(file: Buffer, importer: Importer): Promise<ImportReport> {
    const rows = readRows(file);
    const refused: ImportedRow[] = [];
    const refuse = (candidate: { row: number; raw: string }, reason: ImportRefusal) =>
      refused.push({
        row: candidate.row,
        email: candidate.raw,
        reason,
        message: IMPORT_REFUSALS[reason],
      });

    const seen = new Set<string>();
    const candidates: Candidate[] = [];
    for (const { record, line } of rows) {
      const raw = record.email ?? '';
      const base = { row: line, raw };
      if (!isAddress(raw)) {
        refuse(base, 'invalid_address');
        continue;
      }
      const names = (record.topics ?? '')
        .split(/[;,|]/)
        .map((name) => name.trim())
        .filter(Boolean);
      const topics = names.map((name) => TOPIC_BY_NAME.get(name.toLowerCase()));
      if (topics.some((topic) => topic === undefined)) {
        refuse(base, 'unknown_topic');
        continue;
      }
      const email = normaliseEmail(raw);
      if (seen.has(email)) {
        refuse(base, 'duplicate_in_file');
        continue;
      }
      seen.add(email);
      candidates.push({ ...base, email, topics: [...new Set(topics as string[])] });
    }

    const suppressed = await new SuppressionList(this.em).suppressedAmong(
      candidates.map((candidate) => candidate.email),
    );
    const fresh: Candidate[] = [];
    for (const candidate of candidates) {
      if (suppressed.has(candidate.email)) refuse(candidate, 'suppressed');
      else fresh.push(candidate);
    }

    let added = 0;
    for (let start = 0; start < fresh.length; start += CHUNK) {
      const chunk = fresh.slice(start, start + CHUNK);
      for (let attempt = 1; ; attempt++) {
        const existing = await this.existing(chunk.map((candidate) => candidate.email));
        const adding = chunk.filter((candidate) => !existing.has(candidate.email));
        try {
          if (adding.length > 0) await this.add(adding, importer);
        } catch (error) {
          // An address of the chunk subscribed on the site meanwhile: look again, once.
          if (attempt < 2 && error instanceof UniqueConstraintViolationException) continue;
          throw error;
        }
        for (const candidate of chunk) {
          if (existing.has(candidate.email)) refuse(candidate, 'already_subscribed');
        }
        added += adding.length;
        break;
      }
    }

    refused.sort((a, b) => a.row - b.row);
    await this.em.transactional(async (em) => {
      new HistoryService(em).audit(
        IMPORT_RECORD,
        null,
        'Subscriber import',
        [],
        importer.actor,
        AuditAction.CREATE,
        `Imported ${rows.length} ${rows.length === 1 ? 'row' : 'rows'}: ${added} added, ${refused.length} refused`,
      );
      await em.flush();
    });
    return { rows: rows.length, added, refused };
  }

  /** Which of `emails` (normalised) are already subscribers, whatever their status. */
  private async existing(emails: readonly string[]): Promise<Set<string>> {
    const rows = await this.em
      .getConnection()
      .execute<{ email: string }[]>(
        `select lower(email) as email from subscribers where lower(email) = any(?::text[])`,
        [textArrayLiteral(emails)],
      );
    return new Set(rows.map((row) => row.email));
  }

  /** Adds `candidates` as pending, with their consent and confirmation e-mail, in one transaction. */
  private async add(candidates: readonly Candidate[], importer: Importer): Promise<void> {
    const now = this.now();
    await this.em.transactional(async (em) => {
      const ledger = new ConsentLedger(em);
      const wording = await ledger.wording();
      const evidence = {
        clientAddress: importer.actor.address,
        userAgent: importer.userAgent,
        page: IMPORT_PAGE,
      };
      const subscribers = candidates.map((candidate) => {
        const subscriber = em.create(Subscriber, {
          email: candidate.email,
          preferences: candidate.topics,
          subscribeDate: now,
          status: SubscriberStatus.PENDING,
          confirmationRequestedAt: now,
        });
        ledger.recordWith(wording, subscriber, evidence, now);
        return subscriber;
      });
      await em.flush();
      for (const subscriber of subscribers) {
        await this.mail.queue(em, {
          kind: SUBSCRIPTION_CONFIRMATION,
          recipient: subscriber.email,
          dedupeKey: `confirm:${subscriber.id}:${now.toISOString()}`,
          subscriberId: subscriber.id,
        });
      }
    });
  }
}
