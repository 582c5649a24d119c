import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { TechnologyContent } from './technology-content.entity.js';
import { SEED_TECHNOLOGIES } from './technology.seed-data.js';

export class TechnologySeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(TechnologyContent)) > 0) return;
    for (const data of SEED_TECHNOLOGIES) em.create(TechnologyContent, data);
    await em.flush();
  }
}
