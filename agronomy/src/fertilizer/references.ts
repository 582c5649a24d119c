import type { Source } from '../sources.js';

export type { Source };

/**
 * A cited value and how it reached this module. Several tables could only be read in a
 * reproduction (a commodity group quoting a provincial table, a web copy of an extension sheet):
 * `readIn` names that copy, so nobody mistakes it for a reading of the original.
 */
export interface Checked<T> {
  value: T;
  source: Source;
  /** True when the value was read, in the source or in the copy named by `readIn`. */
  checked: boolean;
  readIn?: string;
}

/** A value read in `source` (or in the copy `readIn` names). */
export const readFrom = <T>(value: T, source: Source, readIn?: string): Checked<T> =>
  readIn === undefined
    ? { value, source, checked: true }
    : { value, source, checked: true, readIn };

// Seed-row guidelines.

export const MB_SEED_PLACED_N: Source = {
  title: 'Guidelines for Safely Applying Fertilizer with Seed',
  publisher: 'Manitoba Agriculture (prepared by John Heard, soil fertility specialist)',
  year: null,
  url: 'https://www.manitoba.ca/agriculture/crops/soil-fertility/print,guidelines-for-safely-applying-fertilizer-with-seed.html',
  where:
    'Granular nitrogen – cereal grains: approximate rates of urea N (lb N/ac) safe with the seed when seedbed moisture is good to excellent, by soil texture, spread and row spacing (SBU)',
};

export const MB_SEED_PLACED_P: Source = {
  title: 'Safe Rates of Seed-Placed Phosphorus for Manitoba – Narrow Row and Row Crops',
  publisher: 'Manitoba Agriculture (prepared by John Heard)',
  year: null,
  url: 'http://petroleum.gov.mb.ca/agriculture/crops/soil-fertility/print,safe-rates-of-seed-placed-phosphorus-for-manitoba--narrow-row-and-row-crops.html',
  where:
    'Table 1: maximum safe rates of actual seed-placed P2O5 as MAP (11-52-0 or 12-51-0), Manitoba and Saskatchewan columns',
};

export const ALBERTA_PULSE_LENTIL: Source = {
  title: 'Lentil Fertility',
  publisher: 'Alberta Pulse Growers',
  year: null,
  url: 'https://albertapulse.com/lentil-fertility/',
  where: 'Nitrogen and phosphorus paragraphs',
};

export const SASKFLAX_FERTILIZER: Source = {
  title: 'Growing Flax: Fertilizer Practices',
  publisher: 'Saskatchewan Flax Development Commission',
  year: null,
  url: 'https://saskflax.com/growing/fertilizer.php',
  where: 'Seed-placed fertilizer',
};

export const CCC_RIGHT_RATES: Source = {
  title: 'Right rates for seed-placed fertilizer',
  publisher: 'Canola Council of Canada (Canola Watch)',
  year: null,
  url: 'https://www.canolacouncil.org/canola-watch/fundamentals/right-rates-for-seed-placed-fertilizer/',
  where: 'Damage explained',
};

export const CCC_SEED_PLACEMENT: Source = {
  title: 'Canola Encyclopedia: Seed and Fertilizer Placement',
  publisher: 'Canola Council of Canada',
  year: null,
  url: 'https://www.canolacouncil.org/canola-encyclopedia/plant-establishment/seed-and-fertilizer-placement/',
  where: 'Important tips for best management',
};

export const CCC_SAFE_RATES_2018: Source = {
  title: 'Fertility planning: Safe seed-placed rates',
  publisher: 'Canola Council of Canada (Canola Watch)',
  year: 2018,
  url: 'https://www.canolacouncil.org/canola-watch/2018/03/02/fertility-planning-safe-seed-placed-rates/',
};

export const CANOLA_WATCH_2020_SEED_ROW: Source = {
  title: 'Fertilizer: Safe-seed placed rates (quoting Canola Digest, March 2020)',
  publisher: 'Canola Council of Canada (Canola Watch)',
  year: 2020,
  url: 'https://www.canolawatch.org/2020/04/29/fertilizer-safe-seed-placed-rates/',
};

