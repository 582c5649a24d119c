import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Connection, PageRequest } from '../../common/pagination.js';
import {
  addressKey,
  isHoneypotFilled,
  minutesToWait,
  type RateLimitedClient,
} from '../../common/rate-limits.js';
import { SuppressionList, type MailQueue } from '../mail/index.js';
import { ConsentLedger, type ConsentEvidence } from './consent-ledger.js';
import { WithdrawalMethod } from './consent-record.entity.js';
import { SUBSCRIBER_LIMITS, type SubscribeInput } from './dto/subscribe.input.js';
import { CURRENT_WAITLIST_CONSENT_VERSION, WAITLIST_OF_WORDING } from './consent-wording.js';
import { WRONG_WAITLIST_WORDING, type JoinWaitlistInput } from './dto/join-waitlist.input.js';
import { InvalidInputError } from '../../common/errors.js';
import { isWaitlistTopic, NEWSLETTER_TOPICS, type WaitlistTopic } from './newsletter-topics.js';
import { Subscriber, SubscriberStatus } from './subscriber.entity.js';
import type { SubscriberExportFilter, SubscriberExportRow } from './subscriber.repository.js';
import {
  hashToken,
  SUBSCRIPTION_PATHS,
  type LinkProblem,
  type LinkPurpose,
  type SubscriberLinks,
} from './subscriber-tokens.js';
import { SUBSCRIPTION_CONFIRMATION } from './subscription-confirmation.mail.js';
import { searchWords } from '../../common/search.js';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter!';

/** The answer to joining a waitlist, whoever the address belongs to. */
export const waitlistJoinedMessage = (waitlist: WaitlistTopic) =>
  `Almost there: check your inbox and confirm your address to join the ${waitlist}.`;

/** Over SUBSCRIBE_LIMIT: the subscribe form shows this in its toast. */
export const subscribeLimitedMessage = (retryAfterSeconds: number) =>
  `Too many subscriptions from your connection. Please try again in ${minutesToWait(retryAfterSeconds)}.`;

/** A pending address is sent its confirmation again at most this often. */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A subscriber as the holder of one of its links sees it. */
export interface SubscriptionView {
  email: string;
  status: SubscriberStatus;
  preferences: string[];
  /** Receives the newsletter (false for an address on a waitlist only). */
  newsletter: boolean;
  /** The topics its preferences page offers: the newsletter's if it receives it, its waitlists. */
  topics: string[];
  /** A preferences link's token, for the pages that lead on to the preferences page. */
  preferencesToken: string;
}

/** The answer to a link: the subscription as it is now, or why the link was refused. */
export type LinkAnswer = { subscription: SubscriptionView } | { problem: LinkProblem };

/** Who subscribes, and from where (the consent ledger's evidence and the abuse limits). */
export type Subscribing = RateLimitedClient & Omit<ConsentEvidence, 'consentVersion' | 'page'>;

/** The admin list's filters, as `subscribers(...)` takes them. */
export interface SubscriberFilter {
  status?: SubscriberStatus | null;
  /** Words of the address. */
  search?: string | null;
  /** A topic the subscriber's preferences hold (a waitlist's: who is on it). */
  topic?: string | null;
}

export interface SubscriberServiceOptions {
  /** The request's mail queue: confirmations are queued in the subscriber's transaction. */
  mail?: MailQueue;
  /** Signs and checks the unsubscribe and preferences links. */
  links?: SubscriberLinks;
  /** The clock (tests move it). */
  now?: () => Date;
}

export class SubscriberService {
  private readonly now: () => Date;

