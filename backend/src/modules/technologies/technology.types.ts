import { Field, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { MutationPayload } from '../../common/user-errors.js';
import { TechnologyContent } from './technology-content.entity.js';

const CONFLICT_NOTE = 'a CONFLICT user error when someone else saved it after `expectedVersion`';

@ObjectType({ description: 'A page of technology entries, in the order they were added.' })
export class TechnologyContentConnection extends ConnectionType(TechnologyContent, {
  name: 'TechnologyContent',
  noun: 'technology entry',
}) {}

/** What the technology mutations answer: the entry as stored now, or the problems. */
@ObjectType('TechnologyPayload')
export abstract class TechnologyPayload extends MutationPayload {
  @Field(() => TechnologyContent, {
    nullable: true,
    description: 'The entry as stored now; null when `userErrors` is not empty.',
  })
  technology!: TechnologyContent | null;
}

@ObjectType({
  description: `Answer to \`updateTechnology\`: the saved entry, or the problems (${CONFLICT_NOTE}).`,
})
export class UpdateTechnologyPayload extends TechnologyPayload {}

@ObjectType({
  description: `Answer to \`restoreTechnologyVersion\`: the entry as restored, or the problems (${CONFLICT_NOTE}).`,
})
export class RestoreTechnologyVersionPayload extends TechnologyPayload {}
