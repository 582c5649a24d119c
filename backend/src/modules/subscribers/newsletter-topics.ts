/**
 * The topics a subscriber may pick on the preferences page: the spec's fixed product categories,
 * in its order. An edition may go only to those who chose its topic.
 */
export const NEWSLETTER_TOPICS = ['Plant Nutrition', 'Soil Health', 'Organic Solutions'] as const;
