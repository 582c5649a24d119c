import { describe, expect, it } from 'vitest';
import { isDaylightHour, solarElevationDegrees } from './sun.js';

const SASKATOON = { latitude: 52.13, longitude: -106.67 };

describe('the sun', () => {
  it('stands 90° minus the latitude at noon on an equinox', () => {
    // 20 March 2025: declination ≈ 0, so the noon elevation at 52.13 °N is 90 − 52.13 = 37.87°.
    // Solar noon at 106.67 °W comes 106.67 × 4 = 427 min after 12:00 UTC, plus the equation of
    // time (about 7.5 min in late March): about 19:14 UTC.
    const noon = new Date('2025-03-20T19:14:00Z');
    expect(solarElevationDegrees(noon, SASKATOON.latitude, SASKATOON.longitude)).toBeCloseTo(
      37.87,
      0,
    );
  });

  it('reaches 90° minus latitude plus the tilt at the June solstice noon', () => {
    // 21 June: declination ≈ 23.44°, so 90 − 52.13 + 23.44 = 61.31°. Noon is about 19:09 UTC.
    const noon = new Date('2025-06-21T19:09:00Z');
    expect(solarElevationDegrees(noon, SASKATOON.latitude, SASKATOON.longitude)).toBeCloseTo(
      61.31,
      0,
    );
  });

  it('counts about 16½ hours of daylight in Saskatoon at midsummer and 12 at the equinox', () => {
    const dayHours = (dateIso: string) =>
      Array.from({ length: 24 }, (_, h) =>
        isDaylightHour(
          new Date(Date.parse(dateIso) + h * 3_600_000),
          SASKATOON.latitude,
          SASKATOON.longitude,
        ),
      ).filter(Boolean).length;
    // Whole hours by their middle: the 16 h 40 min midsummer day gives 16 or 17 of them.
    expect(dayHours('2025-06-21T06:00:00Z')).toBeGreaterThanOrEqual(16);
    expect(dayHours('2025-06-21T06:00:00Z')).toBeLessThanOrEqual(17);
    expect(dayHours('2025-03-20T06:00:00Z')).toBe(12);
  });
});
