import type { EntityManager } from '@mikro-orm/postgresql';
import { companyToday } from '../../common/calendar.js';
import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import { characterCount, isCleanText } from '../../common/validators.js';
import { parseId } from '../../common/ids.js';
import { SafetyDataSheets } from '../documents/index.js';
import { AuditAction, type Actor, type Snapshot } from '../history/index.js';
import { isSiteImage } from '../media/index.js';
import { RecordService, type RecordKind } from '../records/index.js';
import { Certification } from './certification.entity.js';
import { IMAGE_NOT_ON_SITE, PRODUCT_LIMITS, ProductInput } from './dto/product.input.js';
import { productSlug } from './product-slug.js';
import { PRODUCT_CATEGORIES, Product, type ProductCategory } from './product.entity.js';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const CERTIFICATION_NOT_FOUND = 'Certification not found';
export const NAME_TAKEN = 'Another product has this name (or the same address): choose another';
export const FEATURES_REPEATED = 'Each feature must be different';
export const CERTIFICATION_TYPE_REQUIRED = 'Certification type is required';
export const CERTIFICATION_TYPE_TOO_LONG = 'Certification type must be at most 120 characters';
/** The kind of record of products' versions and audit rows. */
export const PRODUCT_RECORD = 'product';

function isCategory(value: string): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}

/** What goes with a product when it is deleted: its certifications and its safety data sheet. */
export interface ProductDependents {
  certifications: string[];
  safetyDataSheet: boolean;
}

/** "2 certifications (OMRI Listed, CFIA Fertilizer Registration) and its safety data sheet". */
export function describeDependents({ certifications, safetyDataSheet }: ProductDependents): string {
  const parts: string[] = [];
  if (certifications.length > 0) {
    const noun = certifications.length === 1 ? 'certification' : 'certifications';
    parts.push(`${certifications.length} ${noun} (${certifications.join(', ')})`);
  }
  if (safetyDataSheet) parts.push('its safety data sheet');
  return parts.join(' and ');
}

/** A change of a product's documents: the product now, and the path of the file it let go. */
export interface DocumentChange {
  product: Product;
  result: string;
}

/**
 * A product: every product is public. Its slug follows its name; it is listed last when made,
 * and keeps its place (it has no order of its own to move in). Its certifications and safety
 * data sheet are changed by their upload routes, each change a new version of the product; a
 * version brought back restores its fields, not its documents. A delete takes its documents
 * with it, once the editor has seen them listed (`confirm`).
 */
export const PRODUCTS: RecordKind<Product, ProductInput, object, ProductCategory> = {
  entity: Product,
  recordType: PRODUCT_RECORD,
  label: 'name',
  fields,
  snapshot: productSnapshot,
  versions: {
    input: ProductInput,
    inputOf: (snapshot) => ({
      name: snapshot.name,
      category: snapshot.category,
      description: snapshot.description,
      features:
        typeof snapshot.features === 'string' && snapshot.features
          ? snapshot.features.split('\n')
          : [],
      // Stored as '' without an image; the input's "none" is null (its path rule refuses '').
      imageUrl: snapshot.imageUrl || null,
    }),
  },
  // Every product in display order, searched in names and category names (stored as shown).
  search: {
    in: ['name', 'category'],
    order: { key: 'sortOrder', kind: 'int', direction: 'asc' },
    where: (category) => (category ? { category } : {}),
  },
  touch: true,
  async removing(em, product, confirm) {
    const dependents = await new ProductService(em).dependentsOf(product);
    const listed = describeDependents(dependents);
    if (listed && !confirm) {
      const message = `${product.name} has ${listed}: confirm to delete them with it`;
      throw new InvalidInputError(message, { confirm: message });
    }
    const certifications = await em.find(Certification, { product });
    const sheet = await new SafetyDataSheets(em).remove(product.id);
    certifications.forEach((certification) => em.remove(certification));
    // The image belongs to the image manager and stays; the product's own PDFs go.
    const files = [...certifications.map((c) => c.documentUrl), sheet];
    return { note: listed ? `deleted with ${listed}` : '', files };
  },
};

