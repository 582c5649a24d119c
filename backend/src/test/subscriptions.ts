import type { EntityManager } from '@mikro-orm/postgresql';
import { mailLinkSecret, type MailContext } from '../modules/mail/index.js';
import {
  Subscriber,
  subscriberLinks,
  subscriptionConfirmationMail,
} from '../modules/subscribers/index.js';
import { TEST_JWT_SECRET } from './app.js';

/** The mail context of the subscription tests: the test app's link secret, invented facts. */
export const TEST_MAIL_CONTEXT: MailContext = {
  publicUrl: 'http://localhost:3000',
  linkSecret: mailLinkSecret(TEST_JWT_SECRET),
  mailFrom: 'newsletter@example.com',
  company: {
    name: 'Prairie Elite Agronomics',
    email: 'info@example.com',
    phone: '1-888-555-0199',
    mailingAddress: '10220 104 Avenue NW, Suite 310, Edmonton, AB T5J 0H6',
  },
  companyMailbox: 'contact@example.com',
};

export const testSubscriberLinks = subscriberLinks({
  publicUrl: TEST_MAIL_CONTEXT.publicUrl,
  linkSecret: TEST_MAIL_CONTEXT.linkSecret,
});

/**
 * Composes the confirmation e-mail of `email` as the mail sender does (null when there is nothing
 * to confirm), with its link's token.
 */
export async function composeConfirmation(em: EntityManager, email: string, now = new Date()) {
  const subscriber = await em.findOneOrFail(Subscriber, { email });
  const mail = await subscriptionConfirmationMail(() => now).compose(
    em,
    {
      id: 1,
      kind: 'subscription-confirmation',
      dedupeKey: `confirm:${subscriber.id}:test`,
      recipient: email,
      subscriberId: subscriber.id,
      contactId: null,
      mailingId: null,
    },
    TEST_MAIL_CONTEXT,
  );
  if (!mail) return null;
  const url = /http:\/\/localhost:3000\/subscription\/confirm\?token=([A-Za-z0-9_-]+)/.exec(
    mail.text,
  );
  return { ...mail, url: url?.[0] ?? null, token: url?.[1] ?? null };
}
