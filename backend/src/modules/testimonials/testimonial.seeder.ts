import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { Testimonial } from './testimonial.entity.js';

/** Invented customers; no real person's name. */
export const SEED_TESTIMONIALS = [
  {
    customerName: 'Dale Kowalchuk, grain farmer near Vegreville',
    content:
      'We switched our canola program to Elite Phos two seasons ago. Emergence was more even and we saw about four extra bushels an acre on the fields we soil-tested first.',
    rating: 5,
  },
  {
    customerName: 'Marianne Olfert, mixed farm near Rosthern',
    content:
      'The soil diagnostics report was the first one I could actually act on. Our consultant walked every quarter with us and the recommendations fit our budget.',
    rating: 5,
  },
  {
    customerName: 'Trevor Lindqvist, cattle and forage near Camrose',
    content:
      'Soil Booster brought life back to a tired hay field. Good product, and the delivery from the Tofield warehouse showed up the day they promised.',
    rating: 4,
  },
  {
    customerName: 'Priya Sandhu, agronomist in Lethbridge',
    content:
      'I recommend their organic inputs to growers transitioning to certified organic. The documentation is complete and the certificates are always current.',
    rating: 5,
  },
  {
    customerName: 'Gord Pelletier, pulse grower near Kindersley',
    content:
      'Prime Micro Calcium helped with our peas on the lighter soils. Pricing is fair and the team answers the phone during seeding, which matters.',
    rating: 4,
  },
  {
    customerName: 'Arnold Baerg, farm manager east of Red Deer',
    content:
      'Large volume orders in totes make handling easy for us. Their field trial numbers matched what we saw on our own test strips.',
    rating: 5,
  },
];

export class TestimonialSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if ((await em.count(Testimonial)) > 0) return;
    SEED_TESTIMONIALS.forEach((data, index) =>
      em.create(Testimonial, { ...data, sortOrder: index }),
    );
    await em.flush();
  }
}
