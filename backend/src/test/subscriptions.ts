import type { EntityManager } from '@mikro-orm/postgresql';
import { mailContext, mailLinkSecret } from '../modules/mail/index.js';
import {
  Subscriber,
  subscriberLinks,
  subscriptionConfirmationMail,
} from '../modules/subscribers/index.js';
import { COMPANY } from '../modules/company/index.js';
import { TEST_JWT_SECRET } from './app.js';
import type { ContactFacts } from './factories.js';

/**
 * Contact facts of the tests' own, unlike the built-in ones: a test stores them
 * (factories.ts' setContactFacts) before it reads them in a message or a consent wording.
 */
export const TEST_CONTACT_FACTS = {
  email: 'hello@example.com',
  tollFreePhone: '1-800-555-0123',
  headOffice: { street: '555 Test Road', city: 'Red Deer', province: 'AB', postalCode: 'T4N 1A1' },
} satisfies Partial<ContactFacts>;

/** The company as the consent wording names it once TEST_CONTACT_FACTS are stored. */
export const TEST_CONSENT_COMPANY = {
  name: COMPANY.name,
  email: TEST_CONTACT_FACTS.email,
  phone: TEST_CONTACT_FACTS.tollFreePhone,
};

/** What the test app's mail sender is set up with: its link secret, its addresses. */
const TEST_DISPATCH = {
  publicUrl: 'http://localhost:3000',
  linkSecret: mailLinkSecret(TEST_JWT_SECRET),
  mailFrom: 'newsletter@example.com',
  companyMailbox: 'contact@example.com',
};

export const testSubscriberLinks = subscriberLinks(TEST_DISPATCH);

/**
 * Composes the confirmation e-mail of `email` as the mail sender does (null when there is nothing
 * to confirm), with its link's token, in the context the sender builds from the stored facts.
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
    await mailContext(em, TEST_DISPATCH),
  );
  if (!mail) return null;
  const url = /http:\/\/localhost:3000\/subscription\/confirm\?token=([A-Za-z0-9_-]+)/.exec(
    mail.text,
  );
  return { ...mail, url: url?.[0] ?? null, token: url?.[1] ?? null };
}
