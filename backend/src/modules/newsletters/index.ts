import type { AppModule } from '../../common/app-module.js';
import { Newsletter } from './newsletter.entity.js';
import { NewsletterResolver } from './newsletter.resolver.js';
import { NewsletterSeeder } from './newsletter.seeder.js';

export { Newsletter } from './newsletter.entity.js';
export type { NewsletterScope } from './newsletter-scope.js';
export { NEWSLETTER_RECORD, NewsletterService } from './newsletter.service.js';
export { NewsletterState, newsletterState, NewsletterStatus } from './newsletter-status.js';

/** Newsletter editions (/newsletter). */
export const newslettersModule: AppModule = {
  name: 'newsletters',
  entities: [Newsletter],
  publicEntities: [Newsletter],
  seeders: [NewsletterSeeder],
  resolvers: [NewsletterResolver],
};
