import { Field, Int, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../common/pagination.types.js';
import { MutationPayload } from '../../common/user-errors.js';
import { MailDelivery, MailHeader } from '../mail/index.js';
import { NewsletterMailing } from './mailing.entity.js';

@ObjectType({ description: 'One check an e-mail is put through before it is sent.' })
export class SendCheck {
  @Field({
    description:
      'Stable key: PUBLISHED, NOT_SENT, SENDER, MAILING_ADDRESS, UNSUBSCRIBE_LINK, UNSUBSCRIBE_HEADERS, SIZE, CONSENT, AUDIENCE.',
  })
  key!: string;

  @Field({ description: 'What is checked, e.g. "Has a working unsubscribe link".' })
  label!: string;

  @Field({ description: 'Whether the e-mail passes it. Any failing check blocks the send.' })
  passed!: boolean;

  @Field({ description: 'What was found.' })
  detail!: string;
}

@ObjectType({ description: 'An e-mail as it would be sent.' })
export class MailPreview {
  @Field({ description: 'The Subject header.' })
  subject!: string;

  @Field({ description: 'The plain-text part.' })
  text!: string;

  @Field({ description: 'The HTML part; show it only in a sandboxed frame.' })
  html!: string;

  @Field(() => [MailHeader], { description: 'List-Unsubscribe and the other extra headers.' })
  headers!: MailHeader[];
}

@ObjectType({ description: 'What e-mailing a newsletter would do now (admin only).' })
export class NewsletterMailingCheck {
  @Field(() => [SendCheck], { description: 'Every check, in the order the admin lists them.' })
  checks!: SendCheck[];

  @Field({ description: 'True when every check passes.' })
  canSend!: boolean;

  @Field(() => Int, { description: 'Subscribers it would go to now.' })
  recipientCount!: number;

  @Field(() => MailPreview, {
    description: "The message as the audience's first subscriber would get it (or a sample).",
  })
  preview!: MailPreview;
}

@ObjectType({ description: "A mailing's recipients by state." })
export class MailingProgress {
  @Field(() => Int, { description: 'Waiting for their turn.' }) queued!: number;
  @Field(() => Int, { description: 'Handed to the mail server just now.' }) sending!: number;
  @Field(() => Int, { description: 'Accepted by the mail server.' }) sent!: number;
  @Field(() => Int, { description: 'Every attempt failed.' }) failed!: number;
  @Field(() => Int, { description: 'Refused for good by the mail server.' }) bounced!: number;
  @Field(() => Int, { description: 'Left out at their turn: no longer confirmed.' })
  skipped!: number;
}

@ObjectType({ description: "A page of a mailing's recipients, in send order." })
export class MailDeliveryConnection extends ConnectionType(MailDelivery, {
  name: 'MailDelivery',
  noun: 'delivery',
}) {}

@ObjectType({ description: 'Answer to `sendNewsletter`: the mailing started, or the problems.' })
export class SendNewsletterPayload extends MutationPayload {
  @Field(() => NewsletterMailing, {
    nullable: true,
    description: 'The mailing started; null when `userErrors` is not empty.',
  })
  mailing!: NewsletterMailing | null;
}

@ObjectType({ description: 'Answer to `sendNewsletterTest`: queued, or the problems.' })
export class SendNewsletterTestPayload extends MutationPayload {
  @Field(() => Boolean, { nullable: true, description: 'True when the test is on its way.' })
  queued!: boolean | null;
}
