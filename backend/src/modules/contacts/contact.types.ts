import { Field, ID, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../common/user-errors.js';
import { Contact } from './contact.entity.js';

@ObjectType({ description: 'Receipt for a contact message: it is stored.' })
export class ContactReceipt {
  @Field(() => ID, { description: 'Id of the stored message.' })
  id!: number;

  @Field({ description: 'Text for the success toast.' })
  message!: string;
}

@ObjectType({
  description:
    'Answer to `submitContact`: a receipt when the message is stored, or the problems with its fields.',
})
export class SubmitContactPayload extends MutationPayload {
  @Field(() => ContactReceipt, {
    nullable: true,
    description: 'The stored message; null when `userErrors` is not empty.',
  })
  receipt!: ContactReceipt | null;
}

@ObjectType({
  description:
    'Answer to `updateContactTriage`: the message as stored now, or the problems (a CONFLICT user error when someone else changed it after `expectedVersion`).',
})
export class UpdateContactTriagePayload extends MutationPayload {
  @Field(() => Contact, {
    nullable: true,
    description: 'The message as stored now; null when `userErrors` is not empty.',
  })
  contact!: Contact | null;
}
