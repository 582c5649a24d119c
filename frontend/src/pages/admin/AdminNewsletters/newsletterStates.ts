import type { BrandTagTone } from 'ui-kit';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import type { NewsletterState } from '../../../graphql/generated/admin-newsletters/graphql';

/** How the admin names each state, and the tone of its tag (ui-kit's, which reach AA contrast). */
export const NEWSLETTER_STATE_LABELS: Record<
  NewsletterState,
  { label: string; tone: BrandTagTone }
> = {
  DRAFT: { label: 'Draft', tone: 'outline' },
  SCHEDULED: { label: 'Scheduled', tone: 'warning' },
  PUBLISHED: { label: 'Published', tone: 'solid' },
};

/** The states in the order the filter lists them. */
export const NEWSLETTER_STATES = Object.keys(NEWSLETTER_STATE_LABELS) as NewsletterState[];

/** The editor of one newsletter: /admin/newsletters/{id}, or /admin/newsletters/new. */
export const newsletterEditPath = ADMIN_SECTIONS.newsletters.recordPath;

/** Where a newsletter is e-mailed to its subscribers: /admin/newsletters/{id}/send. */
export const newsletterSendPath = (id: string) => `${newsletterEditPath(id)}/send`;
