import { Field, Int, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../common/user-errors.js';
import { Contact } from '../contacts/index.js';
import { MailDelivery, OutboxMessage } from '../mail/index.js';
import { ConsentRecord, Subscriber } from '../subscribers/index.js';

@ObjectType({
  description:
    'Everything the site keeps about one e-mail address (a PIPEDA / Alberta PIPA access request, admin only): exactly what `erasePersonalData` would remove.',
})
export class PersonalData {
  @Field({ description: 'The address asked about, trimmed and in lower case.' })
  email!: string;

  @Field({
    description:
      'The address is on the suppression list (erased before): nothing is sent to it and it is never added again.',
  })
  suppressed!: boolean;

  @Field(() => Subscriber, { nullable: true, description: 'Its newsletter subscription, if any.' })
  subscriber!: Subscriber | null;

  @Field(() => [ConsentRecord], {
    description: "The subscription's consent ledger entries, oldest first.",
  })
  consents!: ConsentRecord[];

  @Field(() => [Contact], { description: 'Contact messages sent from the address, newest first.' })
  contacts!: Contact[];

  @Field(() => [MailDelivery], {
    description:
      'Delivery ledger rows: messages to the address, and the notices of its contact messages to the company, newest first.',
  })
  deliveries!: MailDelivery[];

  @Field(() => [OutboxMessage], {
    description: 'Messages of the local outbox to the address or replying to it, newest first.',
  })
  outboxMessages!: OutboxMessage[];

  @Field(() => Int, {
    description:
      'Audit trail entries and record versions that mention the address (normally none).',
  })
  historyMentions!: number;
}

@ObjectType({ description: 'How many rows of each kind an erasure removed (no personal data).' })
export class PersonalDataErasure {
  @Field(() => Int, { description: 'Subscribers (0 or 1).' })
  subscribers!: number;

  @Field(() => Int, { description: 'Consent ledger entries.' })
  consents!: number;

  @Field(() => Int, { description: 'Contact messages.' })
  contacts!: number;

  @Field(() => Int, { description: 'Delivery ledger rows.' })
  deliveries!: number;

  @Field(() => Int, { description: 'Messages of the local outbox.' })
  outboxMessages!: number;

  @Field(() => Int, { description: 'Audit trail entries and record versions naming the address.' })
  historyEntries!: number;
}

@ObjectType({ description: 'Answer to `erasePersonalData`: what was removed, or the problems.' })
export class ErasePersonalDataPayload extends MutationPayload {
  @Field(() => PersonalDataErasure, {
    nullable: true,
    description: 'The counts of what was removed; null when `userErrors` is not empty.',
  })
  erased!: PersonalDataErasure | null;
}

@ObjectType({ description: 'Answer to `liftMailSuppression`.' })
export class LiftMailSuppressionPayload extends MutationPayload {
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Whether the address was on the suppression list (it is not any more); null when `userErrors` is not empty.',
  })
  lifted!: boolean | null;
}
