import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { CertificationCard } from './certification-card.entity.js';
import { SEED_CERTIFICATION_CARDS } from './certification-card.seed-data.js';
import { CertificationSubtype } from './certification-subtype.entity.js';

export class CertificationCardSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(CertificationCard)) > 0) return;
    SEED_CERTIFICATION_CARDS.forEach(({ subtypes, ...data }, index) => {
      const card = em.create(CertificationCard, { ...data, sortOrder: index });
      subtypes.forEach((subtype, position) =>
        em.create(CertificationSubtype, { ...subtype, card, sortOrder: position }),
      );
    });
    await em.flush();
  }
}
