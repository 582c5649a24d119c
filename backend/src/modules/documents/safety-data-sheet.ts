import type { EntityManager } from '@mikro-orm/postgresql';
import { Document, DocumentKind } from './document.entity.js';
import { safetyDataSheetFile } from './document.seed-data.js';

/** The product a sheet is made for: its title and description name it. */
export interface SheetOwner {
  id: number;
  name: string;
}

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
  async put(product: SheetOwner, fileUrl: string, today: string): Promise<string> {
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
    this.create(product, fileUrl, today, (last?.sortOrder ?? -1) + 1);
    return '';
  }

  /**
   * The built-in sheets of the built-in products, in their order (ProductSeeder, once the
   * products are stored; the other documents were seeded before).
   */
  seed(products: readonly (SheetOwner & { slug: string })[], updatedOn: string): void {
    products.forEach((product, index) =>
      this.create(product, `/documents/${safetyDataSheetFile(product.slug)}`, updatedOn, index),
    );
  }

  private create(product: SheetOwner, fileUrl: string, updatedOn: string, sortOrder: number) {
    this.em.create(Document, {
      kind: DocumentKind.SAFETY_DATA_SHEET,
      title: `${product.name} Safety Data Sheet`,
      description: `Hazards, handling, storage and first aid for ${product.name}.`,
      fileUrl,
      product: product.id,
      updatedOn,
      sortOrder,
    });
  }

  /** Removes the product's sheet (it leaves /documentation too); the removed path, or ''. */
  async remove(productId: number): Promise<string> {
    const sheet = await this.of(productId);
    if (!sheet) return '';
    this.em.remove(sheet);
    return sheet.fileUrl;
  }
}
