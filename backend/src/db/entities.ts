import { AdminUser } from '../modules/auth/admin-user.entity.js';
import { CertificationCard } from '../modules/certification-cards/certification-card.entity.js';
import { CertificationSubtype } from '../modules/certification-cards/certification-subtype.entity.js';
import { Contact } from '../modules/contacts/contact.entity.js';
import { CropPlan } from '../modules/crop-plans/crop-plan.entity.js';
import { Document } from '../modules/documents/document.entity.js';
import { ImageAsset } from '../modules/media/image-asset.entity.js';
import { Newsletter } from '../modules/newsletters/newsletter.entity.js';
import { Certification } from '../modules/products/certification.entity.js';
import { Product } from '../modules/products/product.entity.js';
import { Subscriber } from '../modules/subscribers/subscriber.entity.js';
import { TeamMember } from '../modules/team/team-member.entity.js';
import { TechnologyContent } from '../modules/technologies/technology-content.entity.js';
import { Testimonial } from '../modules/testimonials/testimonial.entity.js';
import { Video } from '../modules/videos/video.entity.js';
import { VideoCategory } from '../modules/videos/video-category.entity.js';

/** Every stored entity, listed explicitly (no folder globbing: the same list works from src and dist). */
export const entities = [
  AdminUser,
  Product,
  Certification,
  Newsletter,
  Subscriber,
  Testimonial,
  Contact,
  CropPlan,
  TeamMember,
  VideoCategory,
  Video,
  CertificationCard,
  CertificationSubtype,
  Document,
  ImageAsset,
  TechnologyContent,
];
