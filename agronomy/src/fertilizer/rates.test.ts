import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kgPerHaToLbPerAcre, lbPerUsGalToKgPerL } from '../units.js';
import { NUTRIENTS, type Analysis } from './nutrients.js';
import { referenceFertilizer } from './products.js';
import {
  fieldTotalTonnes,
  nutrientsSuppliedLbPerAcre,
  productLbPerAcreForNutrient,
  productRates,
} from './rates.js';
import { roundForDisplay } from './rounding.js';

const urea = referenceFertilizer('urea').analysis.value;
const map = referenceFertilizer('map').analysis.value;
const dap = referenceFertilizer('dap').analysis.value;
const potash = referenceFertilizer('kcl-60').analysis.value;

describe('product rates for a nutrient target', () => {
  it('gives the issue’s known answer: 100 lb N/ac from urea is 217.4 lb/ac', () => {
    // 100 lb N ÷ 0.46 lb N per lb of urea = 217.391… lb/ac, shown to a tenth: 217.4.
    const rate = productLbPerAcreForNutrient(urea, 'N', 100);
    expect(rate).toBeCloseTo(217.3913, 4);
    expect(roundForDisplay(rate ?? 0, 'lbPerAcre')).toBe(217.4);
  });

  it('agrees with the published examples', () => {
    // Manitoba: "divide by 0.46 to get pounds of 46-0-0 per acre"; Canola Watch (2010): 10 lb N
    // "(22 pounds of urea)" — 10 ÷ 0.46 = 21.7.
    expect(Math.round(productLbPerAcreForNutrient(urea, 'N', 10) ?? 0)).toBe(22);
    // Canola Watch (2018): "20 lb./ac. of phosphate (max 40 lb./ac. of MAP)" — 20 ÷ 0.52 = 38.5.
    expect(productLbPerAcreForNutrient(map, 'P2O5', 20)).toBeCloseTo(38.46, 2);
    // Ohio State ANR-74 (2019): about 110 lb/ac of P₂O₅ or K₂O "is equivalent to 210 pounds MAP,
    // 240 pounds DAP, 180 pounds potash": 110 ÷ 0.52 = 211.5, 110 ÷ 0.46 = 239.1, 110 ÷ 0.60 = 183.3.
    expect(productLbPerAcreForNutrient(map, 'P2O5', 110)).toBeCloseTo(211.5, 1);
    expect(productLbPerAcreForNutrient(dap, 'P2O5', 110)).toBeCloseTo(239.1, 1);
    expect(productLbPerAcreForNutrient(potash, 'K2O', 110)).toBeCloseTo(183.3, 1);
  });

  it('has no rate for a nutrient the product does not carry', () => {
    expect(productLbPerAcreForNutrient(urea, 'S', 10)).toBeNull();
  });

  it('gives what a rate supplies', () => {
    // UNL: "A gallon of 10-34-0 weighs 11.4 pounds and contains 1.1 pounds of nitrogen and 3.9
    // pounds of phosphate": 11.4 × 0.10 = 1.14, 11.4 × 0.34 = 3.88.
    const app = referenceFertilizer('app-10-34-0').analysis.value;
    const supplied = nutrientsSuppliedLbPerAcre(app, 11.4);
    expect(supplied.N).toBeCloseTo(1.14, 2);
    expect(supplied.P2O5).toBeCloseTo(3.88, 2);
    // Virginia SPES-199: 28 % UAN at 10.67 lb/gal holds 2.99 lb N/gal (10.67 × 0.28 = 2.988).
    const uan28 = referenceFertilizer('uan-28');
    const perGallon = nutrientsSuppliedLbPerAcre(
      uan28.analysis.value,
      uan28.density?.value.lbPerUsGal ?? 0,
    );
    expect(perGallon.N).toBeCloseTo(2.99, 2);
  });
});

describe('rates in every unit', () => {
  it('gives gallons and litres for a liquid', () => {
    // 100 lb N from UAN 28: 100 ÷ 0.28 = 357.14 lb/ac ÷ 10.67 lb/gal = 33.47 US gal/ac,
    // × 9.35396 L/ha per US gal/ac = 313.1 L/ha; 357.14 lb/ac × 1.12085 = 400.3 kg/ha.
    const lbPerAcre = productLbPerAcreForNutrient({ N: 28, P2O5: 0, K2O: 0, S: 0 }, 'N', 100) ?? 0;
    const rates = productRates(lbPerAcre, 10.67);
    expect(rates.lbPerAcre).toBeCloseTo(357.14, 2);
    expect(rates.kgPerHa).toBeCloseTo(400.3, 1);
    expect(rates.usGalPerAcre).toBeCloseTo(33.47, 2);
    expect(rates.lPerHa).toBeCloseTo(313.1, 1);
  });

  it('gives no volume for a dry product', () => {
    expect(productRates(100)).toMatchObject({ usGalPerAcre: null, lPerHa: null });
  });

  it('totals the field in tonnes', () => {
    // 217.39 lb/ac on a quarter section (160 ac) = 34 782.6 lb × 0.45359237 = 15 777 kg = 15.78 t;
    // the same field in hectares (64.7497 ha) gives the same total.
    expect(fieldTotalTonnes(217.3913, { acres: 160 })).toBeCloseTo(15.777, 3);
    expect(fieldTotalTonnes(217.3913, { hectares: 64.7497 })).toBeCloseTo(15.777, 3);
  });

  it('keeps volume, mass and density consistent, and round-trips metric', () => {
    const analysis = fc
      .tuple(...NUTRIENTS.map(() => fc.integer({ min: 0, max: 25 })))
      .map(([N, P2O5, K2O, S]): Analysis => ({ N, P2O5, K2O, S }));
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.double({ min: 4, max: 15, noNaN: true }),
        analysis,
        (lbPerAcre, lbPerUsGal, productAnalysis) => {
          const rates = productRates(lbPerAcre, lbPerUsGal);
          expect(rates.lPerHa ?? NaN).toBeCloseTo(
            rates.kgPerHa / lbPerUsGalToKgPerL(lbPerUsGal),
            6,
          );
          expect(kgPerHaToLbPerAcre(rates.kgPerHa)).toBeCloseTo(lbPerAcre, 6);
          for (const nutrient of NUTRIENTS) {
            const supplied = nutrientsSuppliedLbPerAcre(productAnalysis, lbPerAcre)[nutrient];
            const back = productLbPerAcreForNutrient(productAnalysis, nutrient, supplied);
            if (productAnalysis[nutrient] > 0) expect(back ?? NaN).toBeCloseTo(lbPerAcre, 6);
          }
        },
      ),
    );
  });
});
