import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactService } from '../contacts/contact.service.js';
import { DocumentService } from '../documents/document.service.js';
import { ImageAssetService } from '../media/image-asset.service.js';
import { NewsletterService } from '../newsletters/newsletter.service.js';
import { ProductService } from '../products/product.service.js';
import { SubscriberService } from '../subscribers/subscriber.service.js';
import { TeamService } from '../team/team.service.js';
import { TestimonialService } from '../testimonials/testimonial.service.js';
import { VideoService } from '../videos/video.service.js';
import type { DashboardCounts } from './dashboard.types.js';

export class DashboardService {
  constructor(private readonly em: EntityManager) {}

  async counts(): Promise<DashboardCounts> {
    const em = this.em;
    const [products, newsletters, testimonials, contacts, subscribers] = await Promise.all([
      new ProductService(em).count(),
      new NewsletterService(em).count(),
      new TestimonialService(em).count(),
      new ContactService(em).count(),
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
      subscribers,
      teamMembers,
      imageAssets,
      videos,
      documents,
    };
  }
}
