import type { EntityManager } from '@mikro-orm/postgresql';
import { findOrFail, lockForEdit } from '../../common/editing.js';
import { InvalidInputError } from '../../common/errors.js';
import type { Connection, PageRequest } from '../../common/pagination.js';
import { lockOrder, moveInOrder, renumber } from '../../common/reorder.js';
import { AuditAction, HistoryService, type Actor, type Snapshot } from '../history/index.js';
import type { DocumentInput } from './dto/document.input.js';
import { Document, DocumentKind } from './document.entity.js';
import { DocumentRepository } from './document.repository.js';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const SHEET_WITH_PRODUCT =
  'Safety data sheets are edited with their product, under Products';
/** The kind of record of documents' versions and audit rows. */
export const DOCUMENT_RECORD = 'document';

/** The stored fields of a document, as its versions keep them (its place is not one). */
export function documentSnapshot(document: Document): Snapshot {
  return {
    kind: document.kind,
    title: document.title,
    description: document.description,
    validUntil: document.validUntil ?? null,
    updatedOn: document.updatedOn ?? null,
    fileUrl: document.fileUrl,
  };
}

/** A change of a document's PDF: the document now, and the path of the file it let go. */
export interface DocumentFileChange {
  document: Document;
  result: string;
}

/** The documents of /documentation, and the office's editing of the certificates and trials. */
export class DocumentService {
  constructor(private readonly em: EntityManager) {}

