import { Check, Entity, Enum, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { validityHasPassed } from '../../common/calendar.js';
import { DateScalar } from '../../common/date-scalar.js';
import { BaseEntity } from '../../db/base.entity.js';

/** The three tabs of /documentation. */
export enum DocumentKind {
  CERTIFICATE = 'certificate',
  FIELD_TRIAL = 'field-trial',
  SAFETY_DATA_SHEET = 'safety-data-sheet',
}

registerEnumType(DocumentKind, {
  name: 'DocumentKind',
  description: 'Which tab of /documentation a document belongs to.',
  valuesConfig: {
    CERTIFICATE: { description: 'Approved input certificates and lists ("Certifications").' },
    FIELD_TRIAL: { description: 'Field trial results ("Field Trials").' },
    SAFETY_DATA_SHEET: { description: 'One safety data sheet per product ("Product MSDS").' },
  },
});

/** What a safety data sheet knows of its product. */
export interface SheetProduct {
  id: number;
}

@ObjectType('DocumentFile', { description: 'A downloadable PDF of the documentation page.' })
@Entity({ tableName: 'documents' })
@Index({ properties: ['kind', 'sortOrder'] })
// A safety data sheet belongs to exactly one product, and nothing else belongs to a product.
@Check({
  name: 'documents_product_check',
  expression: `((kind = 'safety-data-sheet'::text) = (product_id IS NOT NULL))`,
})
export class Document extends BaseEntity<
  'sortOrder' | 'validUntil' | 'updatedOn' | 'product' | 'productId' | 'expired' | 'version'
> {
  @Field(() => ID, { description: 'Stable numeric identifier.' })
  declare id: number;

  @Field(() => DocumentKind, { description: 'The tab of /documentation it is listed under.' })
  @Enum({ items: () => DocumentKind })
  kind!: DocumentKind;

  @Field({ description: 'Title, e.g. "US Approved Input Certificate".' })
  @Property({ length: 200 })
  title!: string;

  @Field({ description: 'What the document contains, one sentence.' })
  @Property({ type: 'text' })
  description!: string;

  @Field({ description: 'Path or URL of the PDF.' })
  @Property({ type: 'text' })
  fileUrl!: string;

  /**
   * One safety data sheet per product: unique (nulls, i.e. other kinds, do not collide), and gone
   * with its product. Named, not imported: the products sit above the documents and own their
   * sheet (products/ puts it here through SafetyDataSheets); this is the database's link back.
   */
  @ManyToOne('Product', { ref: true, nullable: true, deleteRule: 'cascade' })
  @Unique({ name: 'documents_product_unique' })
  product?: Ref<SheetProduct> | null;

  @Field(() => ID, { nullable: true, description: 'For a safety data sheet, its product id.' })
  get productId(): number | null {
    return this.product?.id ?? null;
  }

  @Field(() => DateScalar, {
    nullable: true,
    description: 'Last day of validity, for certificates.',
  })
  @Property({ type: 'date', nullable: true })
  validUntil?: string | null;

  @Field(() => Boolean, {
    description:
      'True when validUntil has passed (judged by the day in Edmonton): the certificate is no longer current.',
  })
  get expired(): boolean {
    return this.validUntil ? validityHasPassed(this.validUntil) : false;
  }

  @Field(() => DateScalar, { nullable: true, description: 'Day the document was last updated.' })
  @Property({ type: 'date', nullable: true })
  updatedOn?: string | null;

  /** Place within its kind (tab), 0, 1, 2… without gaps (common/reorder.ts keeps it so). */
  @Field(() => Int, {
    description:
      'Display position within its tab of /documentation, counting from 0; lower comes first. Change it with `moveDocument`.',
  })
  @Property({ default: 0 })
  sortOrder: number = 0;

  /** Raised by every save (not by a move): the optimistic lock of the editor. */
  @Field(() => Int, {
    description:
      "Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused.",
  })
  @Property({ version: true })
  version!: number;
}
