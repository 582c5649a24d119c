import type { EntityManager } from '@mikro-orm/postgresql';
import type { Product } from '../products/index.js';
import { Document, DocumentKind } from './document.entity.js';

/**
 * A product's safety data sheet, as the product editor changes it. The product's service keeps
 * the version and audit row of the change; these only touch the document row, in its transaction.
 */
export class SafetyDataSheets {
  constructor(private readonly em: EntityManager) {}

  of(productId: number): Promise<Document | null> {
    return this.em.findOne(Document, { kind: DocumentKind.SAFETY_DATA_SHEET, product: productId });
  }

  /** Points the product's sheet at `fileUrl`, making the sheet when it has none; the old path. */
  async put(product: Product, fileUrl: string, today: string): Promise<string> {
    const sheet = await this.of(product.id);
    if (sheet) {
      const replaced = sheet.fileUrl;
      sheet.fileUrl = fileUrl;
      sheet.updatedOn = today;
      return replaced;
    }
    const last = await this.em.findOne(
      Document,
      { kind: DocumentKind.SAFETY_DATA_SHEET },
      { orderBy: { sortOrder: 'desc' } },
    );
    this.em.create(Document, {
      kind: DocumentKind.SAFETY_DATA_SHEET,
      title: `${product.name} Safety Data Sheet`,
      description: `Hazards, handling, storage and first aid for ${product.name}.`,
      fileUrl,
      product,
      updatedOn: today,
      sortOrder: (last?.sortOrder ?? -1) + 1,
    });
    return '';
  }

  /** Removes the product's sheet (it leaves /documentation too); the removed path, or ''. */
  async remove(productId: number): Promise<string> {
    const sheet = await this.of(productId);
    if (!sheet) return '';
    this.em.remove(sheet);
    return sheet.fileUrl;
  }
}