/**
 * Products: what visitors see and what editors change (the record resource, and the
 * certifications with their PDFs and the safety data sheet), each change a new version with its
 * audit row, refused when made from an older version than the one stored.
 */
export class ProductService extends RecordService<Product, ProductInput, object, ProductCategory> {
  constructor(em: EntityManager) {
    super(em, PRODUCTS);
  }

  /** Products in display order, optionally of one category (unknown category: invalid input). */
  override list(category?: string | null): Promise<Product[]> {
    if (category != null && !isCategory(category)) {
      const message = `Category must be one of ${PRODUCT_CATEGORIES.join(', ')}`;
      throw new InvalidInputError(message, { category: message });
    }
    return this.em.find(Product, category ? { category } : {}, {
      orderBy: { sortOrder: 'asc', id: 'asc' },
    });
  }

  async getBySlug(slug: string): Promise<Product> {
    const product = await this.em.findOne(Product, { slug: slug.trim().toLowerCase() });
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return product;
  }

  /** Certifications of one product (404 when the product does not exist). */
  async certificationsOf(rawId: unknown): Promise<Certification[]> {
    const product = await this.get(rawId);
    return (await this.certificationsByProduct([product.id]))[0];
  }

  /** For a DataLoader: the certifications of many products in one query, in the ids' order. */
  async certificationsByProduct(productIds: readonly number[]): Promise<Certification[][]> {
    const rows = await this.em.find(
      Certification,
      { product: { $in: [...productIds] } },
      { orderBy: { product: 'asc', sortOrder: 'asc', id: 'asc' } },
    );
    return productIds.map((id) => rows.filter((row) => row.product.id === id));
  }

  /** Certifications and safety data sheet that a delete would take with the product. */
  async dependentsOf(product: Product): Promise<ProductDependents> {
    const [certifications] = await this.certificationsByProduct([product.id]);
    const sheet = await new SafetyDataSheets(this.em).of(product.id);
    return { certifications: certifications.map((c) => c.type), safetyDataSheet: Boolean(sheet) };
  }

  /** Adds a certification with its PDF (already stored at `documentUrl`), listed last. */
  async addCertification(
    rawId: unknown,
    expectedVersion: number,
    rawType: unknown,
    documentUrl: string,
    actor: Actor,
  ): Promise<Product> {
    const type = certificationType(rawType);
    const { product } = await this.documents(rawId, expectedVersion, actor, async (em, p) => {
      const existing = await em.find(Certification, { product: p });
      const sortOrder = Math.max(-1, ...existing.map((c) => c.sortOrder)) + 1;
      em.create(Certification, { product: p, type, documentUrl, sortOrder });
      return '';
    });
    return product;
  }

  /** Points a certification at a new PDF; `result` is the replaced PDF's path. */
  replaceCertificationPdf(
    rawId: unknown,
    expectedVersion: number,
    rawCertificationId: unknown,
    documentUrl: string,
    actor: Actor,
  ): Promise<DocumentChange> {
    return this.documents(rawId, expectedVersion, actor, async (em, product) => {
      const certification = await certificationOf(em, product, rawCertificationId);
      const replaced = certification.documentUrl;
      certification.documentUrl = documentUrl;
      return replaced;
    });
  }

  /** Removes a certification; `result` is its PDF's path. */
  removeCertification(
    rawId: unknown,
    expectedVersion: number,
    rawCertificationId: unknown,
    actor: Actor,
  ): Promise<DocumentChange> {
    return this.documents(rawId, expectedVersion, actor, async (em, product) => {
      const certification = await certificationOf(em, product, rawCertificationId);
      em.remove(certification);
      return certification.documentUrl;
    });
  }

  /** Sets (a path) or removes ('') the safety data sheet; `result` is the old sheet's path. */
  setSafetyDataSheet(
    rawId: unknown,
    expectedVersion: number,
    fileUrl: string,
    actor: Actor,
  ): Promise<DocumentChange> {
    return this.documents(rawId, expectedVersion, actor, (em, product) => {
      const sheets = new SafetyDataSheets(em);
      return fileUrl ? sheets.put(product, fileUrl, companyToday()) : sheets.remove(product.id);
    });
  }

