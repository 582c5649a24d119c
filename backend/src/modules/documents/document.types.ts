import { Field, ID, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { MutationPayload } from '../../common/user-errors.js';
import { Document } from './document.entity.js';

@ObjectType({ description: 'A page of documents of one tab, in display order.' })
export class DocumentFileConnection extends ConnectionType(Document, {
  name: 'DocumentFile',
  noun: 'document',
}) {}

/** What the document mutations answer: the document as stored now, or the problems. */
@ObjectType('DocumentFilePayload')
export abstract class DocumentFilePayload extends MutationPayload {
  @Field(() => Document, {
    nullable: true,
    description: 'The document as stored now; null when `userErrors` is not empty.',
  })
  document!: Document | null;
}

@ObjectType({
  description:
    'Answer to `createDocument`: the new document (without a PDF until one is uploaded), or the problems.',
})
export class CreateDocumentPayload extends DocumentFilePayload {}

@ObjectType({
  description:
    'Answer to `updateDocument`: the saved document, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`).',
})
export class UpdateDocumentPayload extends DocumentFilePayload {}

@ObjectType({
  description:
    'Answer to `restoreDocumentVersion`: the document with the version brought back, or the problems.',
})
export class RestoreDocumentVersionPayload extends DocumentFilePayload {}

@ObjectType({
  description: 'Answer to `moveDocument`: the document at its new place, or the problems.',
})
export class MoveDocumentPayload extends DocumentFilePayload {}

@ObjectType({ description: 'Answer to `deleteDocument`.' })
export class DeleteDocumentPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the deleted document; null when `userErrors` is not empty.',
  })
  deletedId!: number | null;
}
