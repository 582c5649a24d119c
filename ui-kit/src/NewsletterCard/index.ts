export { NewsletterCard } from './NewsletterCard';
export type { NewsletterCardNewsletter, NewsletterCardProps } from './NewsletterCard';
