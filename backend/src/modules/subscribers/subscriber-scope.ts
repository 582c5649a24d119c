import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { RateLimits } from '../../common/rate-limits.js';
import type { MailScope } from '../mail/index.js';
import { ConsentLedger } from './consent-ledger.js';
import type { ConsentRecord } from './consent-record.entity.js';
import type { SubscriberLinks } from './subscriber-tokens.js';

/** The subscribers' per-request DataLoaders. */
export interface SubscriberLoaders {
  /** Consent ledger entries by subscriber: a page of the subscribers screen in one query. */
  consentsBySubscriber: DataLoader<number, ConsentRecord[]>;
}

export function subscriberLoaders(em: EntityManager): SubscriberLoaders {
  return {
    consentsBySubscriber: new DataLoader((ids) => new ConsentLedger(em).ofMany(ids)),
  };
}

/** What the subscribers' resolver reads of a request's scope. */
export interface SubscriberScope extends MailScope {
  loaders: SubscriberLoaders;
  /** Signs and checks subscribers' unsubscribe and preferences links (PUBLIC_URL, link key). */
  subscriberLinks: SubscriberLinks;
  /** The abuse limits, shared by every request and every instance on the database. */
  limits: RateLimits;
}
