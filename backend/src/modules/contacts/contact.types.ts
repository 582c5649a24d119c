import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Receipt for a contact message: it is stored.' })
export class ContactReceipt {
  @Field()
  success!: boolean;

  @Field(() => ID, { description: 'Id of the stored message.' })
  id!: number;

  @Field({ description: 'Text for the success toast.' })
  message!: string;
}
