import type { EntityManager } from '@mikro-orm/postgresql';
import { CertificationCard } from './certification-card.entity.js';

export class CertificationCardService {
  constructor(private readonly em: EntityManager) {}

  /** The cards in display order with their subtypes loaded. */
  list(): Promise<CertificationCard[]> {
    return this.em.find(
      CertificationCard,
      {},
      {
        populate: ['subtypes'],
        orderBy: { sortOrder: 'asc', id: 'asc', subtypes: { sortOrder: 'asc', id: 'asc' } },
      },
    );
  }
}
