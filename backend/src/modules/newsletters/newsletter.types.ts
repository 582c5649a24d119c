import { Field, ID, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../common/user-errors.js';
import { PublishCheck } from './newsletter-checks.js';
import { Newsletter } from './newsletter.entity.js';

/** What the newsletter mutations answer: the edition as stored now, or the problems. */
@ObjectType('NewsletterPayload')
export abstract class NewsletterPayload extends MutationPayload {
  @Field(() => Newsletter, {
    nullable: true,
    description: 'The edition as stored now; null when `userErrors` is not empty.',
  })
  newsletter!: Newsletter | null;
}

const CONFLICT_NOTE = 'a CONFLICT user error when someone else saved it after `expectedVersion`';

@ObjectType({ description: 'Answer to `createNewsletter`: the new draft, or the problems.' })
export class CreateNewsletterPayload extends NewsletterPayload {}

@ObjectType({
  description: `Answer to \`updateNewsletter\`: the saved edition, or the problems (${CONFLICT_NOTE}).`,
})
export class UpdateNewsletterPayload extends NewsletterPayload {}

@ObjectType({
  description: `Answer to \`unpublishNewsletter\`: the edition, now a draft, or ${CONFLICT_NOTE}.`,
})
export class UnpublishNewsletterPayload extends NewsletterPayload {}

@ObjectType({
  description: `Answer to \`restoreNewsletterVersion\`: the edition as restored, or the problems (${CONFLICT_NOTE}).`,
})
export class RestoreNewsletterVersionPayload extends NewsletterPayload {}

@ObjectType({ description: 'Answer to `publishNewsletter`.' })
export class PublishNewsletterPayload extends NewsletterPayload {
  @Field(() => Boolean, {
    nullable: true,
    description:
      'True when the edition is on the site now: no time was given, or the time given had already passed; null when nothing was published.',
  })
  publishedNow!: boolean | null;

  @Field(() => [PublishCheck], {
    nullable: true,
    description:
      'The checks before publishing (null when the input was refused). With a failing one and no `publishAnyway`, nothing is published and `userErrors` says so.',
  })
  checks!: PublishCheck[] | null;
}

@ObjectType({ description: 'Answer to `deleteNewsletter`.' })
export class DeleteNewsletterPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the deleted edition; null when `userErrors` is not empty.',
  })
  deletedId!: number | null;
}
