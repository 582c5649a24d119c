import type { NonEmptyArray } from 'type-graphql';
import { DashboardResolver } from '../modules/admin/dashboard.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { CertificationCardResolver } from '../modules/certification-cards/certification-card.resolver.js';
import { CompanyResolver } from '../modules/company/company.resolver.js';
import { ContactResolver } from '../modules/contacts/contact.resolver.js';
import { CropPlanResolver } from '../modules/crop-plans/crop-plan.resolver.js';
import { DocumentResolver } from '../modules/documents/document.resolver.js';
import { ImageAssetResolver } from '../modules/media/image-asset.resolver.js';
import { NewsletterResolver } from '../modules/newsletters/newsletter.resolver.js';
import { ProductResolver } from '../modules/products/product.resolver.js';
import { SubscriberResolver } from '../modules/subscribers/subscriber.resolver.js';
import { TeamResolver } from '../modules/team/team.resolver.js';
import { TechnologyResolver } from '../modules/technologies/technology.resolver.js';
import { TestimonialResolver } from '../modules/testimonials/testimonial.resolver.js';
import { VideoCategoryResolver, VideoResolver } from '../modules/videos/video.resolver.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  CertificationCardResolver,
  CompanyResolver,
  ContactResolver,
  CropPlanResolver,
  DashboardResolver,
  DocumentResolver,
  ImageAssetResolver,
  NewsletterResolver,
  ProductResolver,
  SubscriberResolver,
  TeamResolver,
  TechnologyResolver,
  TestimonialResolver,
  VideoCategoryResolver,
  VideoResolver,
];
