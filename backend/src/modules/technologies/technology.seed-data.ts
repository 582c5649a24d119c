/**
 * The built-in technology content, one entry per key: "technology" and "soil-diagnostics" for
 * /soil-diagnostics/technology, and one entry per technology ("micro-extraction", "nanosorb") for
 * its full page /technologies/{key}, its short page under /soil-diagnostics and its card. Related
 * products are names; the site links them to /solutions/products/{slug}. The first two entries
 * have no "How It Works" steps, and their name and summary repeat their title and short
 * description, as the migration that added those columns gives a row seeded before.
 */
export const SEED_TECHNOLOGIES = [
  {
    key: 'technology',
    name: 'NanoSorb and Micro Extraction Technology',
    title: 'NanoSorb and Micro Extraction Technology',
    shortDescription:
      'Two proprietary technologies that put more of every nutrient into the crop: nutrient absorption up to 35% better than traditional methods.',
    summary:
      'Two proprietary technologies that put more of every nutrient into the crop: nutrient absorption up to 35% better than traditional methods.',
    fullDescription: [
      'NanoSorb is a nanoscale carrier technology. Nutrients are held on carriers small enough to pass through leaf pores and root hairs, so less is tied up by the soil or lost to the air.',
      'Micro Extraction is our process for producing micronutrients of high purity from raw minerals, without the heavy metals that come with many commodity sources.',
      'Together they let growers apply lower rates with the same or better results, which is good for the crop, the soil and the budget.',
    ],
    steps: [],
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
    name: 'Soil Diagnostics',
    title: 'Soil Diagnostics',
    shortDescription:
      'Field-by-field soil testing and interpretation that turns lab numbers into a fertility plan you can act on.',
    summary:
      'Field-by-field soil testing and interpretation that turns lab numbers into a fertility plan you can act on.',
    fullDescription: [
      'Every recommendation starts with the soil. Our consultants sample by zone, and our laboratory follows Good Laboratory Practice for every analysis.',
      'Beyond nitrogen, phosphorus, potassium and sulphur, we look at organic matter, biological activity and micronutrients, the factors that separate average fields from great ones.',
      'The result is a written plan for each field, with products, rates and timing, reviewed with you before seeding.',
    ],
    steps: [],
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
  {
    key: 'micro-extraction',
    name: 'Micro Extraction',
    title: 'Micro Extraction Technology',
    shortDescription:
      'Extracting and concentrating the plant-available fraction of micronutrients, so every litre feeds the crop.',
    summary:
      'Micro Extraction draws zinc, manganese, copper, iron and boron out of high-grade mineral sources in a form plants can take up, then concentrates and purifies it into clean liquid micronutrients.',
    fullDescription: [
      'Most micronutrient sources contain far more of an element than a crop can ever use: much of it is locked in insoluble compounds that stay in the soil, and commodity sources can carry heavy metals along with it.',
      'Micro Extraction is our process for separating the plant-available fraction from the rest. The result is a concentrated, high-purity micronutrient that works at low rates on cold, high-pH prairie soils, where zinc, manganese and copper deficiencies are common.',
    ],
    images: ['/images/technology/micro-extraction.svg'],
    imageAlts: ['Micro Extraction process from raw mineral to liquid nutrient'],
    steps: [
      {
        title: 'Select the source',
        text: 'We start from tested, high-grade mineral and natural sources of zinc, manganese, copper, iron and boron, each checked for heavy metals before it enters the plant.',
      },
      {
        title: 'Extract the available fraction',
        text: 'A mild, low-temperature extraction with organic acids dissolves the nutrient into its ionic form and leaves insoluble residue and most impurities behind.',
      },
      {
        title: 'Concentrate and purify',
        text: 'Filtration and gentle evaporation concentrate the extract, so a small volume carries a full dose of micronutrient.',
      },
      {
        title: 'Chelate and stabilise',
        text: 'Organic chelates hold the nutrient in solution, keeping it plant-available in high-pH soils and stable in most tank mixes.',
      },
    ],
    benefits: [
      'More plant-available micronutrient in every litre',
      'High purity, with low heavy metal content',
      'Effective at low application rates',
      'Stays available in cold and high-pH soils',
      'Consistent analysis from batch to batch',
    ],
    applications: [
      'Seed-placed and in-furrow starter blends',
      'Foliar correction of zinc, manganese and copper deficiency in cereals, canola and pulses',
      'Fertigation in irrigated crops',
      'Blending into liquid fertilizer programs',
    ],
    developerQuote:
      'Most of the zinc in a commodity source never reaches the crop. We keep only the part the plant can use, so a litre does the work of a bag.',
    relatedProducts: ['Prime Micro Zinc', 'Prime Micro Calcium', 'Elite Gro'],
  },
  {
    key: 'nanosorb',
    name: 'NanoSorb',
    title: 'NanoSorb Technology',
    shortDescription:
      'A nanoscale carrier technology: nutrient absorption up to 35% better than traditional methods.',
    summary:
      'NanoSorb holds nutrients on carriers small enough to pass through leaf pores and root hairs, so less is tied up by the soil or lost to the air: nutrient absorption up to 35% better than traditional methods.',
    fullDescription: [
      'A large share of applied fertilizer never reaches the crop. Phosphate binds to calcium in high-pH soils, nitrogen escapes to the air, and foliar nutrients dry on the leaf before they are absorbed.',
      'NanoSorb is a nanoscale carrier technology that protects nutrients on the way to the plant and delivers them where they are absorbed. In our trials it raised nutrient absorption up to 35% better than traditional methods.',
    ],
    images: ['/images/technology/nanosorb.svg'],
    imageAlts: ['Nanoscale carriers around a root hair'],
    steps: [
      {
        title: 'Load the carrier',
        text: 'Nutrients are bound to nanoscale carrier particles with a very large surface area, so a small amount of carrier holds a full dose.',
      },
      {
        title: 'Protect the nutrient',
        text: 'The carrier shields nutrients from tie-up with calcium, iron and aluminium in the soil and reduces losses to the air and to leaching.',
      },
      {
        title: 'Deliver at the point of uptake',
        text: 'Carriers are small enough to move through leaf stomata and along root hairs, putting nutrients right where the plant absorbs them.',
      },
      {
        title: 'Release steadily',
        text: 'Nutrients come off the carrier over days rather than hours, matching the crop’s demand instead of flooding it once.',
      },
    ],
    benefits: [
      'Nutrient absorption up to 35% better than traditional methods',
      'Lower application rates for the same result',
      'Less tie-up in cold or high-pH soils',
      'Reduced losses to the air and to leaching',
      'A steady supply through the crop’s fastest growth',
    ],
    applications: [
      'Phosphorus starters at seeding',
      'In-crop foliar nitrogen and micronutrients',
      'Fertigation in irrigated crops',
      'Carrier for organic and biological products',
    ],
    developerQuote:
      'A fertilizer is only as good as the share of it the crop takes up. NanoSorb raises that share in the field, not just in the lab.',
    relatedProducts: ['Elite Phos', 'Elite Nitro', 'Elite K'],
  },
];
