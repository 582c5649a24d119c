import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../common/user-errors.js';
import { SubscriberStatus } from './subscriber.entity.js';
import type { LinkAnswer } from './subscriber.service.js';

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

@ObjectType({
  description:
    'Answer to `joinWaitlist`: the same whoever the address belongs to; or the problems with the input.',
})
export class JoinWaitlistPayload extends MutationPayload {
  @Field(() => String, {
    nullable: true,
    description:
      'Text to show: check your inbox to confirm (the address joins when it confirms). Null when `userErrors` is not empty.',
  })
  message!: string | null;
}

@ObjectType({
  description:
    "The consent wording shown beside the subscribe forms and the contact form's newsletter box: who asks (the company's name and contact), what is sent, and that one can unsubscribe at any time. Show `text` as it is and send `version` with the subscription.",
})
export class ConsentWording {
  @Field({ description: 'Version of the wording, sent back as `consentVersion`.' })
  version!: string;

  @Field({ description: 'The wording, to show letter for letter.' })
  text!: string;

  @Field({ description: 'SHA-256 of `text` (hex), as the consent record keeps it.' })
  hash!: string;
}

export enum SubscriptionLinkProblem {
  INVALID = 'invalid',
  EXPIRED = 'expired',
}

registerEnumType(SubscriptionLinkProblem, {
  name: 'SubscriptionLinkProblem',
  description: "Why an e-mail's link did nothing.",
  valuesConfig: {
    INVALID: { description: 'Not a link we sent, already used, or replaced by a newer one.' },
    EXPIRED: { description: 'Too old: ask for a new one by subscribing again.' },
  },
});

@ObjectType({ description: "A subscription as the holder of one of its e-mail's links sees it." })
export class NewsletterSubscription {
  @Field({ description: 'The subscribed address.' })
  email!: string;

  @Field(() => SubscriberStatus, { description: 'Pending, confirmed or unsubscribed.' })
  status!: SubscriberStatus;

  @Field(() => [String], { description: 'The topics chosen.' })
  preferences!: string[];

  @Field(() => [String], {
    description:
      "The topics its preferences page offers, in order: the newsletter's (when it receives it), then the waitlists it is on (which may be left there, not joined).",
  })
  topics!: string[];

  @Field({ description: 'Receives the newsletter; false for an address on a waitlist only.' })
  newsletter!: boolean;

  @Field({ description: 'Token of the preferences page (`/subscription/preferences?token=`).' })
  preferencesToken!: string;
}

@ObjectType({
  description:
    "Answer to a link from an e-mail (confirm, unsubscribe, resubscribe, preferences): the subscription as it is now, or `problem`; the input's problems as `userErrors`.",
})
export class SubscriptionLinkPayload extends MutationPayload {
  @Field(() => NewsletterSubscription, {
    nullable: true,
    description: 'The subscription after the change; null with a `problem` or `userErrors`.',
  })
  subscription!: NewsletterSubscription | null;

  @Field(() => SubscriptionLinkProblem, {
    nullable: true,
    description: 'Why the link did nothing; null when it worked.',
  })
  problem!: SubscriptionLinkProblem | null;
}

@ObjectType({ description: 'Answer to `confirmSubscription`.' })
export class ConfirmSubscriptionPayload extends SubscriptionLinkPayload {}

@ObjectType({ description: 'Answer to `unsubscribe`.' })
export class UnsubscribePayload extends SubscriptionLinkPayload {}

@ObjectType({ description: 'Answer to `resubscribe`.' })
export class ResubscribePayload extends SubscriptionLinkPayload {}

@ObjectType({ description: 'Answer to `updateSubscriptionPreferences`.' })
export class UpdateSubscriptionPreferencesPayload extends SubscriptionLinkPayload {}

/** A service's answer as the payload. */
export function linkPayload(answer: LinkAnswer): SubscriptionLinkPayload {
  if ('problem' in answer) {
    return {
      subscription: null,
      problem:
        answer.problem === 'expired'
          ? SubscriptionLinkProblem.EXPIRED
          : SubscriptionLinkProblem.INVALID,
      userErrors: [],
    };
  }
  return {
    subscription: answer.subscription,
    problem: null,
    userErrors: [],
  };
}
