import { Resolver } from 'type-graphql';
import { RecordResolver } from '../records/index.js';
import { Document, DocumentKind } from './document.entity.js';
import { DocumentService } from './document.service.js';
import {
  CreateDocumentPayload,
  DeleteDocumentPayload,
  DocumentFileConnection,
  MoveDocumentPayload,
  RestoreDocumentVersionPayload,
  UpdateDocumentPayload,
} from './document.types.js';
import { DocumentInput } from './dto/document.input.js';

/**
 * The documents of /documentation: the record resource's operations (a delete removes the uploaded
 * PDF too); the PDF itself is uploaded over REST (http/api/document-pdf.ts).
 */
@Resolver(() => Document)
export class DocumentResolver extends RecordResolver({
  type: Document,
  name: 'Document',
  input: DocumentInput,
  id: 'Id of the document.',
  service: DocumentService,
  list: {
    description:
      'Downloadable documents of /documentation, optionally of one kind (tab); a document without its PDF yet is not listed.',
    filter: {
      name: 'kind',
      type: () => DocumentKind,
      nullable: true,
      description: 'Only documents of this tab; all tabs when omitted.',
    },
  },
  one: 'One document (admin only); NOT_FOUND when it does not exist.',
  page: {
    connection: DocumentFileConnection,
    description:
      "One tab's documents in their order (admin only), with or without a PDF, searched in titles and descriptions.",
    filter: {
      name: 'kind',
      type: () => DocumentKind,
      description: 'The tab, whose order moves work in.',
    },
  },
  create: {
    payload: CreateDocumentPayload,
    description:
      'Adds a certificate or field trial, last of its tab (admin only); /documentation lists it once its PDF is uploaded (POST /api/admin/documents/{id}/pdf).',
    input: 'Its fields.',
  },
  update: {
    payload: UpdateDocumentPayload,
    description:
      "Saves a document's fields (admin only); a new tab puts it last in it. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
    input: 'Its new fields.',
  },
  restore: {
    payload: RestoreDocumentVersionPayload,
    description:
      "Brings back an earlier version's fields as a new version (admin only); the PDF stays the current one.",
  },
  move: {
    payload: MoveDocumentPayload,
    description:
      'Moves a document to another place within its tab (admin only), the others closing up around it.',
    position: 'Its new place in its tab, 1 for the first.',
  },
  delete: {
    payload: DeleteDocumentPayload,
    description:
      'Deletes a certificate or field trial and its uploaded PDF (admin only). Its versions stay in the history.',
  },
}) {}
