import { describe, expect, it } from 'vitest';
import { MORTVEDT_2001, MB_SEED_PLACED_N, NIST_SP_811, POGA_WCFA_REMOVAL } from '../index.js';
import { GARDEN_SALT_INDEX } from './references.js';
import { optimizeCalculatorSources, saltIndexAppSources } from './tool-sources.js';

describe('the tools’ Sources sections', () => {
  it('list the calculator’s removal coefficients and unit factors once each', () => {
    const sources = optimizeCalculatorSources();
    const titles = sources.map((entry) => entry.source.title);
    expect(titles).toContain(POGA_WCFA_REMOVAL.title);
    expect(titles).toContain(NIST_SP_811.title);
    expect(new Set(sources.map((e) => `${e.source.title}|${e.source.where}`)).size).toBe(
      sources.length,
    );
    for (const entry of sources) expect(entry.usedFor.length).toBeGreaterThan(0);
  });

  it('name the salt index table used and the one that disagrees', () => {
    const sources = saltIndexAppSources();
    const of = (title: string) => sources.find((entry) => entry.source.title === title);
    expect(of(MORTVEDT_2001.title)!.usedFor).toContain(
      'Salt indexes (the table used: Mortvedt (2001))',
    );
    expect(of(GARDEN_SALT_INDEX.title)!.usedFor[0]).toMatch(/^Salt indexes \(not used/);
    expect(of(MB_SEED_PLACED_N.title)).toBeDefined();
  });
});