  /** Documents in display order, optionally of one kind (one tab of /documentation). */
  list(kind?: DocumentKind | null): Promise<Document[]> {
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

  count(): Promise<number> {
    return this.em.count(Document);
  }

  // --- Admin ---------------------------------------------------------------------------------

  find(rawId: unknown): Promise<Document> {
    return findOrFail(this.em, Document, rawId, DOCUMENT_NOT_FOUND);
  }

  /** One kind's documents in their order, searched on the server, a page at a time. */
  adminPage(
    kind: DocumentKind,
    search: string | null | undefined,
    request: PageRequest,
  ): Promise<Connection<Document>> {
    return new DocumentRepository(this.em).adminPage(kind, search, request);
  }

  /**
   * A new document, last of its tab, without a PDF yet (the site lists it once one is uploaded);
   * its first version and audit row are kept with it.
   */
  create(input: DocumentInput, actor: Actor): Promise<Document> {
    return this.em.transactional(async (em) => {
      const data = fields(input);
      await lockOrder(em, Document);
      const document = em.create(Document, {
        ...data,
        fileUrl: '',
        sortOrder: await em.count(Document, { kind: data.kind }),
      });
      await em.flush();
      await keepVersion(em, document, actor, AuditAction.CREATE);
      return document;
    });
  }

  /**
   * Saves an editor's fields over the version they started from (EditConflictError if newer). A
   * document moved to the other tab goes last in it, and its old tab closes up.
   */
  update(
    rawId: unknown,
    expectedVersion: number,
    input: DocumentInput,
    actor: Actor,
    action = AuditAction.UPDATE,
    note = '',
  ): Promise<Document> {
    return this.em.transactional(async (em) => {
      const data = fields(input);
      await lockOrder(em, Document);
      const document = await editable(em, rawId, expectedVersion);
      const oldKind = document.kind;
      // Counted before the change: a query flushes pending changes first (FlushMode.AUTO).
      const lastInNewKind =
        oldKind === data.kind ? undefined : await em.count(Document, { kind: data.kind });
      em.assign(document, { ...data, sortOrder: lastInNewKind ?? document.sortOrder });
      await em.flush();
      if (oldKind !== data.kind) await renumber(em, Document, { kind: oldKind });
      await keepVersion(em, document, actor, action, note);
      return document;
    });
  }

  /**
   * Brings back version `version`'s fields as a new version. Its PDF stays the current one: a
   * replaced upload is deleted, so an older version's file may no longer exist.
   */
  async restore(
    rawId: unknown,
    expectedVersion: number,
    version: number,
    actor: Actor,
  ): Promise<Document> {
    const document = await this.find(rawId);
    const snap = await new HistoryService(this.em).snapshotToRestore(
      DOCUMENT_RECORD,
      document.id,
      version,
    );
    const kind = Object.values(DocumentKind).find((value) => value === snap.kind);
    const input: DocumentInput = {
      kind: kind ?? document.kind,
      title: String(snap.title),
      description: String(snap.description),
      validUntil: snap.validUntil == null ? null : String(snap.validUntil),
      updatedOn: snap.updatedOn == null ? null : String(snap.updatedOn),
    };
    return this.update(
      document.id,
      expectedVersion,
      input,
      actor,
      AuditAction.RESTORE,
      `restored version ${version}`,
    );
  }

  /** Points the document at an uploaded PDF, as a new version; answers the replaced path. */
  setFile(
    rawId: unknown,
    expectedVersion: number,
    fileUrl: string,
    actor: Actor,
  ): Promise<DocumentFileChange> {
    return this.em.transactional(async (em) => {
      const document = await editable(em, rawId, expectedVersion);
      const replaced = document.fileUrl;
      document.fileUrl = fileUrl;
      await em.flush();
      await keepVersion(em, document, actor, AuditAction.UPDATE, 'new PDF');
      return { document, result: replaced };
    });
  }

  /** Deletes a document; the others of its tab move up. Answers its id and its PDF's path. */
  remove(rawId: unknown, actor: Actor): Promise<{ id: number; fileUrl: string }> {
    return this.em.transactional(async (em) => {
      await lockOrder(em, Document);
      const document = await findOrFail(em, Document, rawId, DOCUMENT_NOT_FOUND);
      refuseSheet(document);
      const { id, title, kind, fileUrl } = document;
      em.remove(document);
      new HistoryService(em).audit(DOCUMENT_RECORD, id, title, [], actor, AuditAction.DELETE);
      await em.flush();
      await renumber(em, Document, { kind });
      return { id, fileUrl };
    });
  }

  /** Moves a document to `position` (1 = first) within its tab, race-free (common/reorder). */
  move(rawId: unknown, position: number, actor: Actor): Promise<Document> {
    return this.em.transactional(async (em) => {
      const document = await findOrFail(em, Document, rawId, DOCUMENT_NOT_FOUND);
      refuseSheet(document);
      const { from, to } = await moveInOrder(
        em,
        Document,
        { kind: document.kind },
        document.id,
        position,
      );
      new HistoryService(em).audit(
        DOCUMENT_RECORD,
        document.id,
        document.title,
        ['sortOrder'],
        actor,
        AuditAction.MOVE,
        `position ${from} → ${to}`,
      );
      await em.flush();
      return em.findOneOrFail(Document, { id: document.id }, { refresh: true });
    });
  }
}

/** Safety data sheets belong to their product's editor (its versions, its PDF route). */
function refuseSheet(document: Document): void {
  if (document.kind === DocumentKind.SAFETY_DATA_SHEET) {
    throw new InvalidInputError(SHEET_WITH_PRODUCT, { kind: SHEET_WITH_PRODUCT });
  }
}

/** The document to save, locked and at `expectedVersion`, and not a safety data sheet. */
async function editable(
  em: EntityManager,
  rawId: unknown,
  expectedVersion: number,
): Promise<Document> {
  const document = await lockForEdit(em, Document, rawId, expectedVersion, DOCUMENT_NOT_FOUND);
  refuseSheet(document);
  return document;
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

async function keepVersion(
  em: EntityManager,
  document: Document,
  actor: Actor,
  action: AuditAction,
  note = '',
): Promise<void> {
  await new HistoryService(em).recordSave(
    DOCUMENT_RECORD,
    { id: document.id, version: document.version, label: document.title },
    documentSnapshot(document),
    actor,
    action,
    note,
  );
}
