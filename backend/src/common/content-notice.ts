import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The PostgreSQL channel on which every instance announces a content write; each one LISTENs on
 * it and clears its caches (db/content-changes.ts).
 */
export const CONTENT_CHANNEL = 'prairie_content_changed';

/**
 * Announces a write of public content that the unit of work does not see (raw SQL, such as a
 * reorder's renumbering): every instance's listener clears its caches, at the commit when `em` is
 * in a transaction, as a flush's own notice does.
 */
export async function announceContentChange(em: EntityManager): Promise<void> {
  await em
    .getConnection()
    .execute(
      'select pg_notify(?, ?)',
      [CONTENT_CHANNEL, 'raw-write'],
      'run',
      em.getTransactionContext(),
    );
}
