import type { EntityManager } from '@mikro-orm/postgresql';
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
}
