import { FieldResolver, Resolver, Root } from 'type-graphql';
import { RecordResolver } from '../records/index.js';
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

/** The cards of /certifications: the record resource's operations, and a card's subtypes. */
@Resolver(() => CertificationCard)
export class CertificationCardResolver extends RecordResolver({
  type: CertificationCard,
  name: 'CertificationCard',
  input: CertificationCardInput,
  id: 'Id of the certification card.',
  service: CertificationCardService,
  list: { description: 'The certification cards of /certifications.' },
  one: 'One certification card (admin only); NOT_FOUND when it does not exist.',
  page: {
    connection: CertificationCardConnection,
    description:
      'The certification cards in their order (admin only), searched in titles, descriptions and subtype names.',
  },
  create: {
    payload: CreateCertificationCardPayload,
    description:
      'Adds a certification card with its subtypes, last on /certifications (admin only).',
    input: 'Its fields and subtypes.',
  },
  update: {
    payload: UpdateCertificationCardPayload,
    description:
      "Saves a card's fields and subtypes (admin only). Refused with a CONFLICT user error when someone else saved it after `expectedVersion`.",
    input: 'Its new fields and subtypes.',
  },
  restore: {
    payload: RestoreCertificationCardVersionPayload,
    description:
      "Brings back an earlier version's fields and subtypes as a new version (admin only).",
  },
  move: {
    payload: MoveCertificationCardPayload,
    description:
      'Moves a card to another place on /certifications (admin only), the others closing up around it.',
    position: 'Its new place, 1 for the first.',
  },
  delete: {
    payload: DeleteCertificationCardPayload,
    description: 'Deletes a card and its subtypes (admin only). Its versions stay in the history.',
  },
}) {
  @FieldResolver(() => [CertificationSubtype], {
    description: 'Standards listed when the card is expanded; empty for other cards.',
  })
  subtypes(@Root() card: CertificationCard): CertificationSubtype[] {
    return card.subtypes.getItems().sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  }
}
