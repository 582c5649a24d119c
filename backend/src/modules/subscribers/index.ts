import type { AppModule } from '../../common/app-module.js';
import { ConsentRecord } from './consent-record.entity.js';
import { Subscriber } from './subscriber.entity.js';
import { SubscriberResolver } from './subscriber.resolver.js';
import { subscriptionConfirmationMail } from './subscription-confirmation.mail.js';

export { ConsentLedger, type ConsentEvidence } from './consent-ledger.js';
export { ConsentRecord, ConsentType, WithdrawalMethod } from './consent-record.entity.js';
export {
  CONSENT_WORDINGS,
  CURRENT_CONSENT_VERSION,
  CURRENT_WAITLIST_CONSENT_VERSION,
  consentWording,
  WAITLIST_OF_WORDING,
} from './consent-wording.js';
export { ConsentVersionRules, INVALID_EMAIL, SubscribeInput } from './dto/subscribe.input.js';
export { SubscriberTopicFilter } from './dto/subscriber-list.args.js';
export { confirmedSubscriber, newsletterAudience } from './newsletter-audience.js';
export {
  FARMOPS_WAITLIST,
  isWaitlistTopic,
  NEWSLETTER_TOPICS,
  WAITLIST_TOPICS,
  type WaitlistTopic,
} from './newsletter-topics.js';
export { JoinWaitlistInput, Waitlist, WAITLIST_TOPIC } from './dto/join-waitlist.input.js';
export { SubscriberPersonalData } from './subscriber-personal-data.js';
export {
  subscriberLoaders,
  type SubscriberLoaders,
  type SubscriberScope,
} from './subscriber-scope.js';
export {
  IMPORT_LIMITS,
  IMPORT_PAGE,
  IMPORT_REFUSALS,
  IMPORT_TOO_LARGE,
  SubscriberImport,
  type ImportedRow,
  type ImportRefusal,
  type ImportReport,
} from './subscriber-import.js';
export type { SubscriberExportRow } from './subscriber.repository.js';
export { Subscriber, SubscriberStatus } from './subscriber.entity.js';
export {
  CONFIRMATION_RESEND_MS,
  normaliseEmail,
  SUBSCRIBED_MESSAGE,
  SubscriberService,
  waitlistJoinedMessage,
  type LinkAnswer,
} from './subscriber.service.js';
export {
  CONFIRMATION_TTL_HOURS,
  LINK_TTL_DAYS,
  LinkSigner,
  subscriberLinks,
  SUBSCRIPTION_PATHS,
  type SubscriberLinks,
} from './subscriber-tokens.js';
export {
  SUBSCRIPTION_CONFIRMATION,
  subscriptionConfirmationMail,
} from './subscription-confirmation.mail.js';

/**
 * Newsletter subscriptions and waitlists (topics of their own, joined with their own wording):
 * double opt-in (the confirmation e-mail, mail kind
 * `subscription-confirmation`), the signed unsubscribe and preferences links
 * (`subscriberLinks(config)`, for the newsletter e-mails) and the CASL consent ledger.
 * Subscribers and their consents are personal: no entity here is public content.
 */
export const subscribersModule: AppModule = {
  name: 'subscribers',
  entities: [Subscriber, ConsentRecord],
  resolvers: [SubscriberResolver],
  mailKinds: [subscriptionConfirmationMail()],
};
