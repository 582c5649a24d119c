import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { TechnologyContent } from './technology-content.entity.js';
import { SEED_TECHNOLOGIES } from './technology.seed-data.js';

export class TechnologySeeder extends Seeder {
  /**
   * Inserts each built-in entry whose key is missing, not only into an empty table as the other
   * seeders do: the site's pages ask for these keys, so a database seeded before an entry was
   * added (e.g. "micro-extraction" and "nanosorb") gets it at its next start. An entry that is
   * there already is never touched.
   */
  async run(em: EntityManager): Promise<void> {
    const present = await em.find(TechnologyContent, {}, { fields: ['key'] });
    const keys = new Set(present.map((entry) => entry.key));
    for (const data of SEED_TECHNOLOGIES) {
      if (!keys.has(data.key)) em.create(TechnologyContent, data);
    }
    await em.flush();
  }
}
