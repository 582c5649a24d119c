import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'Answer to a subscription. The same for a new and an already subscribed address, so it never reveals who is subscribed.',
})
export class SubscribeResult {
  @Field()
  success!: boolean;

  @Field({ description: 'Text for the success toast.' })
  message!: string;
}
