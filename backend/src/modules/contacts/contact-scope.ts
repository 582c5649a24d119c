import type { RateLimits } from '../../common/rate-limits.js';
import type { MailScope } from '../mail/index.js';

/** What the contact form's resolver reads of a request's scope. */
export interface ContactScope extends MailScope {
  /** The abuse limits, shared by every request and every instance on the database. */
  limits: RateLimits;
}
