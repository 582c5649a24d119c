import type { EntityManager } from '@mikro-orm/postgresql';
import { COMPANY } from '../company/index.js';
import { renderMail, type DeliveryFacts, type MailContext, type MailKind } from '../mail/index.js';
import { Subscriber, SubscriberStatus } from './subscriber.entity.js';
import {
  CONFIRMATION_TTL_HOURS,
  newConfirmationToken,
  subscriberLinks,
} from './subscriber-tokens.js';

/** The kind of the double opt-in e-mail in the delivery ledger. */
export const SUBSCRIPTION_CONFIRMATION = 'subscription-confirmation';

/**
 * The confirmation e-mail of a pending subscriber. Composed when it is sent: it makes the fresh
 * confirmation token then (its hash and expiry replace any earlier one on the subscriber, so only
 * the latest e-mail's link works), and sends nothing once the address is no longer pending.
 */
export function subscriptionConfirmationMail(now: () => Date = () => new Date()): MailKind {
  return {
    kind: SUBSCRIPTION_CONFIRMATION,
    async compose(em: EntityManager, delivery: DeliveryFacts, context: MailContext) {
      if (delivery.subscriberId === null) return null;
      const subscriber = await em.findOne(Subscriber, { id: delivery.subscriberId });
      if (!subscriber || subscriber.status !== SubscriberStatus.PENDING) return null;
      if (subscriber.email !== delivery.recipient) return null;
      const { token, hash, expiresAt } = newConfirmationToken(now());
      subscriber.confirmationTokenHash = hash;
      subscriber.confirmationExpiresAt = expiresAt;
      await em.flush();
      const url = subscriberLinks(context).confirmUrl(token);
      // The newsletter by the trading name; the footer names the sender as the mail context does.
      const { company } = context;
      const newsletter = `the ${COMPANY.name} newsletter`;
      const { html, text } = renderMail({
        preheader: `Confirm your subscription to ${newsletter}.`,
        heading: 'Confirm your subscription',
        paragraphs: [
          `Someone, probably you, asked to receive ${newsletter} at ${subscriber.email}.`,
          `To start receiving it, confirm your subscription within ${CONFIRMATION_TTL_HOURS} hours. If you did not ask for it, ignore this e-mail: you will not be subscribed and we will not write again.`,
        ],
        button: { label: 'Confirm subscription', url },
        footer: [company.name, company.mailingAddress, `${company.email} · ${company.phone}`],
      });
      return {
        to: subscriber.email,
        subject: `Confirm your subscription to ${newsletter}`,
        text,
        html,
      };
    },
  };
}
