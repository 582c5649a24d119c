import { describe, expect, it } from 'vitest';
import {
  catalogueProblems,
  gradeOf,
  planProductOf,
  REFERENCE_CATALOGUE,
  referenceIdOf,
  seedRowLineOf,
  type CatalogueProduct,
} from './catalogue.js';
import { planFertilizer } from './plan.js';
import { REFERENCE_FERTILIZERS } from './products.js';
import { MORTVEDT_SALT_INDEX } from './salt-index.js';

const company: CatalogueProduct = {
  id: 'company-7',
  kind: 'company',
  name: 'Prairie Start',
  grade: '12-40-0-10S',
  analysis: { N: 12, P2O5: 40, K2O: 0, S: 10 },
  otherPercent: 1,
  form: 'dry',
  lbPerUsGal: null,
  saltIndex: 30,
  saltIndexSource: 'Supplier data sheet, 2026',
  pricePerTonne: 1000,
  priceSetOn: '2026-11-01',
  maySeedPlace: false,
};

describe('the catalogue', () => {
  it('lists every reference fertilizer with the salt index of the table used', () => {
    expect(REFERENCE_CATALOGUE.map((entry) => entry.id)).toEqual(
      REFERENCE_FERTILIZERS.map((product) => `reference-${product.id}`),
    );
    const sulphate = REFERENCE_CATALOGUE.find((e) => e.id === 'reference-ammonium-sulphate')!;
    // Mortvedt's 88.3, not the other table's 69.
    expect(sulphate.saltIndex).toBe(MORTVEDT_SALT_INDEX.values['ammonium-sulphate']!.value);
    expect(sulphate.saltIndex).toBe(88.3);
    expect(sulphate.saltIndexSource).toMatch(/Mortvedt|Fertilizer/);
    expect(REFERENCE_CATALOGUE.find((e) => e.id === 'reference-ats')!.saltIndex).toBeNull();
    expect(REFERENCE_CATALOGUE.find((e) => e.id === 'reference-ats')!.maySeedPlace).toBe(false);
    expect(referenceIdOf('reference-map')).toBe('map');
    expect(referenceIdOf('company-7')).toBeNull();
  });

  it('writes grades as labels do', () => {
    expect(gradeOf({ N: 11, P2O5: 52, K2O: 0, S: 0 })).toBe('11-52-0');
    expect(gradeOf({ N: 21, P2O5: 0, K2O: 0, S: 24 })).toBe('21-0-0-24S');
  });

  it('refuses an analysis over 100 %, other nutrients counted', () => {
    expect(catalogueProblems(company)).toEqual([]);
    expect(
      catalogueProblems({ analysis: { N: 46, P2O5: 52, K2O: 0, S: 0 }, otherPercent: 3 }),
    ).toEqual(['The analysis adds up to 101 %, more than 100 %.']);
    expect(
      catalogueProblems({ analysis: { N: 0, P2O5: 0, K2O: 0, S: 0 }, otherPercent: 5 }),
    ).toEqual(['The analysis declares no N, P₂O₅, K₂O or S.']);
  });

  it('plans with a company product at its price: 100 lb N/ac from urea is 217.4 lb/ac', () => {
    const urea = REFERENCE_CATALOGUE.find((e) => e.id === 'reference-urea')!;
    const result = planFertilizer({
      products: [planProductOf(urea)],
      targetsLbPerAcre: { N: 100 },
      field: { acres: 160 },
      mode: 'exact',
    });
    expect(result.feasible).toBe(true);
    if (result.feasible) expect(result.lines[0].rates.lbPerAcre).toBeCloseTo(217.39, 2);
    expect(planProductOf(company, 50)).toMatchObject({ pricePerTonne: 1000, maxLbPerAcre: 50 });
  });

  it('places a company product with what the office says of it', () => {
    expect(seedRowLineOf(company, 40).seedPlacement?.practice).toBe('never');
    expect(seedRowLineOf({ ...company, maySeedPlace: true }, 40).seedPlacement?.practice).toBe(
      'limited',
    );
    const map = REFERENCE_CATALOGUE.find((e) => e.id === 'reference-map')!;
    expect(seedRowLineOf(map, 40)).toMatchObject({
      nitrogenJudgedWithPhosphate: true,
      saltIndex: 26.7,
    });
  });
});
