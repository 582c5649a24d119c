/**
 * The topics a subscriber may pick on the preferences page: the spec's fixed product categories,
 * in its order. An edition may go only to those who chose its topic.
 */
export const NEWSLETTER_TOPICS = ['Plant Nutrition', 'Soil Health', 'Organic Solutions'] as const;

/** The FarmOps Manager waitlist's topic, as `preferences` and the CSV export's Topics show it. */
export const FARMOPS_WAITLIST = 'FarmOps Manager waitlist';

/**
 * Waitlists: topics of their own, not of the newsletter. One is joined only through its own form
 * (`joinWaitlist`) with its own consent wording and a confirmed address, and the topic is added
 * when the address is confirmed for it; the newsletter's forms, imports and the preferences page
 * cannot add it, and the preferences page can remove it. Being on one never makes an address a
 * newsletter recipient.
 */
export const WAITLIST_TOPICS = [FARMOPS_WAITLIST] as const;

export type WaitlistTopic = (typeof WAITLIST_TOPICS)[number];

/** Every topic a subscriber's `preferences` may hold: the newsletter's, then the waitlists'. */
export const SUBSCRIBER_TOPICS = [...NEWSLETTER_TOPICS, ...WAITLIST_TOPICS] as const;

export function isWaitlistTopic(topic: string): topic is WaitlistTopic {
  return (WAITLIST_TOPICS as readonly string[]).includes(topic);
}
