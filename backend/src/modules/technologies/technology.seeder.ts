import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { TechnologyContent } from './technology-content.entity.js';
import { SEED_TECHNOLOGIES } from './technology.seed-data.js';

export class TechnologySeeder extends Seeder {
  /**
   * Inserts each built-in entry whose key is missing, not only into an empty table as the other
   * seeders do: the site's pages ask for these keys, so a database seeded before an entry was
   * added (e.g. "micro-extraction" and "nanosorb") gets it at its next start. An entry that is
   * there already is never touched. One insert that skips the keys present (on conflict do
   * nothing), so two servers starting at once on one database cannot both add the same key.
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
