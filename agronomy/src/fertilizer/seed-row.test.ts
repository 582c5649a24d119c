import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPTIMIZE_CAVEATS, SALT_INDEX_CAVEATS } from './caveats.js';
import { referenceFertilizer, type FertilizerId } from './products.js';
import { MB_CEREAL_UREA_N, type SeedbedMoisture, type SoilTexture } from './seed-row-guidelines.js';
import {
  checkSeedRow,
  SALT_INDEX_NOTE,
  sbuPercent,
  seedbedUtilization,
  seedRowLineFromReference,
  ureaNColumnFor,
  type SeedRowInput,
} from './seed-row.js';

const line = (id: FertilizerId, lbPerAcre: number) =>
  seedRowLineFromReference(referenceFertilizer(id), lbPerAcre);

const check = (overrides: Partial<SeedRowInput>) =>
  checkSeedRow({
    crop: 'spring-wheat',
    texture: 'medium',
    moisture: 'good-to-excellent',
    spread: 1,
    rowSpacing: 9,
    lines: [],
    ...overrides,
  });

const finding = (result: ReturnType<typeof checkSeedRow>, topic: string) =>
  result.findings.find((entry) => entry.topic === topic);

describe('seedbed utilization', () => {
  it('gives the published examples', () => {
    // Issue 38: a 1-inch opener on 9-inch rows is 1 ÷ 9 = 11 %.
    expect(sbuPercent(seedbedUtilization(1, 9))).toBe(11);
    // Manitoba: "6 in. spacing and spreads the seed and fertilizer over 2 in., the SBU would be 33
    // percent (2÷6x100=33)".
    expect(sbuPercent(seedbedUtilization(2, 6))).toBe(33);
    // The same in centimetres: 2.54 cm on 22.86 cm rows.
    expect(seedbedUtilization(2.54, 22.86)).toBeCloseTo(1 / 9, 12);
  });

  it('stays between 0 and 1 and refuses impossible rows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (spread, rowSpacing) => {
          const sbu = seedbedUtilization(spread, rowSpacing);
          expect(sbu).toBeGreaterThanOrEqual(0);
          expect(sbu).toBeLessThanOrEqual(1);
        },
      ),
    );
    expect(() => seedbedUtilization(1, 0)).toThrow('The row spacing must be more than 0.');
    expect(() => seedbedUtilization(-1, 9)).toThrow('The spread must be 0 or more.');
  });
});

describe('the Manitoba cereal table', () => {
  it('is one rate per SBU, and never allows less N on a wider spread', () => {
    const columns = MB_CEREAL_UREA_N.value;
    for (const a of columns) {
      for (const b of columns) {
        const sbuA = a.spreadIn / a.rowSpacingIn;
        const sbuB = b.spreadIn / b.rowSpacingIn;
        // 1 in. on 6 in. and 2 in. on 12 in. are both 17 %, and the table gives them the same rates.
        if (Math.abs(sbuA - sbuB) < 1e-9) expect(a.lbNPerAcre).toEqual(b.lbNPerAcre);
        for (const texture of ['light', 'medium', 'heavy'] as const) {
          if (sbuA < sbuB) expect(a.lbNPerAcre[texture]).toBeLessThanOrEqual(b.lbNPerAcre[texture]);
        }
      }
    }
  });

  it('reads the exact column, or the next narrower one', () => {
    expect(ureaNColumnFor(1 / 9)).toMatchObject({ spreadIn: 1, rowSpacingIn: 9 });
    // 1.25 in. on 9 in. is 13.9 %: between 11 % and 17 %, so the 11 % column is read.
    expect(ureaNColumnFor(1.25 / 9)).toMatchObject({ spreadIn: 1, rowSpacingIn: 9 });
    // Narrower than 1 in. on 12 in. (8 %): no column.
    expect(ureaNColumnFor(0.5 / 12)).toBeNull();
  });
});

