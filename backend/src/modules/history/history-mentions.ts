import type { EntityManager } from '@mikro-orm/postgresql';
import { deleteIds, selectIds } from '../../common/sql-query.js';
import { containsPattern } from '../../common/search.js';

/** Audit trail entries and record versions that mention something, by id. */
export interface Mentions {
  audit: number[];
  versions: number[];
}

/**
 * The audit trail entries (label or note) and record versions (any field) that mention a text,
 * such as an e-mail address of an access or erasure request (privacy/), on `em`'s transaction.
 */
export class HistoryMentions {
  constructor(private readonly em: EntityManager) {}

  async of(text: string): Promise<Mentions> {
    const pattern = containsPattern(text);
    return {
      audit: await selectIds(
        this.em,
        `select id from audit_events where record_label ilike ? or note ilike ? order by id`,
        [pattern, pattern],
      ),
      versions: await selectIds(
        this.em,
        `select id from record_versions where snapshot::text ilike ? order by id`,
        [pattern],
      ),
    };
  }

  /** Deletes them; how many went. */
  async erase({ audit, versions }: Mentions): Promise<number> {
    return (
      (await deleteIds(this.em, 'audit_events', audit)) +
      (await deleteIds(this.em, 'record_versions', versions))
    );
  }
}
