import type { EntityManager } from '@mikro-orm/postgresql';
import { textArrayLiteral } from '../../common/sql-query.js';

/** Why an address is on the suppression list (the table's check constraint). */
export type SuppressionReason = 'erased';

/**
 * SQL: true when the address in `column` (any SQL text expression) is on the suppression list. The
 * list holds only salted hashes (migration MailSuppressions: `mail_address_hash`, the one
 * definition of the hash), so an address is compared by its hash, never stored or read back.
 */
export const suppressedSql = (column: string) =>
  `exists (select 1 from mail_suppressions ms where ms.address_hash = mail_address_hash(${column}))`;

/**
 * The suppression list: addresses whose person asked to be erased, kept only as salted hashes of
 * the normalised address (trimmed, lower case), so that no import, form or mailing can bring
 * them back unnoticed. Nothing here stores or logs an address.
 */
export class SuppressionList {
  constructor(private readonly em: EntityManager) {}

  private execute<T extends object[]>(sql: string, params: unknown[]): Promise<T> {
    return this.em.getConnection().execute<T>(sql, params, 'all', this.em.getTransactionContext());
  }

  /** Adds `address` (idempotent). */
  async suppress(address: string, reason: SuppressionReason): Promise<void> {
    await this.execute(
      `insert into mail_suppressions (address_hash, reason) values (mail_address_hash(?), ?)
       on conflict (address_hash) do nothing`,
      [address, reason],
    );
  }

  /** Takes `address` off the list; whether it was on it. */
  async lift(address: string): Promise<boolean> {
    const rows = await this.execute<object[]>(
      `delete from mail_suppressions where address_hash = mail_address_hash(?) returning 1`,
      [address],
    );
    return rows.length > 0;
  }

  async isSuppressed(address: string): Promise<boolean> {
    const [row] = await this.execute<{ suppressed: boolean }[]>(
      `select ${suppressedSql('?::text')} as suppressed`,
      [address],
    );
    return row.suppressed;
  }

  /** Which of `addresses` are suppressed (one query, whatever their number), as given. */
  async suppressedAmong(addresses: readonly string[]): Promise<Set<string>> {
    if (addresses.length === 0) return new Set();
    const rows = await this.execute<{ address: string }[]>(
      `select a.address from unnest(?::text[]) as a(address) where ${suppressedSql('a.address')}`,
      [textArrayLiteral(addresses)],
    );
    return new Set(rows.map((row) => row.address));
  }
}