  /**
   * A change of the product's documents: a change of the record resource (version check, a new
   * version: a certification or the sheet is part of the product for the editor and for the
   * sitemap's lastmod), answering the path of the file it let go.
   */
  private async documents(
    rawId: unknown,
    expectedVersion: number,
    actor: Actor,
    apply: (em: EntityManager, product: Product) => Promise<string>,
  ): Promise<DocumentChange> {
    const how = { action: AuditAction.UPDATE };
    const { record, result } = await this.change(rawId, expectedVersion, actor, how, apply);
    return { product: record, result };
  }
}

/** Certification `rawId` of `product`, or NotFoundError. */
async function certificationOf(em: EntityManager, product: Product, rawId: unknown) {
  const id = parseId(rawId);
  const certification = id ? await em.findOne(Certification, { id, product }) : null;
  if (!certification) throw new NotFoundError(CERTIFICATION_NOT_FOUND);
  return certification;
}

/**
 * The input as stored fields: trimmed, the slug from the name (unique: a name another product
 * has, in any case or spacing, is refused), the image one the site has. A new product is listed
 * last.
 */
async function fields(em: EntityManager, input: ProductInput, product?: Product) {
  const name = input.name.trim();
  const slug = productSlug(name);
  const ownId = product?.id;
  const clash = await em.findOne(Product, { slug, ...(ownId ? { id: { $ne: ownId } } : {}) });
  if (clash) throw new InvalidInputError(NAME_TAKEN, { name: NAME_TAKEN });
  const imageUrl = input.imageUrl?.trim() ?? '';
  if (imageUrl && !(await isSiteImage(em, imageUrl))) {
    throw new InvalidInputError(IMAGE_NOT_ON_SITE, { imageUrl: IMAGE_NOT_ON_SITE });
  }
  const features = input.features.map((feature) => feature.trim());
  // The product page lists them as one list item each, keyed by its text.
  if (new Set(features).size !== features.length) {
    throw new InvalidInputError(FEATURES_REPEATED, { features: FEATURES_REPEATED });
  }
  const place = product ? {} : { sortOrder: await em.getRepository(Product).nextSortOrder() };
  return {
    name,
    slug,
    category: input.category,
    description: input.description.trim(),
    features,
    imageUrl,
    ...place,
  };
}

/** A certification's type as typed in the upload form (REST: no input class, checked here). */
function certificationType(raw: unknown): string {
  const type = typeof raw === 'string' ? raw.trim() : '';
  if (!isCleanText(type)) {
    const message = 'Certification type contains characters that are not allowed';
    throw new InvalidInputError(message, { type: message });
  }
  if (!type) {
    throw new InvalidInputError(CERTIFICATION_TYPE_REQUIRED, { type: CERTIFICATION_TYPE_REQUIRED });
  }
  if (characterCount(type) > PRODUCT_LIMITS.certificationType) {
    throw new InvalidInputError(CERTIFICATION_TYPE_TOO_LONG, { type: CERTIFICATION_TYPE_TOO_LONG });
  }
  return type;
}

/**
 * The stored fields of a product, its documents included, as its versions keep them. The
 * features are one per line (a feature is one line: the input refuses line breaks in it).
 */
async function productSnapshot(product: Product, em: EntityManager): Promise<Snapshot> {
  const certifications = await em.find(
    Certification,
    { product },
    { orderBy: { sortOrder: 'asc', id: 'asc' } },
  );
  const sheet = await new SafetyDataSheets(em).of(product.id);
  return {
    name: product.name,
    slug: product.slug,
    category: product.category,
    description: product.description,
    features: product.features.join('\n'),
    imageUrl: product.imageUrl,
    certifications: certifications.map((c) => `${c.type}: ${c.documentUrl}`).join('\n'),
    safetyDataSheet: sheet?.fileUrl ?? '',
  };
}
