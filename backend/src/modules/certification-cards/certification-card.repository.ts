import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { findPage, type Connection, type PageRequest } from '../../common/pagination.js';
import { containsPattern, searchWords } from '../../common/search.js';
import { CertificationCard } from './certification-card.entity.js';
import { CertificationSubtype } from './certification-subtype.entity.js';

/** The queries of certification cards beyond a one-liner. */
export class CertificationCardRepository {
  constructor(private readonly em: EntityManager) {}

  /** The cards in display order with their subtypes loaded, in their order. */
  inOrder(): Promise<CertificationCard[]> {
    return this.em.find(
      CertificationCard,
      {},
      {
        populate: ['subtypes'],
        orderBy: { sortOrder: 'asc', id: 'asc', subtypes: { sortOrder: 'asc', id: 'asc' } },
      },
    );
  }

  /**
   * A page of the cards in their order, where every word of `search` is in the title, the
   * description or the name of one of the subtypes (case-insensitive).
   */
  async adminPage(
    search: string | null | undefined,
    request: PageRequest,
  ): Promise<Connection<CertificationCard>> {
    const where: FilterQuery<CertificationCard>[] = [];
    for (const word of searchWords(search)) {
      const pattern = containsPattern(word);
      // The cards with a subtype of that name, apart: a join would repeat a card per subtype.
      const named = await this.em.find(
        CertificationSubtype,
        { name: { $ilike: pattern } },
        { fields: ['card'] },
      );
      where.push({
        $or: [
          { title: { $ilike: pattern } },
          { description: { $ilike: pattern } },
          { id: { $in: named.map((subtype) => subtype.card.id) } },
        ],
      });
    }
    const page = await findPage(
      this.em,
      CertificationCard,
      where.length ? { $and: where } : {},
      { key: 'sortOrder', kind: 'int', direction: 'asc' },
      request,
    );
    await this.em.populate(
      page.edges.map((edge) => edge.node),
      ['subtypes'],
      { orderBy: { subtypes: { sortOrder: 'asc', id: 'asc' } } },
    );
    return page;
  }
}
