import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactService, ContactStatus } from '../contacts/index.js';
import { DocumentService } from '../documents/index.js';
import { ImageAssetService } from '../media/index.js';
import { NewsletterService } from '../newsletters/index.js';
import { ProductService } from '../products/index.js';
import { SubscriberService } from '../subscribers/index.js';
import { TeamService } from '../team/index.js';
import { TestimonialService } from '../testimonials/index.js';
import { VideoService } from '../videos/index.js';
import type { DashboardCounts } from './dashboard.types.js';

export class DashboardService {
  constructor(private readonly em: EntityManager) {}

  async counts(): Promise<DashboardCounts> {
    const em = this.em;
    const [products, newsletters, testimonials, contacts, newContacts, subscribers] =
      await Promise.all([
        new ProductService(em).count(),
        new NewsletterService(em).count(),
        new TestimonialService(em).count(),
        new ContactService(em).count(),
        new ContactService(em).count(ContactStatus.NEW),
        new SubscriberService(em).count(),
      ]);
    const [teamMembers, imageAssets, videos, documents] = await Promise.all([
      new TeamService(em).count(),
      new ImageAssetService(em).count(),
      new VideoService(em).count(),
      new DocumentService(em).count(),
    ]);
    return {
      products,
      newsletters,
      testimonials,
      contacts,
      newContacts,
      subscribers,
      teamMembers,
      imageAssets,
      videos,
      documents,
    };
  }
}
