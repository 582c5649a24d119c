import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError } from '../../common/errors.js';
import { AuditAction, pickFields, type Actor } from '../history/index.js';
import { RecordService, type RecordKind } from '../records/index.js';
import { DocumentInput } from './dto/document.input.js';
import { Document, DocumentKind } from './document.entity.js';
import { DocumentRepository } from './document.repository.js';

export const SHEET_WITH_PRODUCT =
  'Safety data sheets are edited with their product, under Products';
/** The kind of record of documents' versions and audit rows. */
export const DOCUMENT_RECORD = 'document';

/** A change of a document's PDF: the document now, and the path of the file it let go. */
export interface DocumentFileChange {
  document: Document;
  result: string;
}

/**
 * A certificate or field trial of /documentation, in the order of its tab: one moved to the other
 * tab goes last there. It is made without a PDF (the site lists it once one is uploaded), and a
 * version brought back keeps the current PDF: a replaced upload is deleted, so an older version's
 * file may no longer exist. Safety data sheets are their product's, and refused here.
 */
export const DOCUMENTS: RecordKind<Document, DocumentInput, object, DocumentKind> = {
  entity: Document,
  recordType: DOCUMENT_RECORD,
  label: 'title',
  fields: (_em, input, document) => ({ ...fields(input), ...(document ? {} : { fileUrl: '' }) }),
  // Its versions keep its fields and PDF as they are (its place is not one).
  snapshot: ['kind', 'title', 'description', 'validUntil', 'updatedOn', 'fileUrl'],
  versions: {
    input: DocumentInput,
    inputOf: (snapshot) =>
      pickFields(snapshot, ['kind', 'title', 'description', 'validUntil', 'updatedOn']),
  },
  order: { scope: ({ kind }) => ({ kind }) },
  search: { in: ['title', 'description'], where: (kind) => ({ kind: kind! }) },
  editable: refuseSheet,
  removing: (_em, document) => ({ files: [document.fileUrl] }),
};

/** The documents of /documentation, and the office's editing of the certificates and trials. */
export class DocumentService extends RecordService<Document, DocumentInput, object, DocumentKind> {
  constructor(em: EntityManager) {
    super(em, DOCUMENTS);
  }

  /** Documents in display order, optionally of one kind (one tab of /documentation). */
  override list(kind?: DocumentKind | null): Promise<Document[]> {
    return new DocumentRepository(this.em).listed(kind);
  }

  /** For a DataLoader: each product's safety data sheet (or null), in one query. */
  async safetyDataSheetsByProduct(productIds: readonly number[]): Promise<(Document | null)[]> {
    const rows = await this.em.find(Document, {
      kind: DocumentKind.SAFETY_DATA_SHEET,
      product: { $in: [...productIds] },
    });
    return productIds.map((id) => rows.find((row) => row.product?.id === id) ?? null);
  }

  /** Points the document at an uploaded PDF, as a new version; answers the replaced path. */
  async setFile(
    rawId: unknown,
    expectedVersion: number,
    fileUrl: string,
    actor: Actor,
  ): Promise<DocumentFileChange> {
    const how = { action: AuditAction.UPDATE, note: 'new PDF' };
    const { record, result } = await this.change(rawId, expectedVersion, actor, how, (_em, doc) => {
      const replaced = doc.fileUrl;
      doc.fileUrl = fileUrl;
      return replaced;
    });
    return { document: record, result };
  }
}

/** Safety data sheets belong to their product's editor (its versions, its PDF route). */
function refuseSheet(document: Document): void {
  if (document.kind === DocumentKind.SAFETY_DATA_SHEET) {
    throw new InvalidInputError(SHEET_WITH_PRODUCT, { kind: SHEET_WITH_PRODUCT });
  }
}

/** The input as stored fields; a safety data sheet is not made here. */
function fields(input: DocumentInput) {
  if (input.kind === DocumentKind.SAFETY_DATA_SHEET) {
    throw new InvalidInputError(SHEET_WITH_PRODUCT, { kind: SHEET_WITH_PRODUCT });
  }
  return {
    kind: input.kind,
    title: input.title.trim(),
    description: input.description.trim(),
    validUntil: input.validUntil || null,
    updatedOn: input.updatedOn || null,
  };
}