describe('the seed-row check', () => {
  it('judges urea with wheat against the Manitoba table', () => {
    // Medium soil, 1 in. on 9 in. rows, good to excellent moisture: 15 lb N/ac.
    // 32.6 lb urea = 15.0 lb N: within. 43.5 lb urea = 20.0 lb N: more than 15.
    const within = check({ lines: [line('urea', 32.6)] });
    expect(within.verdict).toBe('safe');
    expect(finding(within, 'nitrogen')?.limitLbPerAcre).toBe(15);
    const over = check({ lines: [line('urea', 43.5)] });
    expect(over.verdict).toBe('exceeds');
    expect(finding(over, 'nitrogen')?.reason).toBe(
      '20 lb/ac of N is more than the 15 lb/ac the guideline gives for cereals on medium (loam to clay loam) soil at 11 % SBU (1 in. spread on 9 in. rows).',
    );
    // Light soil at 11 %: the table allows none.
    expect(check({ texture: 'light', lines: [line('urea', 10)] }).verdict).toBe('exceeds');
  });

  it('says why urea hurts the seed', () => {
    const result = check({ lines: [line('urea', 20)] });
    expect(result.hazards[0]).toMatchObject({
      kind: 'ammonia',
      note: 'Urea reduces crop emergence through ammonia toxicity: its harm to seed is mainly ammonia, not salt.',
    });
    expect(result.notes).toContain(SALT_INDEX_NOTE.text);
    // The page's "what this number cannot tell you" list opens with the same standing note.
    expect(SALT_INDEX_CAVEATS[0]).toEqual(SALT_INDEX_NOTE);
    expect(OPTIMIZE_CAVEATS.length).toBeGreaterThan(0);
  });

  it('reads the next narrower column and says so', () => {
    // 1.25 in. on 9 in. (14 %), heavy soil: the 11 % column gives 20 lb N/ac; the 17 % column 25.
    const result = check({ texture: 'heavy', spread: 1.25, lines: [line('urea', 50)] });
    expect(finding(result, 'nitrogen')).toMatchObject({ verdict: 'exceeds', limitLbPerAcre: 20 });
    expect(finding(result, 'nitrogen')?.reason).toContain(
      'The guideline has no column for 14 % and does not say to interpolate, so the next narrower column is read.',
    );
  });

  it('is cautious outside the guideline’s conditions', () => {
    const drier = check({ moisture: 'drier' as SeedbedMoisture, lines: [line('urea', 20)] });
    expect(drier.verdict).toBe('caution');
    const narrow = check({ spread: 0.5, rowSpacing: 12, lines: [line('urea', 10)] });
    expect(finding(narrow, 'nitrogen')?.verdict).toBe('caution');
    const narrowAndOver = check({ spread: 0.5, rowSpacing: 12, lines: [line('urea', 30)] });
    expect(finding(narrowAndOver, 'nitrogen')?.verdict).toBe('exceeds');
  });

  it('uses the widest column for a wider spread', () => {
    // 6 in. spread on 9 in. rows is 67 %; the widest column is 3 in. on 6 in. (50 %): 40 lb N/ac.
    const result = check({ spread: 6, lines: [line('urea', 80)] });
    expect(finding(result, 'nitrogen')?.limitLbPerAcre).toBe(40);
  });

  it('judges canola’s starter phosphate, MAP’s N included', () => {
    // 38 lb MAP = 19.8 lb P₂O₅ (within Manitoba's 20, the lower of 20 and Saskatchewan's 25) on
    // 1 in. on 6 in. rows, the table's conditions. Its 4.2 lb N is judged with the phosphate.
    const within = check({ crop: 'canola', rowSpacing: 6, lines: [line('map', 38)] });
    expect(within.verdict).toBe('safe');
    expect(finding(within, 'nitrogen')).toBeUndefined();
    expect(within.placedLbPerAcre.nitrogenWithPhosphate).toBeCloseTo(4.18, 2);
    // 50 lb MAP = 26 lb P₂O₅: more than 20.
    expect(check({ crop: 'canola', rowSpacing: 6, lines: [line('map', 50)] }).verdict).toBe(
      'exceeds',
    );
    // On 9 in. rows (11 %) the spread is narrower than the table assumes.
    expect(check({ crop: 'canola', lines: [line('map', 38)] }).verdict).toBe('caution');
  });

  it('uses the lower of the two provinces’ phosphate limits', () => {
    // Peas and flax: Manitoba 20, Saskatchewan 15 lb P₂O₅/ac. 36 lb MAP = 18.7 lb P₂O₅.
    const result = check({ crop: 'field-pea', rowSpacing: 6, lines: [line('map', 36)] });
    expect(finding(result, 'phosphate')).toMatchObject({ verdict: 'exceeds', limitLbPerAcre: 15 });
    expect(finding(result, 'phosphate')?.reason).toContain(
      'Saskatchewan limit, the lower of the two',
    );
  });

  it('keeps nitrogen away from crops whose guidelines say none', () => {
    expect(check({ crop: 'flax', lines: [line('urea', 10)] }).verdict).toBe('exceeds');
    expect(check({ crop: 'lentil', lines: [line('urea', 10)] }).verdict).toBe('exceeds');
    const canola = check({ crop: 'canola', lines: [line('urea', 10)] });
    expect(canola.verdict).toBe('caution');
    expect(finding(canola, 'nitrogen')?.reason).toContain('as low as 10 lb N/ac');
  });

  it('never allows anhydrous ammonia or ATS in the seed row', () => {
    const result = check({ lines: [line('anhydrous-ammonia', 5), line('ats', 5)] });
    expect(result.verdict).toBe('exceeds');
    expect(
      result.findings.filter((entry) => entry.topic === 'product').map((entry) => entry.reason),
    ).toEqual([
      'Anhydrous ammonia 82-0-0: Anhydrous ammonia should never be placed in the seed row.',
      'Ammonium thiosulphate (ATS) 12-0-0-26S: ATS should not be applied in the furrow: it will cause seedling damage.',
    ]);
  });

  it('reports the blend’s salt index with the table used', () => {
    // 100 lb urea (74.4) + 100 lb potash (116.2) = 95.3 by mass; the potash also draws a caution.
    const result = check({ lines: [line('urea', 100), line('kcl-60', 100)] });
    expect(result.saltIndex.saltIndex).toBeCloseTo(95.3, 2);
    expect(result.saltIndexTable.name).toBe('Mortvedt (2001)');
    expect(finding(result, 'potash')?.verdict).toBe('caution');
  });

  it('never improves its verdict when more N goes with the seed', () => {
    const severity = { safe: 0, caution: 1, exceeds: 2 };
    fc.assert(
      fc.property(
        fc.constantFrom<SoilTexture>('light', 'medium', 'heavy'),
        fc.constantFrom<SeedbedMoisture>('good-to-excellent', 'drier'),
        fc.double({ min: 0.25, max: 6, noNaN: true }),
        fc.constantFrom(6, 7.5, 9, 10, 12),
        fc.double({ min: 0, max: 150, noNaN: true }),
        fc.double({ min: 0, max: 150, noNaN: true }),
        (texture, moisture, spread, rowSpacing, a, b) => {
          const verdict = (urea: number) =>
            severity[
              check({ texture, moisture, spread, rowSpacing, lines: [line('urea', urea)] }).verdict
            ];
          expect(verdict(Math.max(a, b))).toBeGreaterThanOrEqual(verdict(Math.min(a, b)));
        },
      ),
    );
  });
});
