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
  @Field()
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
  @Field(() => [SendCheck])
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
  @Field(() => Int) queued!: number;
  @Field(() => Int) sending!: number;
  @Field(() => Int) sent!: number;
  @Field(() => Int) failed!: number;
  @Field(() => Int) bounced!: number;
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
  @Field(() => NewsletterMailing, { nullable: true })
  mailing!: NewsletterMailing | null;
}

@ObjectType({ description: 'Answer to `sendNewsletterTest`: queued, or the problems.' })
export class SendNewsletterTestPayload extends MutationPayload {
  @Field(() => Boolean, { nullable: true, description: 'True when the test is on its way.' })
  queued!: boolean | null;
}
