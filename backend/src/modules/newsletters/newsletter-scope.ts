import type { MediaScope } from '../media/index.js';

/** What the newsletters' resolver reads of a request's scope. */
export interface NewsletterScope extends MediaScope {
  /** Largest PDF edition of a newsletter, in bytes (NEWSLETTER_PDF_MAX_MB). */
  pdfMaxBytes: number;
}
