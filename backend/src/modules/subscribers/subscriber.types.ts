import { Field, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../common/user-errors.js';

@ObjectType({
  description:
    'Answer to a subscription: the same for a new and an already subscribed address, so it never reveals who is subscribed; or the problems with the input.',
})
export class SubscribePayload extends MutationPayload {
  @Field(() => String, {
    nullable: true,
    description:
      'Text for the success toast: the address is subscribed. Null when `userErrors` is not empty.',
  })
  message!: string | null;
}
