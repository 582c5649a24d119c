import type { EntityManager } from '@mikro-orm/postgresql';
import { COMPANY } from '../company/index.js';
import { renderMail, type DeliveryFacts, type MailContext, type MailKind } from '../mail/index.js';
import { ConsentLedger } from './consent-ledger.js';
import { WAITLIST_OF_WORDING } from './consent-wording.js';
import { Subscriber, SubscriberStatus } from './subscriber.entity.js';
import {
  CONFIRMATION_TTL_HOURS,
  newConfirmationToken,
  subscriberLinks,
} from './subscriber-tokens.js';

/** The kind of the double opt-in e-mail in the delivery ledger. */
export const SUBSCRIPTION_CONFIRMATION = 'subscription-confirmation';

/**
 * The confirmation e-mail of a pending subscriber, or of a confirmed one who asked for something
 * more (a waitlist, or the newsletter after a waitlist). Composed when it is sent: it makes the
 * fresh confirmation token then (its hash and expiry replace any earlier one on the subscriber, so
 * only the latest e-mail's link works), names what the unconfirmed consents asked for, and sends
 * nothing once there is nothing left to confirm.
 */
export function subscriptionConfirmationMail(now: () => Date = () => new Date()): MailKind {
  return {
    kind: SUBSCRIPTION_CONFIRMATION,
    async compose(em: EntityManager, delivery: DeliveryFacts, context: MailContext) {
      if (delivery.subscriberId === null) return null;
      const subscriber = await em.findOne(Subscriber, { id: delivery.subscriberId });
      if (!subscriber || subscriber.status === SubscriberStatus.UNSUBSCRIBED) return null;
      if (subscriber.email !== delivery.recipient) return null;
      const asked = await new ConsentLedger(em).unconfirmedVersions(subscriber);
      if (subscriber.status === SubscriberStatus.CONFIRMED && asked.length === 0) return null;
      const { token, hash, expiresAt } = newConfirmationToken(now());
      subscriber.confirmationTokenHash = hash;
      subscriber.confirmationExpiresAt = expiresAt;
      await em.flush();
      const url = subscriberLinks(context).confirmUrl(token);
      // The newsletter by the trading name; the footer names the sender as the mail context does.
      const { company } = context;
      const newsletter = `the ${COMPANY.name} newsletter`;
      const waitlists = [
        ...new Set(asked.flatMap((version) => WAITLIST_OF_WORDING[version] ?? [])),
      ];
      const wantsNewsletter =
        asked.some((version) => !WAITLIST_OF_WORDING[version]) ||
        (asked.length === 0 && subscriber.newsletter);
      // What this link confirms, e.g. "the FarmOps Manager waitlist" or "the … newsletter".
      const what = [
        ...(wantsNewsletter ? [newsletter] : []),
        ...waitlists.map((w) => `the ${w}`),
      ].join(' and ');
      if (!what) return null;
      const onlyWaitlists = !wantsNewsletter;
      const { html, text } = renderMail({
        preheader: onlyWaitlists
          ? `Confirm your place on ${what}.`
          : `Confirm your subscription to ${what}.`,
        heading: onlyWaitlists ? 'Confirm your place on the waitlist' : 'Confirm your subscription',
        paragraphs: [
          onlyWaitlists
            ? `Someone, probably you, asked to join ${what} at ${subscriber.email}. We will write only about it, and this does not subscribe you to our newsletter.`
            : `Someone, probably you, asked to receive ${what} at ${subscriber.email}.`,
          `${onlyWaitlists ? 'To join, confirm your place' : 'To start receiving it, confirm your subscription'} within ${CONFIRMATION_TTL_HOURS} hours. If you did not ask for it, ignore this e-mail: you will not be subscribed and we will not write again.`,
        ],
        button: { label: onlyWaitlists ? 'Confirm and join' : 'Confirm subscription', url },
        footer: [company.name, company.mailingAddress, `${company.email} · ${company.phone}`],
      });
      return {
        to: subscriber.email,
        subject: onlyWaitlists
          ? `Confirm your place on ${what}`
          : `Confirm your subscription to ${what}`,
        text,
        html,
      };
    },
  };
}
