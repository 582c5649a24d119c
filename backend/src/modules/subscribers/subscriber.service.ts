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
import { NEWSLETTER_TOPICS } from './newsletter-topics.js';
import { Subscriber, SubscriberStatus } from './subscriber.entity.js';
import type { SubscriberExportRow } from './subscriber.repository.js';
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
    await sender.limits.consume(
      'subscribe',
      addressKey(sender.clientAddress),
      subscribeLimitedMessage,
    );
    if (isHoneypotFilled(input.website)) return { message: SUBSCRIBED_MESSAGE };
    const evidence: ConsentEvidence = {
      clientAddress: sender.clientAddress,
      userAgent: sender.userAgent,
      page: input.page,
      consentVersion: input.consentVersion,
    };
    const run = () =>
      this.em.transactional((em) =>
        new SubscriberService(em, this.options).startSubscription(
          input.email,
          input.preferences ?? [],
          evidence,
        ),
      );
    try {
      await run();
    } catch (error) {
      // The same address subscribed at the same moment: its row exists now, so again is an update.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      await run();
    }
    return { message: SUBSCRIBED_MESSAGE };
  }

  /**
   * The rules of `subscribe` on this service's entity manager, inside the caller's transaction
   * (the contact form's newsletter box calls it in its own). An address on the suppression list
   * (its person asked to be erased) is left there: nothing is stored and nothing is sent, and the
   * caller answers as it always does, so the form reveals nothing. Anyone can type an address into
   * a form, so a form does not lift the suppression; the office does, at the person's request
   * (privacy module, `liftMailSuppression`).
   */
  async startSubscription(
    address: string,
    chosen: readonly string[],
    evidence: ConsentEvidence,
  ): Promise<void> {
    const email = normaliseEmail(address);
    if (await new SuppressionList(this.em).isSuppressed(email)) return;
    const preferences = [...new Set(chosen)];
    const now = this.now();
    let subscriber = await this.em.findOne(
      Subscriber,
      { email },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (subscriber) {
      const kept = subscriber.preferences.filter((preference) => !preferences.includes(preference));
      subscriber.preferences = [...kept, ...preferences].slice(-SUBSCRIBER_LIMITS.preferences);
    } else {
      subscriber = this.em.create(Subscriber, { email, preferences, subscribeDate: now });
    }
    if (subscriber.status === SubscriberStatus.CONFIRMED) {
      await this.em.flush();
      return;
    }
    if (subscriber.status === SubscriberStatus.UNSUBSCRIBED) {
      // Back only by confirming again: a new confirmation goes out whatever the last one's age.
      subscriber.status = SubscriberStatus.PENDING;
      subscriber.unsubscribedAt = null;
      subscriber.confirmationRequestedAt = null;
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
   * expires. The address is CONFIRMED and its pending consents are confirmed with it.
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
      await new ConsentLedger(em).confirmAll(subscriber, now);
      await em.flush();
      return { subscription: this.view(subscriber) };
    });
  }

  /**
   * Unsubscribes the holder of an unsubscribe or preferences link, at once, and withdraws every
   * live consent of the address, saying how (`how`, or from the link: the unsubscribe page or
   * the preferences page). Unsubscribing again answers the same.
   */
  async unsubscribe(token: string, how?: WithdrawalMethod): Promise<LinkAnswer> {
    return this.withLink(token, ['unsubscribe', 'preferences'], async (em, subscriber, purpose) => {
      if (subscriber.status === SubscriberStatus.UNSUBSCRIBED) return;
      const now = this.now();
      subscriber.status = SubscriberStatus.UNSUBSCRIBED;
      subscriber.unsubscribedAt = now;
      subscriber.confirmationTokenHash = null;
      subscriber.confirmationExpiresAt = null;
      const method =
        how ?? (purpose === 'preferences' ? WithdrawalMethod.PREFERENCES : WithdrawalMethod.LINK);
      await new ConsentLedger(em).withdrawAll(subscriber, now, method);
    });
  }

  /**
   * Subscribes again from the unsubscribe page: the signed link proves the address, so it is
   * CONFIRMED at once, with a new express consent (confirmed) in the ledger.
   */
  async resubscribe(token: string, evidence: ConsentEvidence): Promise<LinkAnswer> {
    return this.withLink(token, ['unsubscribe', 'preferences'], async (em, subscriber) => {
      if (subscriber.status === SubscriberStatus.CONFIRMED) return;
      const now = this.now();
      subscriber.status = SubscriberStatus.CONFIRMED;
      subscriber.confirmedAt = now;
      subscriber.unsubscribedAt = null;
      subscriber.confirmationTokenHash = null;
      subscriber.confirmationExpiresAt = null;
      const ledger = new ConsentLedger(em);
      await ledger.confirmAll(subscriber, now);
      await ledger.record(
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

  /** Replaces the topics of a preferences link's subscriber (known topics only: the input's rule). */
  async savePreferences(token: string, preferences: readonly string[]): Promise<LinkAnswer> {
    return this.withLink(token, ['preferences'], async (_em, subscriber) => {
      subscriber.preferences = NEWSLETTER_TOPICS.filter((topic) => preferences.includes(topic));
    });
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
      .findMatching({ status: filter.status, words: searchWords(filter.search) }, request);
  }

  /**
   * The next `size` subscribers of `status` after `last`, newest first, with their live consent's
   * evidence: the CSV export reads the list this way until a batch comes back short.
   */
  exportBatch(
    status: SubscriberStatus | null,
    last: SubscriberExportRow | undefined,
    size: number,
  ): Promise<SubscriberExportRow[]> {
    return this.em.getRepository(Subscriber).exportBatch(status, last, size);
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
      preferencesToken: this.linksOrFail().signer.sign(subscriber.id, 'preferences', this.now()),
    };
  }

  private linksOrFail(): SubscriberLinks {
    if (!this.options.links) throw new Error('SubscriberService needs the subscriber links');
    return this.options.links;
  }
}
