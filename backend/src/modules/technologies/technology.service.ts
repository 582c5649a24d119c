import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../common/errors.js';
import { TechnologyContent } from './technology-content.entity.js';

export const TECHNOLOGY_NOT_FOUND = 'Technology not found';

export class TechnologyService {
  constructor(private readonly em: EntityManager) {}

  list(): Promise<TechnologyContent[]> {
    return this.em.find(TechnologyContent, {}, { orderBy: { id: 'asc' } });
  }

  async get(key: string): Promise<TechnologyContent> {
    const entry = await this.em.findOne(TechnologyContent, { key: key.trim().toLowerCase() });
    if (!entry) throw new NotFoundError(TECHNOLOGY_NOT_FOUND);
    return entry;
  }
}
