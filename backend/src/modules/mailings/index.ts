import type { AppModule } from '../../common/app-module.js';
import type { JobDefinition } from '../mail/index.js';
import { mailingJob } from './mailing-run.js';
import { NewsletterMailing } from './mailing.entity.js';
import { MailingResolver } from './mailing.resolver.js';
import { newsletterEditionMail, newsletterTestMail } from './newsletter-mail.js';

export { MAILING_QUEUE, runMailing } from './mailing-run.js';
export { MailingStatus, NewsletterMailing } from './mailing.entity.js';
export { MailingService } from './mailing.service.js';
export { NEWSLETTER_MAIL, newsletterMail, ONE_CLICK } from './newsletter-mail.js';

/**
 * Newsletters e-mailed to their subscribers: the checks before sending, the send (once per
 * newsletter) and its run in the background, recipient by recipient through the delivery ledger.
 */
export const mailingsModule: AppModule = {
  name: 'mailings',
  entities: [NewsletterMailing],
  resolvers: [MailingResolver],
  mailKinds: [newsletterEditionMail, newsletterTestMail],
  jobs: [mailingJob as JobDefinition],
};
