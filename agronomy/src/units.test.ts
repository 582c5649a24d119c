import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acresToHectares,
  hectaresToAcres,
  kgPerHaToLbPerAcre,
  lbPerAcreToKgPerHa,
  lbPerUsGalToKgPerL,
  usGalPerAcreToLPerHa,
} from './units.js';

describe('unit conversions', () => {
  it('gives the published factors', () => {
    // 0.45359237 / 0.40468564224 = 1.1208511…: issue 38's known answer, 1 lb/ac = 1.12085 kg/ha.
    expect(lbPerAcreToKgPerHa(1)).toBeCloseTo(1.12085, 5);
    // 160 acres (a quarter section) = 64.75 ha.
    expect(acresToHectares(160)).toBeCloseTo(64.7497, 4);
    // 3.785411784 / 0.40468564224 = 9.35396…
    expect(usGalPerAcreToLPerHa(1)).toBeCloseTo(9.35396, 5);
    // UAN 28 at 10.67 lb/US gal is 1.2785 kg/L (10.67 × 0.45359237 / 3.785411784).
    expect(lbPerUsGalToKgPerL(10.67)).toBeCloseTo(1.2785, 4);
  });

  it('round-trips metric and imperial', () => {
    const rate = fc.double({ min: 0, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(rate, (value) => {
        expect(kgPerHaToLbPerAcre(lbPerAcreToKgPerHa(value))).toBeCloseTo(value, 6);
        expect(hectaresToAcres(acresToHectares(value))).toBeCloseTo(value, 6);
      }),
    );
  });
});
