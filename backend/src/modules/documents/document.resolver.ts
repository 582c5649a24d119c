import {
  Arg,
  Args,
  Authorized,
  Ctx,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  UseMiddleware,
} from 'type-graphql';
import { PageArgs } from '../../common/pagination.types.js';
import { ReturnUserErrors } from '../../common/user-errors.js';
import { actorOf, type RequestScope } from '../../common/request-scope.js';
import type { MediaScope } from '../media/index.js';
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

const ID_ARG = { description: 'Id of the document.' };
const VERSION_ARG = { description: 'The `version` the editor started from.' };

@Resolver(() => Document)
export class DocumentResolver {
  @Query(() => [Document], {
    description:
      'Downloadable documents of /documentation, optionally of one kind (tab); a document without its PDF yet is not listed.',
  })
  documents(
    @Ctx() { em }: RequestScope,
    @Arg('kind', () => DocumentKind, {
      nullable: true,
      description: 'Only documents of this tab; all tabs when omitted.',
    })
    kind?: DocumentKind | null,
  ): Promise<Document[]> {
    return new DocumentService(em).list(kind);
  }

  @Authorized('content')
  @Query(() => DocumentFileConnection, {
    description:
      "One tab's documents in their order (admin only), with or without a PDF, searched in titles and descriptions.",
  })
  adminDocuments(
    @Ctx() { em }: RequestScope,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('kind', () => DocumentKind, { description: 'The tab, whose order moves work in.' })
    kind: DocumentKind,
    @Arg('search', () => String, { nullable: true, description: 'Words to look for.' })
    search: string | null,
  ): Promise<DocumentFileConnection> {
    return new DocumentService(em).adminPage(kind, search, page);
  }

  @Authorized('content')
  @Query(() => Document, {
    nullable: true,
    description: 'One document (admin only); NOT_FOUND when it does not exist.',
  })
  adminDocument(
    @Ctx() { em }: RequestScope,
    @Arg('id', () => ID, ID_ARG) id: string,
  ): Promise<Document> {
    return new DocumentService(em).find(id);
  }

  @Authorized('content')
  @Mutation(() => CreateDocumentPayload, {
    nullable: true,
    description:
      'Adds a certificate or field trial, last of its tab (admin only); /documentation lists it once its PDF is uploaded (POST /api/admin/documents/{id}/pdf).',
  })
  @UseMiddleware(ReturnUserErrors)
  async createDocument(
    @Ctx() scope: RequestScope,
    @Arg('input', () => DocumentInput, { description: 'Its fields.' }) input: DocumentInput,
  ): Promise<CreateDocumentPayload> {
    const document = await new DocumentService(scope.em).create(input, actorOf(scope));
    return { document, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => UpdateDocumentPayload, {
    nullable: true,
    description:
      "Saves a document's fields (admin only); a new tab puts it last in it. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
  })
  @UseMiddleware(ReturnUserErrors)
  async updateDocument(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, ID_ARG) id: string,
    @Arg('expectedVersion', () => Int, VERSION_ARG) expectedVersion: number,
    @Arg('input', () => DocumentInput, { description: 'Its new fields.' }) input: DocumentInput,
  ): Promise<UpdateDocumentPayload> {
    const document = await new DocumentService(scope.em).update(
      id,
      expectedVersion,
      input,
      actorOf(scope),
    );
    return { document, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => RestoreDocumentVersionPayload, {
    nullable: true,
    description:
      "Brings back an earlier version's fields as a new version (admin only); the PDF stays the current one.",
  })
  @UseMiddleware(ReturnUserErrors)
  async restoreDocumentVersion(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, ID_ARG) id: string,
    @Arg('expectedVersion', () => Int, VERSION_ARG) expectedVersion: number,
    @Arg('version', () => Int, { description: 'The version to bring back.' }) version: number,
  ): Promise<RestoreDocumentVersionPayload> {
    const document = await new DocumentService(scope.em).restore(
      id,
      expectedVersion,
      version,
      actorOf(scope),
    );
    return { document, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => MoveDocumentPayload, {
    nullable: true,
    description:
      'Moves a document to another place within its tab (admin only), the others closing up around it.',
  })
  @UseMiddleware(ReturnUserErrors)
  async moveDocument(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, ID_ARG) id: string,
    @Arg('position', () => Int, { description: 'Its new place in its tab, 1 for the first.' })
    position: number,
  ): Promise<MoveDocumentPayload> {
    const document = await new DocumentService(scope.em).move(id, position, actorOf(scope));
    return { document, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => DeleteDocumentPayload, {
    nullable: true,
    description:
      'Deletes a certificate or field trial and its uploaded PDF (admin only). Its versions stay in the history.',
  })
  @UseMiddleware(ReturnUserErrors)
  async deleteDocument(
    @Ctx() scope: MediaScope,
    @Arg('id', () => ID, ID_ARG) id: string,
  ): Promise<DeleteDocumentPayload> {
    const { id: deletedId, fileUrl } = await new DocumentService(scope.em).remove(
      id,
      actorOf(scope),
    );
    await scope.imageStorage.remove(fileUrl);
    return { deletedId, userErrors: [] };
  }
}
