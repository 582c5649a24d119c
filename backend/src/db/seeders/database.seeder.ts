import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { CertificationCardSeeder } from '../../modules/certification-cards/certification-card.seeder.js';
import { DocumentSeeder } from '../../modules/documents/document.seeder.js';
import { ImageAssetSeeder } from '../../modules/media/image-asset.seeder.js';
import { NewsletterSeeder } from '../../modules/newsletters/newsletter.seeder.js';
import { ProductSeeder } from '../../modules/products/product.seeder.js';
import { TeamSeeder } from '../../modules/team/team.seeder.js';
import { TechnologySeeder } from '../../modules/technologies/technology.seeder.js';
import { TestimonialSeeder } from '../../modules/testimonials/testimonial.seeder.js';
import { VideoSeeder } from '../../modules/videos/video.seeder.js';

/**
 * Built-in content of the site. Loaded at every start and in every test database: each seeder
 * inserts only into an empty table, so a restart never duplicates or overwrites edited rows.
 * Order matters where content refers to other content (documents need the products).
 * The admin account is not seed content: ensureAdmin (auth module) keeps it in line with config.
 */
export class DatabaseSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    return this.call(em, [
      ProductSeeder,
      DocumentSeeder,
      NewsletterSeeder,
      TestimonialSeeder,
      TeamSeeder,
      VideoSeeder,
      CertificationCardSeeder,
      ImageAssetSeeder,
      TechnologySeeder,
    ]);
  }
}
