import { Field, ID, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { MutationPayload } from '../../common/user-errors.js';
import { CertificationCard } from './certification-card.entity.js';

@ObjectType({ description: 'A page of certification cards, in display order.' })
export class CertificationCardConnection extends ConnectionType(CertificationCard, {
  name: 'CertificationCard',
  noun: 'certification card',
}) {}

/** What the certification card mutations answer: the card as stored now, or the problems. */
@ObjectType('CertificationCardPayload')
export abstract class CertificationCardPayload extends MutationPayload {
  @Field(() => CertificationCard, {
    nullable: true,
    description: 'The card as stored now, with its subtypes; null when `userErrors` is not empty.',
  })
  certificationCard!: CertificationCard | null;
}

@ObjectType({
  description: 'Answer to `createCertificationCard`: the new card, or the problems.',
})
export class CreateCertificationCardPayload extends CertificationCardPayload {}

@ObjectType({
  description:
    'Answer to `updateCertificationCard`: the saved card, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`).',
})
export class UpdateCertificationCardPayload extends CertificationCardPayload {}

@ObjectType({
  description:
    'Answer to `restoreCertificationCardVersion`: the card with the version brought back, or the problems.',
})
export class RestoreCertificationCardVersionPayload extends CertificationCardPayload {}

@ObjectType({
  description: 'Answer to `moveCertificationCard`: the card at its new place, or the problems.',
})
export class MoveCertificationCardPayload extends CertificationCardPayload {}

@ObjectType({ description: 'Answer to `deleteCertificationCard`.' })
export class DeleteCertificationCardPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the deleted card; null when `userErrors` is not empty.',
  })
  deletedId!: number | null;
}
