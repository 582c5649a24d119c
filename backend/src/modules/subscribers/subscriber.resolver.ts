import type { GraphQLResolveInfo } from 'graphql';
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Info,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { PayloadMutation } from '../../common/user-errors.js';
import { StaffPageQuery } from '../../common/pagination.types.js';
import type { SubscriberScope } from './subscriber-scope.js';
import { ConsentLedger } from './consent-ledger.js';
import { ConsentRecord } from './consent-record.entity.js';
import { NEWSLETTER_TOPICS, SUBSCRIBER_TOPICS } from './newsletter-topics.js';
import { SubscribeInput } from './dto/subscribe.input.js';
import { JoinWaitlistInput, Waitlist, WAITLIST_TOPIC } from './dto/join-waitlist.input.js';
import { CURRENT_WAITLIST_CONSENT_VERSION } from './consent-wording.js';
import { SubscriberListArgs } from './dto/subscriber-list.args.js';
import {
  ResubscribeArgs,
  SubscriptionPreferencesInput,
  SubscriptionTokenArgs,
} from './dto/subscription-link.input.js';
import { SubscriberConnection } from './subscriber.connection.js';
import { Subscriber, SubscriberStatus } from './subscriber.entity.js';
import { SubscriberService } from './subscriber.service.js';
import {
  ConsentWording,
  JoinWaitlistPayload,
  linkPayload,
  SubscribePayload,
  ConfirmSubscriptionPayload,
  ResubscribePayload,
  SubscriptionLinkPayload,
  UnsubscribePayload,
  UpdateSubscriptionPreferencesPayload,
} from './subscriber.types.js';

const service = ({ em, mail, subscriberLinks }: SubscriberScope) =>
  new SubscriberService(em, { mail, links: subscriberLinks });

/**
 * A personal answer (a link's subscription): Apollo's response cache and the HTTP query cache
 * must not keep it (graphql/server.ts reads the hint; the in-process executor has none).
 */
function personal(info: GraphQLResolveInfo): void {
  (
    info as GraphQLResolveInfo & {
      cacheControl?: { setCacheHint(hint: { maxAge: number; scope: 'PRIVATE' }): void };
    }
  ).cacheControl?.setCacheHint({ maxAge: 0, scope: 'PRIVATE' });
}

@Resolver(() => Subscriber)
export class SubscriberResolver {
  @PayloadMutation(
    () => SubscribePayload,
    "Subscribes an e-mail address to the newsletter (double opt-in: a new, or unsubscribed, address is pending until its owner follows the link e-mailed to it; a pending one is sent the link again at most once an hour). Subscribing again answers the same success (no duplicate, nothing revealed). An invalid address or an unknown `consentVersion` is a user error (nothing stored). Each subscription, aliased ones included, spends one of the sender address's SUBSCRIBE_LIMIT per window (shared with POST /api/subscribe); beyond it the field is a TOO_MANY_REQUESTS error with `extensions.retryAfter` (seconds).",
  )
  async subscribe(
    @Ctx() scope: SubscriberScope,
    @Arg('input', () => SubscribeInput, { description: 'The address and its topics.' })
    input: SubscribeInput,
  ): Promise<SubscribePayload> {
    const { clientAddress, userAgent, limits } = scope;
    const { message } = await service(scope).subscribe(input, {
      clientAddress,
      userAgent,
      limits,
    });
    return { message, userErrors: [] };
  }

  @PayloadMutation(
    () => JoinWaitlistPayload,
    'Asks to join a waitlist (FarmOps Manager\'s "Join Waitlist"), by the rules of `subscribe`: the waitlist\'s consent wording is recorded, a confirmation e-mail is sent, and the address joins (its topic is added to `preferences`) when it confirms. It never subscribes the address to the newsletter. Always the same answer; an invalid address or a wording not of this waitlist is a user error. Spends the same SUBSCRIBE_LIMIT as `subscribe` (TOO_MANY_REQUESTS with `extensions.retryAfter` beyond it).',
  )
  async joinWaitlist(
    @Ctx() scope: SubscriberScope,
    @Arg('input', () => JoinWaitlistInput, { description: 'The address and the waitlist.' })
    input: JoinWaitlistInput,
  ): Promise<JoinWaitlistPayload> {
    const { clientAddress, userAgent, limits } = scope;
    const { message } = await service(scope).joinWaitlist(input, {
      clientAddress,
      userAgent,
      limits,
    });
    return { message, userErrors: [] };
  }

  @Query(() => ConsentWording, {
    description:
      "The consent wording to show beside a waitlist's form, with the company's current name and contact; send its `version` with `joinWaitlist`.",
  })
  waitlistConsentWording(
    @Ctx() { em }: SubscriberScope,
    @Arg('waitlist', () => Waitlist, { description: 'The waitlist.' }) waitlist: Waitlist,
  ): Promise<ConsentWording> {
    return new ConsentLedger(em).wording(
      CURRENT_WAITLIST_CONSENT_VERSION[WAITLIST_TOPIC[waitlist]],
    );
  }

  @Query(() => ConsentWording, {
    description:
      "The consent wording to show beside a subscribe form, with the company's current name and contact.",
  })
  newsletterConsentWording(@Ctx() { em }: SubscriberScope): Promise<ConsentWording> {
    return new ConsentLedger(em).wording();
  }

