import { describe, expect, it } from 'vitest';
import {
  justifiedSignificantFigures,
  roundForDisplay,
  roundToDecimals,
  roundToSignificant,
  significantFiguresOf,
} from './rounding.js';

describe('rounding to what the inputs justify', () => {
  it('rounds each quantity to its display step', () => {
    expect(roundForDisplay(217.3913, 'lbPerAcre')).toBe(217.4);
    expect(roundForDisplay(33.4717, 'usGalPerAcre')).toBe(33.47);
    expect(roundForDisplay(0.1111, 'seedbedUtilizationPercent')).toBe(0);
    expect(roundForDisplay(11.111, 'seedbedUtilizationPercent')).toBe(11);
    expect(roundToDecimals(1.005, 2)).toBe(1.01);
    expect(roundToDecimals(-2.5, 0)).toBe(-3);
  });

  it('counts the significant figures a farmer typed', () => {
    expect(significantFiguresOf('46')).toBe(2);
    expect(significantFiguresOf('100')).toBe(3);
    expect(significantFiguresOf('0.50')).toBe(2);
    expect(significantFiguresOf('0.005')).toBe(1);
    expect(justifiedSignificantFigures(['160', '46', '12.5'])).toBe(2);
    expect(roundToSignificant(15.777, 2)).toBe(16);
    expect(roundToSignificant(0.012345, 3)).toBe(0.0123);
  });
});
