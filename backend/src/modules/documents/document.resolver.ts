import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../request-scope.js';
import { Document, DocumentKind } from './document.entity.js';
import { DocumentService } from './document.service.js';

@Resolver(() => Document)
export class DocumentResolver {
  @Query(() => [Document], {
    description: 'Downloadable documents of /documentation, optionally of one kind (tab).',
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
}
