/**
 * Content of /soil-diagnostics/technology, under the two keys of the spec. Related products are
 * names; the site links them to /solutions/products/{slug}.
 */
export const SEED_TECHNOLOGIES = [
  {
    key: 'technology',
    title: 'NanoSorb and Micro Extraction Technology',
    shortDescription:
      'Two proprietary technologies that put more of every nutrient into the crop: nutrient absorption up to 35% better than traditional methods.',
    fullDescription: [
      'NanoSorb is a nanoscale carrier technology. Nutrients are held on carriers small enough to pass through leaf pores and root hairs, so less is tied up by the soil or lost to the air.',
      'Micro Extraction is our process for producing micronutrients of high purity from raw minerals, without the heavy metals that come with many commodity sources.',
      'Together they let growers apply lower rates with the same or better results, which is good for the crop, the soil and the budget.',
    ],
    images: ['/images/technology/nanosorb.svg', '/images/technology/micro-extraction.svg'],
    imageAlts: [
      'Nanoscale carriers around a root hair',
      'Micro Extraction process from raw mineral to liquid nutrient',
    ],
    benefits: [
      'Nutrient absorption up to 35% better than traditional methods',
      'Lower application rates for the same result',
      'Less tie-up in cold or high-pH soils',
      'High-purity micronutrients',
    ],
    applications: [
      'Seed-placed starters at seeding',
      'In-crop foliar feeding',
      'Fertigation in irrigated crops',
    ],
    developerQuote:
      'We set out to feed the crop, not the soil chemistry. NanoSorb gets nutrients where the plant can use them, when it needs them.',
    relatedProducts: ['Elite Phos', 'Elite Nitro', 'Elite Gro'],
  },
  {
    key: 'soil-diagnostics',
    title: 'Soil Diagnostics',
    shortDescription:
      'Field-by-field soil testing and interpretation that turns lab numbers into a fertility plan you can act on.',
    fullDescription: [
      'Every recommendation starts with the soil. Our consultants sample by zone, and our laboratory follows Good Laboratory Practice for every analysis.',
      'Beyond nitrogen, phosphorus, potassium and sulphur, we look at organic matter, biological activity and micronutrients, the factors that separate average fields from great ones.',
      'The result is a written plan for each field, with products, rates and timing, reviewed with you before seeding.',
    ],
    images: ['/images/fields/soil-profile.svg', '/images/consultation/soil-sampling.svg'],
    imageAlts: ['A black chernozem soil profile', 'A consultant taking soil cores'],
    benefits: [
      'Zone sampling that reflects real field variability',
      'Biological and micronutrient testing, not only N-P-K',
      'A written plan per field',
      'Follow-up tissue tests in season',
    ],
    applications: [
      'Fall and spring fertility planning',
      'Diagnosing poor areas of a field',
      'Organic transition planning',
    ],
    developerQuote:
      'A soil test is the cheapest input on the farm, and the one that makes every other input pay.',
    relatedProducts: ['Soil Booster', 'Prime Micro Calcium', 'Elite K'],
  },
];
