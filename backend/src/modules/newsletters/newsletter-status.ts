import { registerEnumType } from 'type-graphql';

/** What the editor decided: a draft, or published (from its date on). */
export enum NewsletterStatus {
  DRAFT = 'DRAFT',
  PUBLISHED = 'PUBLISHED',
}

/** Where an edition stands now: its status, with a published one still ahead being scheduled. */
export enum NewsletterState {
  DRAFT = 'DRAFT',
  SCHEDULED = 'SCHEDULED',
  PUBLISHED = 'PUBLISHED',
}

registerEnumType(NewsletterState, {
  name: 'NewsletterState',
  description: 'Where a newsletter stands: only PUBLISHED ones are on the site.',
  valuesConfig: {
    DRAFT: { description: 'Being written; only the admin sees it.' },
    SCHEDULED: {
      description:
        'Published with a date still ahead: appears on the site at that moment (America/Edmonton).',
    },
    PUBLISHED: { description: 'On the site.' },
  },
});

/** The state of an edition at `now`. */
export function newsletterState(
  newsletter: { status: NewsletterStatus; date: Date },
  now: Date,
): NewsletterState {
  if (newsletter.status === NewsletterStatus.DRAFT) return NewsletterState.DRAFT;
  return newsletter.date.getTime() > now.getTime()
    ? NewsletterState.SCHEDULED
    : NewsletterState.PUBLISHED;
}
