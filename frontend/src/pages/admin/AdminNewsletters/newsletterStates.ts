import type { BrandTagTone } from 'ui-kit';
import { ADMIN_SECTIONS } from '../../../features/admin/sections';
import { panelPath } from '../../../features/admin/records/panelPath';
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

/** The send step of the newsletter editor: its panel's name in the address, and its title. */
export const SEND_PANEL = { name: 'send', title: 'Send by e-mail' } as const;

/**
 * Where a newsletter is e-mailed to its subscribers: its editor with the send panel open,
 * /admin/newsletters/{id}?panel=send (the old /admin/newsletters/{id}/send leads there).
 */
export const newsletterSendPath = (id: string) =>
  panelPath(newsletterEditPath(id), SEND_PANEL.name);