export const AFE_SEED_PLACING: Source = {
  title:
    'Don’t feel the burn when seed placing fertilizer (Mark Cutts, provincial crop specialist)',
  publisher: 'Alberta Farm Express',
  year: null,
  url: 'https://www.albertafarmexpress.ca/crops/dont-feel-the-burn-when-seed-placing-fertilizer/',
};

export const ISU_ATS_2021: Source = {
  title: 'Use of Ammonium Thiosulfate (ATS) in Crop Production',
  publisher: 'Iowa State University Extension and Outreach (Angie Rieck-Hinz)',
  year: 2021,
  url: 'https://crops.extension.iastate.edu/blog/angie-rieck-hinz/use-ammonium-thiosulfate-ats-crop-production',
};

// Salt index.

export const MORTVEDT_2001: Source = {
  title: 'Calculating Salt Index (J. J. Mortvedt)',
  publisher: 'Fluid fertilizer article by John J. Mortvedt, reprinted by Spectrum Analytic',
  year: 2001,
  url: 'http://www.spectrumanalytic.com/support/library/ff/salt_index_calculation.htm',
  where: 'Salt index of common fertilizer materials (sodium nitrate = 100)',
};
export const MORTVEDT_TABLE_COPY =
  'The table as reproduced in “Salinity Index of Common Fertilizers” (Emami Corp, en.emamicorp.com), which cites Mortvedt (2001); the table in the original article was not re-read here';

export const GARDEN_SALT_INDEX: Source = {
  title: 'Salt Index: Salt Index Values for Some Garden Materials',
  publisher: 'agroconection.com (the table does not name its own source)',
  year: null,
  url: 'http://www.agroconection.com/salt-index.html',
};

export const LIQUI_GROW_2012: Source = {
  title: 'Salt Index',
  publisher: 'Liqui-Grow',
  year: 2012,
  url: 'https://www.liqui-grow.com/2012/01/17/salt-index/',
  where: 'Table 1, salt indexes of common starter fertilizers',
};

export const YUDIN_2015: Source = {
  title:
    'Updating the “Salt Index” of Fertilizers (R. C. Yudin, Y. Li, E. A. Hanlon, University of Florida)',
  publisher: 'Graduate student poster, Southern Branch meeting of the agronomy societies',
  year: 2015,
  url: 'https://scisoc.confex.com/scisoc/2015srb/webprogram/Paper91021.html',
};

// Product analyses and liquid densities.

export const IPNI_NSS_UAN: Source = {
  title: 'Nutrient Source Specifics No. 7: Urea-Ammonium Nitrate',
  publisher: 'International Plant Nutrition Institute',
  year: null,
  where: 'Chemical properties: composition of 28, 30 and 32 % N solutions',
};
export const IPNI_NSS_UAN_COPY = 'A copy at studylib.net (doc 8368113)';

export const IPNI_NSS_POLYPHOSPHATE: Source = {
  title: 'Nutrient Source Specifics No. 2: Polyphosphate',
  publisher: 'International Plant Nutrition Institute',
  year: null,
  where: 'Chemical properties: density of 10-34-0',
};
export const IPNI_NSS_POLYPHOSPHATE_COPY = 'A copy at docslib.org (doc 7691346)';

export const VT_SPES_199: Source = {
  title: 'Common Fertilizers Used in Virginia: Nitrogen, Phosphorus and Potassium (SPES-199NP)',
  publisher: 'Virginia Cooperative Extension (Mark Reiter, Virginia Tech)',
  year: null,
  url: 'https://ext.vt.edu/content/pubs_ext_vt_edu/en/SPES/SPES-199/SPES-199NP.html',
  where: 'Table 1: density of 28 % UAN at 60 °F',
};

export const ESTIMATED_PHYSICAL_CHARACTERISTICS: Source = {
  title: 'Estimated Physical Characteristics of Fertilizer Material',
  publisher: 'Not named on the copy read (studylib.net doc 18119690); it calls its values ballpark',
  year: null,
  url: 'https://studylib.net/doc/18119690/estimated-physical-characteristics-of-fertilizer',
  where: 'Typical density, lb/gal',
};

