import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { companyToday } from '../../common/calendar.js';
import { EditConflictError, InvalidInputError, NotFoundError } from '../../common/errors.js';
import { characterCount, isCleanText } from '../../common/validators.js';
import { parseId } from '../../common/ids.js';
import type { Connection, PageRequest } from '../../common/pagination.js';
import { searchWords } from '../../common/search.js';
import { SafetyDataSheets } from '../documents/index.js';
import {
  AuditAction,
  EDIT,
  HistoryService,
  type Actor,
  type Restorable,
  type SaveKind,
  type Snapshot,
} from '../history/index.js';
import { isSiteImage } from '../media/index.js';
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

/** The admin list's filters. */
export interface ProductFilter {
  /** Words of the name or the category (case-insensitive). */
  search?: string | null;
  category?: ProductCategory | null;
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
 * Products: what visitors see (every product is public) and what editors change (fields,
 * certifications with their PDFs, the safety data sheet), each change a new version with its
 * audit row, refused when made from an older version than the one stored.
 */
export class ProductService {
  constructor(private readonly em: EntityManager) {}

  /** Products in display order, optionally of one category (unknown category: invalid input). */
  list(category?: string | null): Promise<Product[]> {
    if (category != null && !isCategory(category)) {
      const message = `Category must be one of ${PRODUCT_CATEGORIES.join(', ')}`;
      throw new InvalidInputError(message, { category: message });
    }
    return this.em.find(Product, category ? { category } : {}, {
      orderBy: { sortOrder: 'asc', id: 'asc' },
    });
  }

