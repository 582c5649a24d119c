import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORECAST_CELL_DEGREES, forecastCell, inSprayRegion } from './cells.js';

describe('forecastCell', () => {
  it('names the centre of the cell a point falls in', () => {
    // 52.1168 / 0.025 = 2084.67 → row 2084, centre (2084 + 0.5) × 0.025 = 52.1125.
    // −106.6345 / 0.04 = −2665.86 → column −2666, centre (−2666 + 0.5) × 0.04 = −106.62.
    expect(forecastCell(52.1168, -106.6345)).toEqual({
      latitude: 52.1125,
      longitude: -106.62,
      key: '52.1125,-106.6200',
    });
  });

  it('keeps every point within half a cell of its centre, and neighbours share a cell', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 49, max: 60, noNaN: true }),
        fc.double({ min: -120, max: -101.4, noNaN: true }),
        (lat, lon) => {
          const cell = forecastCell(lat, lon);
          expect(Math.abs(cell.latitude - lat)).toBeLessThanOrEqual(
            FORECAST_CELL_DEGREES.latitude / 2 + 1e-9,
          );
          expect(Math.abs(cell.longitude - lon)).toBeLessThanOrEqual(
            FORECAST_CELL_DEGREES.longitude / 2 + 1e-9,
          );
          expect(forecastCell(cell.latitude, cell.longitude)).toEqual(cell);
        },
      ),
    );
  });

  it('serves Alberta and Saskatchewan only', () => {
    expect(inSprayRegion(52.13, -106.67)).toBe(true);
    expect(inSprayRegion(45.5, -73.6)).toBe(false);
    expect(inSprayRegion(Number.NaN, -106)).toBe(false);
  });
});
