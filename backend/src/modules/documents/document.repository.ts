import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { findPage, type Connection, type PageRequest } from '../../common/pagination.js';
import { containsPattern, searchWords } from '../../common/search.js';
import { Document, type DocumentKind } from './document.entity.js';

/** The queries of documents beyond a one-liner. */
export class DocumentRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The documents the site lists, in display order, optionally of one kind (tab): those with a
   * PDF (a document whose upload has not happened yet is not shown).
   */
  listed(kind?: DocumentKind | null): Promise<Document[]> {
    return this.em.find(
      Document,
      { fileUrl: { $ne: '' }, ...(kind ? { kind } : {}) },
      { orderBy: { kind: 'asc', sortOrder: 'asc', id: 'asc' } },
    );
  }

  /**
   * A page of one kind's documents in their order (`sortOrder` counts within a kind), where
   * every word of `search` is in the title or the description (case-insensitive).
   */
  adminPage(
    kind: DocumentKind,
    search: string | null | undefined,
    request: PageRequest,
  ): Promise<Connection<Document>> {
    const where: FilterQuery<Document>[] = [{ kind }];
    for (const word of searchWords(search)) {
      const pattern = containsPattern(word);
      where.push({ $or: [{ title: { $ilike: pattern } }, { description: { $ilike: pattern } }] });
    }
    return findPage(
      this.em,
      Document,
      { $and: where },
      { key: 'sortOrder', kind: 'int', direction: 'asc' },
      request,
    );
  }
}