  /** One product; a missing or non-numeric id is "not found". */
  async get(rawId: unknown): Promise<Product> {
    const id = parseId(rawId);
    const product = id ? await this.em.findOne(Product, { id }) : null;
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return product;
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

  count(): Promise<number> {
    return this.em.count(Product);
  }

  // --- Admin ---------------------------------------------------------------------------------

  /** Every product in display order, searched by name or category on the server (admin). */
  adminPage(filter: ProductFilter, request: PageRequest): Promise<Connection<Product>> {
    return this.em
      .getRepository(Product)
      .findMatching({ words: searchWords(filter.search), category: filter.category }, request);
  }

  /** A new product, listed last; its first version and audit row are kept with it. */
  async create(input: ProductInput, actor: Actor): Promise<Product> {
    return this.em.transactional(async (em) => {
      const fields = await this.fields(em, input);
      const sortOrder = await em.getRepository(Product).nextSortOrder();
      const product = em.create(Product, { ...fields, sortOrder });
      await em.flush();
      await this.keepVersion(em, product, actor, AuditAction.CREATE);
      return product;
    });
  }

  /**
   * Saves an editor's fields over the version they started from (EditConflictError if not); the
   * product keeps its place in the list.
   */
  async update(
    rawId: unknown,
    expectedVersion: number,
    input: ProductInput,
    actor: Actor,
    how: SaveKind = EDIT,
  ): Promise<Product> {
    const { product } = await this.change(
      rawId,
      expectedVersion,
      actor,
      async (em, p) => {
        em.assign(p, await this.fields(em, input, p.id));
      },
      how,
    );
    return product;
  }

  /**
   * Saves version `version`'s fields again through `update`, as a new version. Its documents stay
   * as they are: a certification's or the sheet's PDF removed since is gone from the storage.
   */
  async restore(
    rawId: unknown,
    expectedVersion: number,
    version: number,
    actor: Actor,
  ): Promise<Product> {
    const { id } = await this.get(rawId);
    return new HistoryService(this.em).restore(PRODUCT_HISTORY, id, version, (input, how) =>
      this.update(id, expectedVersion, input, actor, how),
    );
  }

  /** Certifications and safety data sheet that a delete would take with the product. */
  async dependentsOf(product: Product, em: EntityManager = this.em): Promise<ProductDependents> {
    const [certifications] = await new ProductService(em).certificationsByProduct([product.id]);
    const sheet = await new SafetyDataSheets(em).of(product.id);
    return { certifications: certifications.map((c) => c.type), safetyDataSheet: Boolean(sheet) };
  }

  /**
   * Deletes a product with its certifications and safety data sheet, but only with `confirm`
   * when it has any: without it, the refusal names them, so nothing goes that the editor did not
   * see listed. Answers the files that are no longer referred to, for the caller to remove.
   */
  async remove(
    rawId: unknown,
    expectedVersion: number,
    confirm: boolean,
    actor: Actor,
  ): Promise<{ id: number; files: string[] }> {
    return this.em.transactional(async (em) => {
      const product = await this.locked(em, rawId, expectedVersion);
      const dependents = await this.dependentsOf(product, em);
      const listed = describeDependents(dependents);
      if (listed && !confirm) {
        const message = `${product.name} has ${listed}: confirm to delete them with it`;
        throw new InvalidInputError(message, { confirm: message });
      }
      const certifications = await em.find(Certification, { product });
      const sheet = await new SafetyDataSheets(em).remove(product.id);
      // The image belongs to the image manager and stays; the product's own PDFs go.
      const files = [...certifications.map((c) => c.documentUrl), sheet].filter(Boolean);
      const { id, name } = product;
      certifications.forEach((certification) => em.remove(certification));
      em.remove(product);
      const note = listed ? `deleted with ${listed}` : '';
      new HistoryService(em).audit(PRODUCT_RECORD, id, name, [], actor, AuditAction.DELETE, note);
      await em.flush();
      return { id, files };
    });
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
    const { product } = await this.change(rawId, expectedVersion, actor, async (em, p) => {
      const existing = await em.find(Certification, { product: p });
      const sortOrder = Math.max(-1, ...existing.map((c) => c.sortOrder)) + 1;
      em.create(Certification, { product: p, type, documentUrl, sortOrder });
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
    return this.change(rawId, expectedVersion, actor, async (em, product) => {
      const certification = await this.certificationOf(em, product, rawCertificationId);
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
    return this.change(rawId, expectedVersion, actor, async (em, product) => {
      const certification = await this.certificationOf(em, product, rawCertificationId);
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
    return this.change(rawId, expectedVersion, actor, (em, product) => {
      const sheets = new SafetyDataSheets(em);
      return fileUrl ? sheets.put(product, fileUrl, companyToday()) : sheets.remove(product.id);
    });
  }

  /** The product, locked for the rest of the transaction, at the version the editor read. */
  private async locked(em: EntityManager, rawId: unknown, expectedVersion: number) {
    const id = parseId(rawId);
    // Locked, so two saves of one version cannot both pass.
    const product = id
      ? await em.findOne(Product, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
    if (product.version !== expectedVersion) throw new EditConflictError(product.updatedAt);
    return product;
  }

  private async certificationOf(em: EntityManager, product: Product, rawId: unknown) {
    const id = parseId(rawId);
    const certification = id ? await em.findOne(Certification, { id, product }) : null;
    if (!certification) throw new NotFoundError(CERTIFICATION_NOT_FOUND);
    return certification;
  }

  /**
   * One change of a product in one transaction: version check, the change, a new version (a
   * change of a certification or the sheet raises the product's version too: it is one record
   * for the editor and for the sitemap's lastmod) and its audit row. Answers what `apply` does.
   */
  private change<R>(
    rawId: unknown,
    expectedVersion: number,
    actor: Actor,
    apply: (em: EntityManager, product: Product) => Promise<R>,
    how: SaveKind = EDIT,
  ): Promise<{ product: Product; result: R }> {
    return this.em.transactional(async (em) => {
      const product = await this.locked(em, rawId, expectedVersion);
      const result = await apply(em, product);
      product.updatedAt = new Date();
      await em.flush();
      await this.keepVersion(em, product, actor, how.action, how.note);
      return { product, result };
    });
  }

  private async keepVersion(
    em: EntityManager,
    product: Product,
    actor: Actor,
    action: AuditAction,
    note = '',
  ): Promise<void> {
    await new HistoryService(em).recordSave(
      PRODUCT_RECORD,
      { id: product.id, version: product.version, label: product.name },
      await productSnapshot(em, product),
      actor,
      action,
      note,
    );
  }

  /**
   * The input as stored fields: trimmed, the slug from the name (unique: a name another product
   * has, in any case or spacing, is refused), the image one the site has.
   */
  private async fields(em: EntityManager, input: ProductInput, ownId?: number) {
    const name = input.name.trim();
    const slug = productSlug(name);
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
    return {
      name,
      slug,
      category: input.category,
      description: input.description.trim(),
      features,
      imageUrl,
    };
  }
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
async function productSnapshot(em: EntityManager, product: Product): Promise<Snapshot> {
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

/**
 * A version of a product brought back: the snapshot's fields of the input (the slug follows the
 * name; the documents have their own routes and are not restored).
 */
const PRODUCT_HISTORY: Restorable<ProductInput> = {
  recordType: PRODUCT_RECORD,
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
};