export const UNL_NITROGEN_FERTILIZERS: Source = {
  title: 'Nitrogen Fertilizers (Soils lesson)',
  publisher: 'University of Nebraska–Lincoln, PASSEL',
  year: null,
  url: 'https://passel2.unl.edu/view/lesson/d01bf6ce5f62/1',
};

export const UNL_NP_FERTILIZERS: Source = {
  title: 'Nitrogen-Phosphorus Fertilizers (Soils lesson)',
  publisher: 'University of Nebraska–Lincoln, PASSEL',
  year: null,
  url: 'https://passel2.unl.edu/view/lesson/d01bf6ce5f62/3',
};

export const UNL_K_FERTILIZERS: Source = {
  title: 'Potassium Fertilizers (Soils lesson)',
  publisher: 'University of Nebraska–Lincoln, PASSEL',
  year: null,
  url: 'https://passel2.unl.edu/view/lesson/d01bf6ce5f62/5',
};

export const CORNELL_N_SOURCES: Source = {
  title: 'Nutrient Management Competency Area 4, PO 26: nitrogen sources',
  publisher: 'Cornell University, Northeast Region Certified Crop Adviser study resources',
  year: null,
  url: 'https://nrcca.cals.cornell.edu/nutrient/CA4/CA0426.php',
};

export const CORNELL_K_SOURCES: Source = {
  title: 'Nutrient Management Competency Area 4, PO 28: potassium sources',
  publisher: 'Cornell University, Northeast Region Certified Crop Adviser study resources',
  year: null,
  url: 'https://nrcca.cals.cornell.edu/nutrient/CA4/CA0428.php',
};

// Crop removal.

export const POGA_WCFA_REMOVAL: Source = {
  title: 'Grower Manual: Fertility (Fertilizer requirement of cereals)',
  publisher:
    'Prairie Oat Growers Association; table sourced from the Western Canada Fertilizer Association',
  year: 2015,
  url: 'http://poga.ca/grower-manual/fertility',
  where:
    'Nutrients Used by Crops (kg/ha) at 3225 kg/ha: seed (removed), straw, total (uptake); last reviewed January 20, 2015',
};

export const FLAX_COUNCIL_2016: Source = {
  title: 'Flax Tips: Fertility Requirements for Flax',
  publisher: 'Flax Council of Canada',
  year: 2016,
  url: 'https://archive.flaxcouncil.ca/?p=12918',
  where:
    'Table 1: estimated macronutrient uptake and removal by flax (lb/bu), calculated from Nutrient Uptake and Removal by Field Crops, Western Canada 2001 (Canadian Fertilizer Institute)',
};

export const CCC_HOW_MUCH_FERTILIZER: Source = {
  title: 'How much fertilizer does canola need?',
  publisher:
    'Canola Council of Canada (Canola Watch), using the 2023 nutrient uptake and removal guidelines for Western Canada',
  year: null,
  url: 'https://canolacouncil.org/canola-watch/fundamentals/how-much-fertilizer-does-canola-need',
  where: 'Nitrogen: overall need',
};

export const SASKCANOLA_REMOVAL_REVISION: Source = {
  title: 'Revising the crop nutrient uptake and removal guidelines for Western Canada',
  publisher: 'SaskCanola (research summary; F. Walley, R. Farrell, G. Issah, J. Heard, L. Cowell)',
  year: 2023,
  url: 'https://www.saskcanola.com/research-project-articles/revising-the-crop-nutrient-uptake-and-removal-guidelines-for-western-canada',
  where: 'Grower benefits',
};

export const ALBERTA_BUSHEL_TONNE: Source = {
  title: 'Bushel / Tonne Converter',
  publisher:
    'Alberta Agriculture, Food and Rural Development (values from the Canada Grains Council 1999 Statistical Handbook)',
  year: 2002,
  url: 'https://bac-lac.wayback.archive-it.org/web/20080206174123/http://www.agric.gov.ab.ca/app19/calc/crop/bushel2tonne.jsp',
  where: 'Bushel equivalents per tonne',
};
