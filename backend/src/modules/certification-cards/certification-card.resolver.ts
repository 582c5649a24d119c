import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../request-scope.js';
import { CertificationCard } from './certification-card.entity.js';
import { CertificationCardService } from './certification-card.service.js';
import { CertificationSubtype } from './certification-subtype.entity.js';

@Resolver(() => CertificationCard)
export class CertificationCardResolver {
  @Query(() => [CertificationCard], { description: 'The certification cards of /certifications.' })
  certificationCards(@Ctx() { em }: RequestScope): Promise<CertificationCard[]> {
    return new CertificationCardService(em).list();
  }

  @FieldResolver(() => [CertificationSubtype], {
    description: 'Standards listed when the card is expanded; empty for other cards.',
  })
  subtypes(@Root() card: CertificationCard): CertificationSubtype[] {
    return card.subtypes.getItems();
  }
}
