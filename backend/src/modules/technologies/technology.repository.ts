import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { findPage, type Connection, type PageRequest } from '../../common/pagination.js';
import { containsPattern, searchWords } from '../../common/search.js';
import { TechnologyContent } from './technology-content.entity.js';

/** The queries of technology entries beyond a one-liner. */
export class TechnologyRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * A page of entries in the order they were added (as `technologies` lists them), where every
   * word of `search` is in the key, name, title, short description or summary (case-insensitive).
   */
  adminPage(
    search: string | null | undefined,
    request: PageRequest,
  ): Promise<Connection<TechnologyContent>> {
    const where: FilterQuery<TechnologyContent>[] = [];
    for (const word of searchWords(search)) {
      const pattern = containsPattern(word);
      where.push({
        $or: [
          { key: { $ilike: pattern } },
          { name: { $ilike: pattern } },
          { title: { $ilike: pattern } },
          { shortDescription: { $ilike: pattern } },
          { summary: { $ilike: pattern } },
        ],
      });
    }
    return findPage(
      this.em,
      TechnologyContent,
      where.length ? { $and: where } : {},
      { key: 'id', kind: 'int', direction: 'asc' },
      request,
    );
  }
}
