import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { FoliarProduct, FoliarProductKind } from './foliar-product.entity.js';

/** Invented company products with invented label figures, in the range real labels give. */
export const SEED_FOLIAR_PRODUCTS = [
  {
    name: 'Elite Foliar Zn',
    kind: FoliarProductKind.FOLIAR_NUTRIENT,
    rainfastMinutes: 60,
    labelNotes:
      'Spray in the morning or evening when leaves are dry and the air is cool. Keep 1 hour clear of rain. Do not spray on heat- or drought-stressed crops.',
  },
  {
    name: 'Prime Micro Boron',
    kind: FoliarProductKind.FOLIAR_NUTRIENT,
    rainfastMinutes: 120,
    labelNotes:
      'Apply from bolting to early flower in canola. Needs 2 hours without rain. Use medium to coarse droplets and at least 50 L/ha of water.',
  },
  {
    name: 'ClearShot Broadleaf',
    kind: FoliarProductKind.HERBICIDE,
    rainfastMinutes: 240,
    labelNotes:
      'Rainfast in 4 hours. Spray actively growing weeds between 10 and 25 °C. Do not apply when wind exceeds 15 km/h or during an inversion; keep a 10 m buffer from shelterbelts.',
  },
  {
    name: 'QuickCover Grass',
    kind: FoliarProductKind.HERBICIDE,
    rainfastMinutes: 30,
    labelNotes:
      'Rainfast in 30 minutes. Add the surfactant the label names. Avoid spraying grasses under frost or drought stress.',
  },
  {
    name: 'GuardLeaf Fungicide',
    kind: FoliarProductKind.FUNGICIDE,
    rainfastMinutes: 15,
    labelNotes:
      'Rainfast once the spray has dried, about 15 minutes. Use at least 100 L/ha of water for canopy penetration.',
  },
];

/** The foliar products the Spray Condition App offers, loaded once per database (db/seed.ts). */
export class FoliarProductSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    SEED_FOLIAR_PRODUCTS.forEach((data, index) =>
      em.create(FoliarProduct, { ...data, sortOrder: index }),
    );
    await em.flush();
  }
}
