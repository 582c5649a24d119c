import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  UseMiddleware,
} from 'type-graphql';
import { PageArgs } from '../../common/pagination.types.js';
import { ReturnUserErrors } from '../../common/user-errors.js';
import { actorOf, type RequestScope } from '../../common/request-scope.js';
import { CertificationCard } from './certification-card.entity.js';
import { CertificationCardService } from './certification-card.service.js';
import {
  CertificationCardConnection,
  CreateCertificationCardPayload,
  DeleteCertificationCardPayload,
  MoveCertificationCardPayload,
  RestoreCertificationCardVersionPayload,
  UpdateCertificationCardPayload,
} from './certification-card.types.js';
import { CertificationSubtype } from './certification-subtype.entity.js';
import { CertificationCardInput } from './dto/certification-card.input.js';

const ID_ARG = { description: 'Id of the certification card.' };
const VERSION_ARG = { description: 'The `version` the editor started from.' };

@Resolver(() => CertificationCard)
export class CertificationCardResolver {
  @Query(() => [CertificationCard], { description: 'The certification cards of /certifications.' })
  certificationCards(@Ctx() { em }: RequestScope): Promise<CertificationCard[]> {
    return new CertificationCardService(em).list();
  }

  @Authorized('content')
  @Query(() => CertificationCardConnection, {
    description:
      'The certification cards in their order (admin only), searched in titles, descriptions and subtype names.',
  })
  adminCertificationCards(
    @Ctx() { em }: RequestScope,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('search', () => String, { nullable: true, description: 'Words to look for.' })
    search: string | null,
  ): Promise<CertificationCardConnection> {
    return new CertificationCardService(em).adminPage(search, page);
  }

  @Authorized('content')
  @Query(() => CertificationCard, {
    nullable: true,
    description: 'One certification card (admin only); NOT_FOUND when it does not exist.',
  })
  adminCertificationCard(
    @Ctx() { em }: RequestScope,
    @Arg('id', () => ID, ID_ARG) id: string,
  ): Promise<CertificationCard> {
    return new CertificationCardService(em).find(id);
  }

  @Authorized('content')
  @Mutation(() => CreateCertificationCardPayload, {
    nullable: true,
    description:
      'Adds a certification card with its subtypes, last on /certifications (admin only).',
  })
  @UseMiddleware(ReturnUserErrors)
  async createCertificationCard(
    @Ctx() scope: RequestScope,
    @Arg('input', () => CertificationCardInput, { description: 'Its fields and subtypes.' })
    input: CertificationCardInput,
  ): Promise<CreateCertificationCardPayload> {
    const certificationCard = await new CertificationCardService(scope.em).create(
      input,
      actorOf(scope),
    );
    return { certificationCard, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => UpdateCertificationCardPayload, {
    nullable: true,
    description:
      "Saves a card's fields and subtypes (admin only). Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
  })
  @UseMiddleware(ReturnUserErrors)
  async updateCertificationCard(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, ID_ARG) id: string,
    @Arg('expectedVersion', () => Int, VERSION_ARG) expectedVersion: number,
    @Arg('input', () => CertificationCardInput, { description: 'Its new fields and subtypes.' })
    input: CertificationCardInput,
  ): Promise<UpdateCertificationCardPayload> {
    const certificationCard = await new CertificationCardService(scope.em).update(
      id,
      expectedVersion,
      input,
      actorOf(scope),
    );
    return { certificationCard, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => RestoreCertificationCardVersionPayload, {
    nullable: true,
    description:
      "Brings back an earlier version's fields and subtypes as a new version (admin only).",
  })
  @UseMiddleware(ReturnUserErrors)
  async restoreCertificationCardVersion(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, ID_ARG) id: string,
    @Arg('expectedVersion', () => Int, VERSION_ARG) expectedVersion: number,
    @Arg('version', () => Int, { description: 'The version to bring back.' }) version: number,
  ): Promise<RestoreCertificationCardVersionPayload> {
    const certificationCard = await new CertificationCardService(scope.em).restore(
      id,
      expectedVersion,
      version,
      actorOf(scope),
    );
    return { certificationCard, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => MoveCertificationCardPayload, {
    nullable: true,
    description:
      'Moves a card to another place on /certifications (admin only), the others closing up around it.',
  })
  @UseMiddleware(ReturnUserErrors)
  async moveCertificationCard(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, ID_ARG) id: string,
    @Arg('position', () => Int, { description: 'Its new place, 1 for the first.' })
    position: number,
  ): Promise<MoveCertificationCardPayload> {
    const certificationCard = await new CertificationCardService(scope.em).move(
      id,
      position,
      actorOf(scope),
    );
    return { certificationCard, userErrors: [] };
  }

  @Authorized('content')
  @Mutation(() => DeleteCertificationCardPayload, {
    nullable: true,
    description: 'Deletes a card and its subtypes (admin only). Its versions stay in the history.',
  })
  @UseMiddleware(ReturnUserErrors)
  async deleteCertificationCard(
    @Ctx() scope: RequestScope,
    @Arg('id', () => ID, ID_ARG) id: string,
  ): Promise<DeleteCertificationCardPayload> {
    const deletedId = await new CertificationCardService(scope.em).remove(id, actorOf(scope));
    return { deletedId, userErrors: [] };
  }

  @FieldResolver(() => [CertificationSubtype], {
    description: 'Standards listed when the card is expanded; empty for other cards.',
  })
  subtypes(@Root() card: CertificationCard): CertificationSubtype[] {
    return card.subtypes.getItems().sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  }
}
