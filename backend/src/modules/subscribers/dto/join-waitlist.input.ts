import { IsEnum, IsIn, IsOptional } from 'class-validator';
import { Field, InputType, registerEnumType } from 'type-graphql';
import { UNKNOWN_CONSENT_VERSION, WAITLIST_OF_WORDING } from '../consent-wording.js';
import { FARMOPS_WAITLIST, type WaitlistTopic } from '../newsletter-topics.js';
import { HoneypotField, PagePathRules, SubscriberEmailField } from './subscribe.input.js';

/** The waitlists one may join, as GraphQL names them. */
export enum Waitlist {
  FARMOPS_MANAGER = 'farmops_manager',
}

/** Each waitlist's topic in `Subscriber.preferences`. */
export const WAITLIST_TOPIC: Readonly<Record<Waitlist, WaitlistTopic>> = {
  [Waitlist.FARMOPS_MANAGER]: FARMOPS_WAITLIST,
};

registerEnumType(Waitlist, {
  name: 'Waitlist',
  description: 'A waitlist of an app in development: a subscription topic of its own.',
  valuesConfig: {
    FARMOPS_MANAGER: {
      description: 'FarmOps Manager (Coming Soon on /apps); topic "FarmOps Manager waitlist".',
    },
  },
});

export const WRONG_WAITLIST_WORDING = 'This consent wording is not the waitlist’s';

/**
 * `joinWaitlist(input)`: the address, the waitlist, the form's consent evidence (the waitlist's
 * wording version it showed, from `waitlistConsentWording`, and its page) and the honeypot.
 */
@InputType({ description: 'A request to join a waitlist.' })
export class JoinWaitlistInput {
  @SubscriberEmailField()
  email!: string;

  @Field(() => Waitlist, { description: 'The waitlist to join.' })
  @IsEnum(Waitlist, { message: 'Unknown waitlist' })
  waitlist!: Waitlist;

  @Field(() => String, {
    nullable: true,
    description:
      "Version of the waitlist's consent wording the form showed (`waitlistConsentWording.version`); the current one when absent. Another waitlist's, the newsletter's or an unknown version is a user error.",
  })
  @IsOptional()
  @IsIn(Object.keys(WAITLIST_OF_WORDING), { message: UNKNOWN_CONSENT_VERSION })
  consentVersion?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Path of the page the form is on, e.g. "/apps", for the consent record.',
  })
  @PagePathRules()
  page?: string | null;

  /** The honeypot (common/rate-limits.ts). */
  @HoneypotField()
  website?: string | null;

  /** The topic of `waitlist`. */
  waitlistTopic(): WaitlistTopic {
    return WAITLIST_TOPIC[this.waitlist];
  }
}
