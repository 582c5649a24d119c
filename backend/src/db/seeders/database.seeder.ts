import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { TestimonialSeeder } from '../../modules/testimonials/testimonial.seeder.js';

/**
 * Built-in content of the site. Loaded at every start and in every test database: each seeder
 * inserts only into an empty table, so a restart never duplicates or overwrites edited rows.
 */
export class DatabaseSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    return this.call(em, [TestimonialSeeder]);
  }
}
