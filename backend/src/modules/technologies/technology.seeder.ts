import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { TechnologyContent } from './technology-content.entity.js';
import { SEED_TECHNOLOGIES } from './technology.seed-data.js';

export class TechnologySeeder extends Seeder {
  /**
   * Inserts each built-in entry whose key is missing; an entry that is there already is never
   * touched. It runs once per database (db/seed.ts records it), so a key the office deletes later
   * stays deleted; built-in entries added by a later release need a seeder of their own. One insert
   * that skips the keys present (on conflict do nothing): safe even when run beside another.
   */
  async run(em: EntityManager): Promise<void> {
    // A query, not em.upsertMany: that one maps the rows PostgreSQL returns onto the entries by
    // position, and "do nothing" returns fewer rows than it was given, so entries got other
    // entries' ids. Copies, so the seed data itself is never written to.
    await em
      .createQueryBuilder(TechnologyContent)
      .insert(SEED_TECHNOLOGIES.map((entry) => structuredClone(entry)))
      .onConflict('key')
      .ignore()
      .execute();
  }
}
