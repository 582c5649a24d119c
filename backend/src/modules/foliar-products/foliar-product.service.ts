import { oneList, serviceOf, type RecordKind } from '../records/index.js';
import { FoliarProductInput } from './dto/foliar-product.input.js';
import { FoliarProduct } from './foliar-product.entity.js';

/** The kind of record of foliar products' versions and audit rows. */
export const FOLIAR_PRODUCT_RECORD = 'foliarProduct';

/**
 * A foliar product: one list in the office's order, its versions keeping its fields, its admin
 * list searched in names and label notes. Everything else is the record resource's.
 */
export const FOLIAR_PRODUCTS: RecordKind<FoliarProduct, FoliarProductInput> = {
  entity: FoliarProduct,
  recordType: FOLIAR_PRODUCT_RECORD,
  label: 'name',
  snapshot: ['name', 'kind', 'rainfastMinutes', 'labelNotes'],
  versions: { input: FoliarProductInput },
  order: oneList(),
  search: { in: ['name', 'labelNotes'] },
};

/** The foliar products of the Spray Condition App's product choice, and the office's editing. */
export class FoliarProductService extends serviceOf(FOLIAR_PRODUCTS) {}