  @PayloadMutation(
    () => ConfirmSubscriptionPayload,
    "Confirms a subscription with the token of the confirmation e-mail's link (the confirm page's button; a POST, so link scanners confirm nothing). Works once, within 48 hours; a newer e-mail's link replaces an older one.",
  )
  async confirmSubscription(
    @Ctx() scope: SubscriberScope,
    @Args(() => SubscriptionTokenArgs) { token }: SubscriptionTokenArgs,
  ): Promise<ConfirmSubscriptionPayload> {
    return linkPayload(await service(scope).confirm(token));
  }

  @PayloadMutation(
    () => UnsubscribePayload,
    "Unsubscribes at once, with the token of a newsletter's unsubscribe (or preferences) link, and records the withdrawal of consent. Unsubscribing again answers the same.",
  )
  async unsubscribe(
    @Ctx() scope: SubscriberScope,
    @Args(() => SubscriptionTokenArgs) { token }: SubscriptionTokenArgs,
  ): Promise<UnsubscribePayload> {
    return linkPayload(await service(scope).unsubscribe(token));
  }

  @PayloadMutation(
    () => ResubscribePayload,
    "Subscribes again from the unsubscribe page, with the same link's token: the signed link proves the address, so the subscription is confirmed at once, with a new consent record.",
  )
  async resubscribe(
    @Ctx() scope: SubscriberScope,
    @Args(() => ResubscribeArgs) { token, consentVersion, page }: ResubscribeArgs,
  ): Promise<ResubscribePayload> {
    const { clientAddress, userAgent } = scope;
    return linkPayload(
      await service(scope).resubscribe(token, { clientAddress, userAgent, consentVersion, page }),
    );
  }

  @Query(() => SubscriptionLinkPayload, {
    description:
      "The subscription of a preferences link's token (the preferences page). Personal: never cached.",
  })
  async newsletterSubscription(
    @Ctx() scope: SubscriberScope,
    @Info() info: GraphQLResolveInfo,
    @Args(() => SubscriptionTokenArgs) { token }: SubscriptionTokenArgs,
  ): Promise<SubscriptionLinkPayload> {
    personal(info);
    return linkPayload(await service(scope).subscription(token));
  }

  @PayloadMutation(
    () => UpdateSubscriptionPreferencesPayload,
    "Saves the topics chosen on the preferences page (the link's token).",
  )
  async updateSubscriptionPreferences(
    @Ctx() scope: SubscriberScope,
    @Arg('input', () => SubscriptionPreferencesInput, { description: 'The token and the topics.' })
    { token, preferences }: SubscriptionPreferencesInput,
  ): Promise<UpdateSubscriptionPreferencesPayload> {
    return linkPayload(await service(scope).savePreferences(token, preferences));
  }

  @StaffPageQuery(
    'messages',
    () => SubscriberConnection,
    'Newsletter subscribers, newest first, a page at a time (admin only), optionally of one status, of one topic (`topic: "FarmOps Manager waitlist"`: who is on the waitlist) and searched by address; `totalCount` counts the matches. Follow `pageInfo.endCursor` with `after` (and the same filters) for the next page.',
  )
  subscribers(
    @Ctx() { em }: SubscriberScope,
    @Args(() => SubscriberListArgs) { first, after, status, search, topic }: SubscriberListArgs,
  ): Promise<SubscriberConnection> {
    return new SubscriberService(em).page({ first, after }, { status, search, topic });
  }

  @Authorized('messages')
  @Query(() => [String], {
    description:
      "The topics a subscriber may choose, in the preferences page's order (admin only): an edition's audience may be narrowed to those who chose one of them.",
  })
  newsletterTopics(): string[] {
    return [...NEWSLETTER_TOPICS];
  }

  @Authorized('messages')
  @Query(() => [String], {
    description:
      "Every topic a subscriber's `preferences` may hold, in order (admin only): the newsletter's (`newsletterTopics`), then the waitlists'. `subscribers(topic:)` lists the subscribers of one.",
  })
  subscriberTopics(): string[] {
    return [...SUBSCRIBER_TOPICS];
  }

  @FieldResolver(() => Boolean, {
    deprecationReason: 'Use `status`: true unless UNSUBSCRIBED.',
    description: 'Not unsubscribed (derived from `status`).',
  })
  isActive(@Root() subscriber: Subscriber): boolean {
    return subscriber.status !== SubscriberStatus.UNSUBSCRIBED;
  }

  @FieldResolver(() => Boolean, {
    deprecationReason: 'Use `status` and `confirmedAt`.',
    description: 'The address was confirmed (CONFIRMED now, or confirmed before unsubscribing).',
  })
  isVerified(@Root() subscriber: Subscriber): boolean {
    return subscriber.status === SubscriberStatus.CONFIRMED || subscriber.confirmedAt !== null;
  }

  @Authorized('messages')
  @FieldResolver(() => [ConsentRecord], {
    description:
      'The consent ledger of this address, oldest first (admin only). A page of subscribers reads the consents of all of them in one query.',
  })
  consents(
    @Ctx() { loaders }: SubscriberScope,
    @Root() subscriber: Subscriber,
  ): Promise<ConsentRecord[]> {
    return loaders.consentsBySubscriber.load(subscriber.id);
  }
}
