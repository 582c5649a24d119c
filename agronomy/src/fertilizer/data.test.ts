import { describe, expect, it } from 'vitest';
import { lbPerUsGalToKgPerL } from '../units.js';
import { CROPS, REMOVAL_COEFFICIENTS, REMOVAL_GAPS } from './crops.js';
import { analysisProblems, analysisTotalPercent } from './nutrients.js';
import { REFERENCE_FERTILIZERS } from './products.js';
import type { Checked, Source } from './references.js';
import { SALT_INDEX_TABLES, SALT_INDEX_TABLE_USED } from './salt-index.js';

const cited = (entry: Checked<unknown>) => {
  const source: Source = entry.source;
  expect(entry.checked).toBe(true);
  expect(source.title.length).toBeGreaterThan(0);
  expect(source.publisher.length).toBeGreaterThan(0);
  expect(source.year === null || Number.isInteger(source.year)).toBe(true);
};

describe('the reference fertilizers', () => {
  it('lists the issue’s twelve products, each analysis possible and cited', () => {
    expect(REFERENCE_FERTILIZERS.map((product) => product.grade)).toEqual([
      '46-0-0',
      '21-0-0-24S',
      '11-52-0',
      '18-46-0',
      '10-34-0',
      '28-0-0',
      '32-0-0',
      '0-0-60',
      '0-0-62',
      '0-0-50-18S',
      '12-0-0-26S',
      '82-0-0',
    ]);
    for (const product of REFERENCE_FERTILIZERS) {
      expect(analysisProblems(product.analysis.value)).toEqual([]);
      // The grade is the analysis written out: N-P₂O₅-K₂O, then S when there is some.
      const { N, P2O5, K2O, S } = product.analysis.value;
      expect(product.grade).toBe(`${N}-${P2O5}-${K2O}${S > 0 ? `-${S}S` : ''}`);
      cited(product.analysis);
      cited(product.seedPlacement);
      cited(product.seedRowHazard);
    }
  });

  it('gives a density to every liquid and to ammonia, and none to dry products', () => {
    for (const product of REFERENCE_FERTILIZERS) {
      expect(product.density !== undefined).toBe(product.form !== 'dry');
      if (product.density) cited(product.density);
    }
    // IPNI prints 10-34-0 at 11.6 lb/gal and 1.39 kg/L: the one conversion factor agrees.
    const app = REFERENCE_FERTILIZERS.find((product) => product.id === 'app-10-34-0');
    expect(lbPerUsGalToKgPerL(app?.density?.value.lbPerUsGal ?? 0)).toBeCloseTo(1.39, 2);
  });

  it('refuses an analysis that adds up to more than 100 %', () => {
    expect(analysisProblems({ N: 60, P2O5: 50, K2O: 0, S: 0 })).toEqual([
      'The analysis adds up to 110 %, more than 100 %.',
    ]);
    expect(analysisProblems({ N: -1, P2O5: 0, K2O: 0, S: 0 })).toHaveLength(1);
    expect(analysisTotalPercent({ N: 12, P2O5: 0, K2O: 0, S: 26 })).toBe(38);
  });
});

describe('salt index tables', () => {
  it('keeps both published values for ammonium sulphate and names the one used', () => {
    const values = SALT_INDEX_TABLES.map((table) => table.values['ammonium-sulphate']?.value);
    expect(values).toEqual([88.3, 69]);
    expect(SALT_INDEX_TABLE_USED.table.name).toBe('Mortvedt (2001)');
    expect(SALT_INDEX_TABLE_USED.why).toContain('69');
    for (const table of SALT_INDEX_TABLES) {
      for (const value of Object.values(table.values)) if (value) cited(value);
    }
  });
});

describe('crop removal coefficients', () => {
  it('covers each prairie crop with coefficients or a stated gap', () => {
    for (const entry of CROPS) {
      const covered = REMOVAL_COEFFICIENTS.some((row) => row.crop === entry.id);
      expect(covered || REMOVAL_GAPS[entry.id] !== undefined).toBe(true);
      if (entry.bushelsPerTonne) cited(entry.bushelsPerTonne);
    }
    for (const row of REMOVAL_COEFFICIENTS) {
      cited(row.published);
      // Removal (the seed) can never exceed uptake (the whole crop).
      for (const nutrient of ['N', 'P2O5', 'K2O', 'S'] as const) {
        expect(row.removalKgPerTonne[nutrient]).toBeLessThanOrEqual(row.uptakeKgPerTonne[nutrient]);
      }
    }
  });
});
