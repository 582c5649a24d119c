import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The PostgreSQL channel on which every instance announces a content write; each one LISTENs on
 * it and clears its caches (db/content-changes.ts).
 */
export const CONTENT_CHANNEL = 'prairie_content_changed';

/** The notice of a raw write names its entity after this: `raw-write:TeamMember`. */
export const RAW_WRITE = 'raw-write:';

/**
 * Announces a write of `entityName`'s rows that the unit of work does not see (raw SQL, such as a
 * reorder's renumbering): every instance's listener clears its caches when that entity is public
 * content, at the commit when `em` is in a transaction, as a flush's own notice does.
 */
export async function announceContentChange(em: EntityManager, entityName: string): Promise<void> {
  await em
    .getConnection()
    .execute(
      'select pg_notify(?, ?)',
      [CONTENT_CHANNEL, `${RAW_WRITE}${entityName}`],
      'run',
      em.getTransactionContext(),
    );
}
