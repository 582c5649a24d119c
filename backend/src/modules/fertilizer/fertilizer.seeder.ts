import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { LIQUI_GROW_2012, MORTVEDT_2001, sourceLine } from 'agronomy';
import { FertilizerForm, FertilizerProduct } from './fertilizer-product.entity.js';

const MORTVEDT = sourceLine(MORTVEDT_2001);

/** Invented company products with invented prices, as a new site ships them. */
export const SEED_FERTILIZER_PRODUCTS = [
  {
    name: 'Prairie Start MAP',
    nitrogenPercent: 11,
    phosphatePercent: 52,
    potashPercent: 0,
    sulphurPercent: 0,
    form: FertilizerForm.DRY,
    saltIndex: 26.7,
    saltIndexSource: MORTVEDT,
    pricePerTonne: 1055,
    maySeedPlace: true,
  },
  {
    name: 'Elite Sulphur Blend',
    nitrogenPercent: 21,
    phosphatePercent: 0,
    potashPercent: 0,
    sulphurPercent: 24,
    form: FertilizerForm.DRY,
    saltIndex: 88.3,
    saltIndexSource: MORTVEDT,
    pricePerTonne: 555,
    maySeedPlace: false,
  },
  {
    name: 'Field Boost Urea',
    nitrogenPercent: 46,
    phosphatePercent: 0,
    potashPercent: 0,
    sulphurPercent: 0,
    form: FertilizerForm.DRY,
    saltIndex: 74.4,
    saltIndexSource: MORTVEDT,
    pricePerTonne: 755,
    maySeedPlace: false,
  },
  {
    name: 'Starter Liquid 10-34-0',
    nitrogenPercent: 10,
    phosphatePercent: 34,
    potashPercent: 0,
    sulphurPercent: 0,
    form: FertilizerForm.LIQUID,
    lbPerUsGal: 11.6,
    saltIndex: 20,
    saltIndexSource: sourceLine(LIQUI_GROW_2012),
    pricePerTonne: 955,
    maySeedPlace: true,
  },
];

/** The price date of the built-in products: the day the seeder ran (a site starts with them). */
const today = () => new Date().toISOString().slice(0, 10);

/** The built-in fertilizer products, loaded once per database (class name = its seed key). */
export class FertilizerProductSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    SEED_FERTILIZER_PRODUCTS.forEach((data, index) =>
      em.create(FertilizerProduct, {
        otherPercent: 0,
        otherNutrients: '',
        ...data,
        priceSetOn: today(),
        sortOrder: index,
      }),
    );
    await em.flush();
  }
}
