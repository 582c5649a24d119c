import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deltaTCelsius,
  dewPointCelsius,
  relativeHumidityPercentFromDewPoint,
  wetBulbStullCelsius,
} from './psychrometrics.js';

const validTemperature = fc.double({ min: -20, max: 50, noNaN: true });
const validHumidity = fc.double({ min: 5, max: 99, noNaN: true });

describe('wet bulb by Stull (2011)', () => {
  it("gives the paper's check value: 20 °C and 50 % give 13.7 °C, so ΔT is 6.3 °C", () => {
    // Working, arctangents in radians:
    //   20·atan(0.151977·√(50 + 8.313659)) = 20·atan(1.160548) = 20 × 0.859571 = 17.191413
    //   + atan(20 + 50) = 1.556512
    //   − atan(50 − 1.676331) = 1.550105
    //   + 0.00391838 · 50^1.5 · atan(0.023101 · 50) = 0.00391838 × 353.5534 × 0.857222 = 1.187558
    //   − 4.686035
    //   = 13.699343 °C, and ΔT = 20 − 13.699 = 6.301 °C.
    const result = wetBulbStullCelsius(20, 50);
    expect(result.kind).toBe('valid');
    if (result.kind !== 'valid') return;
    expect(result.wetBulbCelsius).toBeCloseTo(13.699343, 5);
    expect(result.wetBulbCelsius.toFixed(1)).toBe('13.7');
    const deltaT = deltaTCelsius(20, 50);
    expect(deltaT.kind === 'valid' && deltaT.deltaTCelsius.toFixed(1)).toBe('6.3');
  });

  it('says when a reading is outside the fitted range instead of extrapolating', () => {
    expect(wetBulbStullCelsius(51, 50)).toMatchObject({
      kind: 'outsideRange',
      reason: 'temperature',
    });
    expect(wetBulbStullCelsius(-21, 50)).toMatchObject({
      kind: 'outsideRange',
      reason: 'temperature',
    });
    expect(wetBulbStullCelsius(20, 100)).toMatchObject({
      kind: 'outsideRange',
      reason: 'humidity',
    });
    expect(wetBulbStullCelsius(20, 4)).toMatchObject({ kind: 'outsideRange', reason: 'humidity' });
    // The corner the paper excludes: at −20 °C and 5 % the fit gives −17.6 °C, above the air.
    expect(wetBulbStullCelsius(-20, 5)).toMatchObject({
      kind: 'outsideRange',
      reason: 'coldAndDry',
    });
    expect(deltaTCelsius(-20, 5).kind).toBe('outsideRange');
    expect(() => wetBulbStullCelsius(Number.NaN, 50)).toThrow(RangeError);
  });

  it('never puts the wet bulb above the air temperature, so ΔT is never negative', () => {
    fc.assert(
      fc.property(validTemperature, validHumidity, (t, rh) => {
        const result = deltaTCelsius(t, rh);
        if (result.kind === 'outsideRange') return;
        expect(result.wetBulbCelsius).toBeLessThanOrEqual(t);
        expect(result.deltaTCelsius).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('leaves the prairie spraying season inside the valid range', () => {
    // 0–40 °C at any humidity from 5 to 99 % is rated, not refused.
    fc.assert(
      fc.property(fc.double({ min: 0, max: 40, noNaN: true }), validHumidity, (t, rh) => {
        expect(deltaTCelsius(t, rh).kind).toBe('valid');
      }),
    );
  });
});

describe('dew point and relative humidity (Magnus form)', () => {
  it('gives the hand-worked dew point of 20 °C and 50 %', () => {
    // γ = ln(0.50) + 17.625 × 20 / (243.04 + 20) = −0.693147 + 1.340100 = 0.646953
    // Td = 243.04 × 0.646953 / (17.625 − 0.646953) = 157.2355 / 16.978047 = 9.2611 °C
    expect(dewPointCelsius(20, 50)).toBeCloseTo(9.2611, 4);
    expect(relativeHumidityPercentFromDewPoint(20, 9.2611)).toBeCloseTo(50, 2);
  });

  it('round-trips RH → dew point → RH and keeps the dew point at or under the air', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -30, max: 45, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        (t, rh) => {
          const td = dewPointCelsius(t, rh);
          expect(td).toBeLessThanOrEqual(t + 1e-9);
          expect(relativeHumidityPercentFromDewPoint(t, td)).toBeCloseTo(rh, 6);
        },
      ),
    );
  });

  it('stops at 100 % when rounding puts the dew point above the air', () => {
    expect(relativeHumidityPercentFromDewPoint(10, 10.1)).toBe(100);
  });
});