  constructor(
    private readonly em: EntityManager,
    private readonly options: SubscriberServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Subscribes an address, always with the same answer (it reveals nobody's subscription). A new
   * or unsubscribed address becomes PENDING, its consent is recorded and a confirmation e-mail is
   * queued; a pending one records the consent and is sent its confirmation again at most once an
   * hour; a confirmed one only adds the new preferences. Preferences merge: the latest
   * SUBSCRIBER_LIMITS.preferences are kept, so repeated subscriptions cannot grow a row without
   * bound. Committed before this resolves. Each subscription first spends one of the sender's
   * SUBSCRIBE_LIMIT (TooManyRequestsError when spent); one with the honeypot filled is answered
   * the same and stores nothing.
   */
  async subscribe(input: SubscribeInput, sender: Subscribing): Promise<{ message: string }> {
    await this.enrol(input, sender, (service, evidence) =>
      service.startSubscription(input.email, input.preferences ?? [], evidence),
    );
    return { message: SUBSCRIBED_MESSAGE };
  }

  /**
   * Puts an address on a waitlist (the "Join Waitlist" form), by the rules of `subscribe` and
   * within the same SUBSCRIBE_LIMIT: the waitlist's own consent wording is recorded (its current
   * one when the form names none), a confirmation e-mail is queued, and the topic is added to the
   * address's preferences only when the address confirms. It never subscribes the address to the
   * newsletter. Always the same answer.
   */
  async joinWaitlist(input: JoinWaitlistInput, sender: Subscribing): Promise<{ message: string }> {
    const waitlist = input.waitlistTopic();
    if (input.consentVersion && WAITLIST_OF_WORDING[input.consentVersion] !== waitlist) {
      throw new InvalidInputError(WRONG_WAITLIST_WORDING, {
        consentVersion: WRONG_WAITLIST_WORDING,
      });
    }
    await this.enrol(
      {
        ...input,
        consentVersion: input.consentVersion ?? CURRENT_WAITLIST_CONSENT_VERSION[waitlist],
      },
      sender,
      (service, evidence) => service.startSubscription(input.email, [], evidence, waitlist),
    );
    return { message: waitlistJoinedMessage(waitlist) };
  }

  /** Spends a subscription of the sender's limit, then runs `start` in a transaction (retried once). */
  private async enrol(
    input: Pick<SubscribeInput, 'website' | 'page' | 'consentVersion'>,
    sender: Subscribing,
    start: (service: SubscriberService, evidence: ConsentEvidence) => Promise<void>,
  ): Promise<void> {
    await sender.limits.consume(
      'subscribe',
      addressKey(sender.clientAddress),
      subscribeLimitedMessage,
    );
    if (isHoneypotFilled(input.website)) return;
    const evidence: ConsentEvidence = {
      clientAddress: sender.clientAddress,
      userAgent: sender.userAgent,
      page: input.page,
      consentVersion: input.consentVersion,
    };
    const run = () =>
      this.em.transactional((em) => start(new SubscriberService(em, this.options), evidence));
    try {
      await run();
    } catch (error) {
      // The same address subscribed at the same moment: its row exists now, so again is an update.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      await run();
    }
  }

  /**
   * The rules of `subscribe` on this service's entity manager, inside the caller's transaction
   * (the contact form's newsletter box calls it in its own). An address on the suppression list
   * (its person asked to be erased) is left there: nothing is stored and nothing is sent, and the
   * caller answers as it always does, so the form reveals nothing. Anyone can type an address into
   * a form, so a form does not lift the suppression; the office does, at the person's request
   * (privacy module, `liftMailSuppression`).
   *
   * With `waitlist`, the address asks for that waitlist instead of the newsletter (`evidence`
   * names the waitlist's wording): a new address does not receive the newsletter, and an address
   * already confirmed is sent a confirmation for the waitlist. A waitlist topic among `chosen` is
   * ignored: the newsletter's forms cannot add one.
   */
  async startSubscription(
    address: string,
    chosen: readonly string[],
    evidence: ConsentEvidence,
    waitlist?: WaitlistTopic,
  ): Promise<void> {
    const email = normaliseEmail(address);
    if (await new SuppressionList(this.em).isSuppressed(email)) return;
    const preferences = [...new Set(chosen)].filter((topic) => !isWaitlistTopic(topic));
    const now = this.now();
    let subscriber = await this.em.findOne(
      Subscriber,
      { email },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (subscriber) {
      const waitlists = subscriber.preferences.filter(isWaitlistTopic);
      const kept = subscriber.preferences.filter(
        (preference) => !isWaitlistTopic(preference) && !preferences.includes(preference),
      );
      subscriber.preferences = [
        ...[...kept, ...preferences].slice(-SUBSCRIBER_LIMITS.preferences),
        ...waitlists,
      ];
    } else {
      subscriber = this.em.create(Subscriber, {
        email,
        preferences,
        subscribeDate: now,
        newsletter: !waitlist,
      });
    }
    const granted = waitlist ? subscriber.preferences.includes(waitlist) : subscriber.newsletter;
    if (subscriber.status === SubscriberStatus.CONFIRMED && granted) {
      await this.em.flush();
      return;
    }
    if (subscriber.status === SubscriberStatus.UNSUBSCRIBED) {
      // Back only by confirming again: a new confirmation goes out whatever the last one's age.
      subscriber.status = SubscriberStatus.PENDING;
      subscriber.unsubscribedAt = null;
      subscriber.confirmationRequestedAt = null;
      subscriber.newsletter = !waitlist;
    }
    await new ConsentLedger(this.em).record(subscriber, evidence, now);
    const last = subscriber.confirmationRequestedAt;
    const due = !last || now.getTime() - last.getTime() >= CONFIRMATION_RESEND_MS;
    if (due) subscriber.confirmationRequestedAt = now;
    await this.em.flush();
    if (due) {
      if (!this.options.mail) throw new Error('SubscriberService needs a mail queue to subscribe');
      await this.options.mail.queue(this.em, {
        kind: SUBSCRIPTION_CONFIRMATION,
        recipient: subscriber.email,
        dedupeKey: `confirm:${subscriber.id}:${now.toISOString()}`,
        subscriberId: subscriber.id,
      });
    }
  }

  /**
   * Confirms the subscription of a confirmation token (the confirm page's POST): once, before it
   * expires. The address is CONFIRMED and its pending consents are confirmed with it, granting
   * what they asked for: the newsletter, a waitlist's topic.
   */
  async confirm(token: string): Promise<LinkAnswer> {
    return this.em.transactional(async (em) => {
      const subscriber = await em.findOne(
        Subscriber,
        { confirmationTokenHash: hashToken(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!subscriber) return { problem: 'invalid' as const };
      const now = this.now();
      if (!subscriber.confirmationExpiresAt || subscriber.confirmationExpiresAt <= now) {
        return { problem: 'expired' as const };
      }
      subscriber.status = SubscriberStatus.CONFIRMED;
      subscriber.confirmedAt = now;
      subscriber.unsubscribedAt = null;
      subscriber.confirmationTokenHash = null;
      subscriber.confirmationExpiresAt = null;
      await this.confirmConsents(em, subscriber, now);
      await em.flush();
      return { subscription: this.view(subscriber) };
    });
  }

  /**
   * Unsubscribes the holder of an unsubscribe or preferences link, at once, and withdraws every
   * live consent of the address, saying how (`how`, or from the link: the unsubscribe page or
   * the preferences page); it leaves its waitlists too. Unsubscribing again answers the same.
   */
  async unsubscribe(token: string, how?: WithdrawalMethod): Promise<LinkAnswer> {
    return this.withLink(token, ['unsubscribe', 'preferences'], async (em, subscriber, purpose) => {
      if (subscriber.status === SubscriberStatus.UNSUBSCRIBED) return;
      const now = this.now();
      subscriber.status = SubscriberStatus.UNSUBSCRIBED;
      subscriber.unsubscribedAt = now;
      subscriber.confirmationTokenHash = null;
      subscriber.confirmationExpiresAt = null;
      subscriber.preferences = subscriber.preferences.filter((topic) => !isWaitlistTopic(topic));
      const method =
        how ?? (purpose === 'preferences' ? WithdrawalMethod.PREFERENCES : WithdrawalMethod.LINK);
      await new ConsentLedger(em).withdrawAll(subscriber, now, method);
    });
  }

  /**
   * Subscribes again from the unsubscribe page: the signed link proves the address, so it is
   * CONFIRMED at once, with a new express consent (confirmed) in the ledger, for the newsletter.
   */
  async resubscribe(token: string, evidence: ConsentEvidence): Promise<LinkAnswer> {
    return this.withLink(token, ['unsubscribe', 'preferences'], async (em, subscriber) => {
      if (subscriber.status === SubscriberStatus.CONFIRMED && subscriber.newsletter) return;
      const now = this.now();
      subscriber.status = SubscriberStatus.CONFIRMED;
      subscriber.confirmedAt = now;
      subscriber.unsubscribedAt = null;
      subscriber.confirmationTokenHash = null;
      subscriber.confirmationExpiresAt = null;
      subscriber.newsletter = true;
      await this.confirmConsents(em, subscriber, now);
      await new ConsentLedger(em).record(
        subscriber,
        { ...evidence, page: evidence.page ?? SUBSCRIPTION_PATHS.unsubscribe },
        now,
        now,
      );
    });
  }

  /** The subscription of a preferences link (the preferences page). */
  async subscription(token: string): Promise<LinkAnswer> {
    return this.withLink(token, ['preferences'], async () => undefined);
  }

  /**
   * Replaces the topics of a preferences link's subscriber (known topics only: the input's rule).
   * Newsletter topics only for a newsletter recipient; a waitlist may be left here (its consents
   * are withdrawn) but not joined: that takes its own form and wording.
   */
  async savePreferences(token: string, preferences: readonly string[]): Promise<LinkAnswer> {
    return this.withLink(token, ['preferences'], async (em, subscriber) => {
      const waitlists = subscriber.preferences.filter(isWaitlistTopic);
      const left = waitlists.filter((topic) => !preferences.includes(topic));
      const newsletterTopics = subscriber.newsletter
        ? NEWSLETTER_TOPICS.filter((topic) => preferences.includes(topic))
        : subscriber.preferences.filter((topic) => !isWaitlistTopic(topic));
      subscriber.preferences = [
        ...newsletterTopics,
        ...waitlists.filter((topic) => !left.includes(topic)),
      ];
      const versions = Object.keys(WAITLIST_OF_WORDING).filter((version) =>
        left.includes(WAITLIST_OF_WORDING[version]),
      );
      await new ConsentLedger(em).withdrawVersions(
        subscriber,
        versions,
        this.now(),
        WithdrawalMethod.PREFERENCES,
      );
    });
  }

  /** Confirms every pending consent of `subscriber`, granting what each wording asked for. */
  private async confirmConsents(em: EntityManager, subscriber: Subscriber, at: Date) {
    const ledger = new ConsentLedger(em);
    for (const version of await ledger.unconfirmedVersions(subscriber)) {
      const waitlist = WAITLIST_OF_WORDING[version];
      if (!waitlist) subscriber.newsletter = true;
      else if (!subscriber.preferences.includes(waitlist)) {
        subscriber.preferences = [...subscriber.preferences, waitlist];
      }
    }
    await ledger.confirmAll(subscriber, at);
  }

  /** Newest first (admin). */
  list(): Promise<Subscriber[]> {
    return this.em.find(Subscriber, {}, { orderBy: { subscribeDate: 'desc', id: 'desc' } });
  }

  /** The newest `limit` subscriptions, newest first (the dashboard's activity). */
  latest(limit: number): Promise<Subscriber[]> {
    return this.em.find(Subscriber, {}, { orderBy: { subscribeDate: 'desc', id: 'desc' }, limit });
  }

  /**
   * One page of `list()`'s order, after a cursor, of one status (all without one) and whose
   * address holds every word of `search` (GraphQL `subscribers`).
   */
  page(request: PageRequest, filter: SubscriberFilter = {}): Promise<Connection<Subscriber>> {
    return this.em
      .getRepository(Subscriber)
      .findMatching(
        { status: filter.status, topic: filter.topic, words: searchWords(filter.search) },
        request,
      );
  }

  /**
   * The next `size` subscribers of the filter's status and topic after `last`, newest first, with
   * their live consent's evidence: the CSV export reads the list this way until a batch comes
   * back short.
   */
  exportBatch(
    filter: SubscriberExportFilter,
    last: SubscriberExportRow | undefined,
    size: number,
  ): Promise<SubscriberExportRow[]> {
    return this.em.getRepository(Subscriber).exportBatch(filter, last, size);
  }

  count(): Promise<number> {
    return this.em.count(Subscriber);
  }

  /** Runs `change` on the subscriber of a valid link, in a transaction, and answers its view. */
  private async withLink(
    token: string,
    purposes: readonly LinkPurpose[],
    change: (em: EntityManager, subscriber: Subscriber, purpose: LinkPurpose) => Promise<void>,
  ): Promise<LinkAnswer> {
    const links = this.linksOrFail();
    const checked = links.signer.verify(token, purposes, this.now());
    if ('problem' in checked) return checked;
    return this.em.transactional(async (em) => {
      const subscriber = await em.findOne(
        Subscriber,
        { id: checked.subscriberId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      // A valid link of an erased address: as good as none.
      if (!subscriber) return { problem: 'invalid' as const };
      await change(em, subscriber, checked.purpose);
      await em.flush();
      return { subscription: this.view(subscriber) };
    });
  }

  private view(subscriber: Subscriber): SubscriptionView {
    return {
      email: subscriber.email,
      status: subscriber.status,
      preferences: subscriber.preferences,
      newsletter: subscriber.newsletter,
      topics: [
        ...(subscriber.newsletter ? NEWSLETTER_TOPICS : []),
        ...subscriber.preferences.filter(isWaitlistTopic),
      ],
      preferencesToken: this.linksOrFail().signer.sign(subscriber.id, 'preferences', this.now()),
    };
  }

  private linksOrFail(): SubscriberLinks {
    if (!this.options.links) throw new Error('SubscriberService needs the subscriber links');
    return this.options.links;
  }
}
