import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceFertilizer } from './products.js';
import {
  blendSaltIndex,
  GARDEN_MATERIALS_SALT_INDEX,
  MORTVEDT_SALT_INDEX,
  partialSaltIndex,
  saltIndexOf,
} from './salt-index.js';

const analysisOf = (id: Parameters<typeof referenceFertilizer>[0]) =>
  referenceFertilizer(id).analysis.value;

describe('salt index', () => {
  it('works out UAN by Mortvedt’s mass-weighted method', () => {
    // UAN 28: 40 % ammonium nitrate × 104 + 30 % urea × 74.4 = 41.6 + 22.32 = 63.92.
    expect(saltIndexOf('uan-28')?.value).toBeCloseTo(63.92, 2);
    // UAN 32: 44 % × 104 + 35 % × 74.4 = 45.76 + 26.04 = 71.8.
    expect(saltIndexOf('uan-32')?.value).toBeCloseTo(71.8, 2);
  });

  it('gives the salt index per unit of nutrient', () => {
    // Partial salt index = index ÷ (N + P₂O₅ + K₂O). With the garden table, ammonium sulphate is
    // 69 ÷ 21 = 3.29, urea 75 ÷ 46 = 1.63, potassium sulphate 46 ÷ 50 = 0.92 — as McCarty (2001)
    // lists them: 3.3, 1.6 and 0.9.
    const garden = (id: 'ammonium-sulphate' | 'urea' | 'potassium-sulphate') =>
      partialSaltIndex(GARDEN_MATERIALS_SALT_INDEX.values[id]?.value ?? NaN, analysisOf(id));
    expect(garden('ammonium-sulphate')).toBeCloseTo(3.3, 1);
    expect(garden('urea')).toBeCloseTo(1.6, 1);
    expect(garden('potassium-sulphate')).toBeCloseTo(0.9, 1);
    // With the table used, ammonium sulphate is 88.3 ÷ 21 = 4.20.
    expect(
      partialSaltIndex(
        MORTVEDT_SALT_INDEX.values['ammonium-sulphate']?.value ?? NaN,
        analysisOf('ammonium-sulphate'),
      ),
    ).toBeCloseTo(4.2, 2);
  });

  it('weights a blend by mass', () => {
    // 100 lb urea (74.4) + 100 lb potash (116.2): (7440 + 11620) ÷ 200 = 95.3. The blend is
    // 23-0-30, so 95.3 ÷ 53 = 1.80 per unit of nutrient.
    const blend = blendSaltIndex([
      { name: 'Urea', analysis: analysisOf('urea'), mass: 100, saltIndex: 74.4 },
      { name: 'Potash', analysis: analysisOf('kcl-60'), mass: 100, saltIndex: 116.2 },
    ]);
    expect(blend.saltIndex).toBeCloseTo(95.3, 2);
    expect(blend.analysis).toEqual({ N: 23, P2O5: 0, K2O: 30, S: 0 });
    expect(blend.partialSaltIndex).toBeCloseTo(1.8, 2);
  });

  it('says so when a product has no salt index in the table used', () => {
    const blend = blendSaltIndex([
      { name: 'Urea', analysis: analysisOf('urea'), mass: 50, saltIndex: 74.4 },
      {
        name: 'ATS',
        analysis: analysisOf('ats'),
        mass: 20,
        saltIndex: saltIndexOf('ats')?.value ?? null,
      },
    ]);
    expect(blend.saltIndex).toBeNull();
    expect(blend.message).toBe(
      'The table used gives no salt index for ATS, so the blend’s cannot be given.',
    );
  });

  it('puts a blend between its products, whatever the scale of the rates', () => {
    const line = fc.record({
      mass: fc.double({ min: 0.1, max: 500, noNaN: true }),
      saltIndex: fc.double({ min: 0, max: 160, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (lines, factor) => {
          const make = (scale: number) =>
            lines.map((entry, index) => ({
              name: `p${index}`,
              analysis: analysisOf('urea'),
              mass: entry.mass * scale,
              saltIndex: entry.saltIndex,
            }));
          const blend = blendSaltIndex(make(1)).saltIndex ?? NaN;
          const indexes = lines.map((entry) => entry.saltIndex);
          expect(blend).toBeGreaterThanOrEqual(Math.min(...indexes) - 1e-9);
          expect(blend).toBeLessThanOrEqual(Math.max(...indexes) + 1e-9);
          expect(blendSaltIndex(make(factor)).saltIndex ?? NaN).toBeCloseTo(blend, 9);
        },
      ),
    );
  });
});
