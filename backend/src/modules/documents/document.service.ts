import type { EntityManager } from '@mikro-orm/postgresql';
import { Document, DocumentKind } from './document.entity.js';

export class DocumentService {
  constructor(private readonly em: EntityManager) {}

  /** Documents in display order, optionally of one kind (one tab of /documentation). */
  list(kind?: DocumentKind | null): Promise<Document[]> {
    return this.em.find(Document, kind ? { kind } : {}, {
      orderBy: { kind: 'asc', sortOrder: 'asc', id: 'asc' },
    });
  }

  /** For a DataLoader: each product's safety data sheet (or null), in one query. */
  async safetyDataSheetsByProduct(productIds: readonly number[]): Promise<(Document | null)[]> {
    const rows = await this.em.find(Document, {
      kind: DocumentKind.SAFETY_DATA_SHEET,
      product: { $in: [...productIds] },
    });
    return productIds.map((id) => rows.find((row) => row.product?.id === id) ?? null);
  }

  count(): Promise<number> {
    return this.em.count(Document);
  }
}
