/**
 * The newsletter editions of the last twelve months (a site launched in late 2026). Bodies are plain multi-line text written to exercise every
 * branch of the site's line-by-line rule (spec section 4): title-like headings, sentences, bullets
 * ("• " and "- "), empty spacer lines, lines with "Salt Index", "%" or "One Unit Equals", lines
 * starting with a digit, and very short and very long lines.
 */
export interface SeedNewsletter {
  /** yyyy-mm, also the file stem of the image and the PDF. */
  issue: string;
  title: string;
  summary: string;
  content: string;
  /** False: published without a PDF edition (pdfUrl ""). */
  hasPdf: boolean;
}

export const SEED_NEWSLETTERS: SeedNewsletter[] = [
  {
    issue: '2025-11',
    title: 'Year in Review: Lessons From the 2025 Season',
    summary:
      'A dry June, a wet August and an early frost: what our consultants learned from walking hundreds of fields across Alberta and Saskatchewan this year.',
    hasPdf: false,
    content: [
      'A Season of Extremes',
      'Dry conditions in June held back tillering, then August rain delayed harvest across much of the parkland.',
      '',
      'What Worked',
      '- Split nitrogen applications paid off when June was dry',
      '- Foliar potassium helped pulses hold pods through the heat',
      '- Fields with higher organic matter held moisture longer',
      '',
      'Customer Results',
      'Average yield gain on trial strips: 4.2 bu/ac in canola and 5.1 bu/ac in wheat.',
      '12% of sampled fields showed zinc deficiency on knolls.',
      'Thank You',
    ].join('\n'),
  },
  {
    issue: '2026-02',
    title: 'Planning Your 2026 Fertility Program',
    summary:
      'Winter is the time to read last year’s soil tests, price inputs early and decide where every dollar of fertilizer will pay back the most.',
    hasPdf: true,
    content: [
      'Start With the Soil Test',
      'A fertility plan is only as good as the soil samples behind it. If you did not sample last fall, plan to sample as soon as the frost leaves.',
      '',
      'What to Look For',
      '• Nitrate and sulphate at 0-6 and 6-24 inches',
      '• Phosphorus and potassium trends over three years',
      '• Organic matter below 3% on knolls and eroded areas',
      '',
      'Booking Early',
      'Booking before March 15 locks in winter pricing and guarantees tote delivery from the Tofield warehouse before seeding.',
      '2026 early booking closes March 15.',
      'Ask us',
      'Call your farm consultant or the head office and we will walk through your numbers together, field by field, with last year’s yield maps and this winter’s soil tests side by side, so the plan fits both your agronomy and your cash flow.',
    ].join('\n'),
  },
  {
    issue: '2026-03',
    title: 'Understanding Fertilizer Salt Index',
    summary:
      'Salt index explains why some fertilizers injure seed and others do not. We explain the numbers and how to use them when planning seed-placed rates.',
    hasPdf: true,
    content: [
      'What Is Salt Index?',
      'Salt Index compares the osmotic effect of a fertilizer with sodium nitrate, which is set at 100.',
      'One Unit Equals the effect of the same weight of sodium nitrate',
      '',
      'Reading the Numbers',
      '• Potassium chloride: Salt Index 116',
      '• Urea: Salt Index 75',
      '• Monoammonium phosphate: Salt Index 27',
      '• Elite Phos: Salt Index 8 at the labelled rate',
      '',
      'Practical Guidance',
      'Lower numbers are safer with the seed, but rate and soil moisture matter just as much.',
      '2026 seed-placed guidelines are available from your consultant.',
      'Coming soon: our Salt Index App',
      'Dry soils',
    ].join('\n'),
  },
  {
    issue: '2026-05',
    title: 'Seeding Season: Getting Phosphorus Right',
    summary:
      'Cold soils lock up phosphorus just when young crops need it most. Here is how seed-placed starters and Elite Phos help crops get off to an even start.',
    hasPdf: true,
    content: [
      'Why Phosphorus Matters Early',
      'Young roots can only reach a few centimetres of soil. Phosphorus that is not right beside the seed might as well not be there.',
      '',
      'Seed-Placed Safety Limits',
      'Salt Index and ammonia both limit how much fertilizer can go with the seed.',
      '- Canola: stay within the labelled safe rate for your row spacing',
      '- Wheat and barley: more tolerant, but watch dry seedbeds',
      '- Peas and lentils: keep nitrogen with the seed to a minimum',
      '',
      'Elite Phos in Cold Soils',
      'Elite Phos keeps phosphate available in soils below 10 °C, and trials showed up to 35% better uptake in the first four weeks.',
      '35 growers joined the 2025 strip trials.',
      'One Unit Equals one acre at the standard 2 L rate',
      'Tip',
    ].join('\n'),
  },
  {
    issue: '2026-06',
    title: 'NanoSorb Technology in the Field',
    summary:
      'Three seasons of on-farm trials with the NanoSorb carrier: what the data says about nutrient absorption, early vigour and return on investment.',
    hasPdf: true,
    content: [
      'How NanoSorb Works',
      'Nanoscale carriers hold nutrients in a form roots and leaves absorb easily, so less is tied up by the soil.',
      '',
      'Trial Results at a Glance',
      '- Nutrient absorption up to 35% better than traditional methods',
      '- Earlier canopy closure in canola',
      '- Higher protein in hard red spring wheat',
      '',
      'Where It Fits',
      'NanoSorb is built into Elite Phos, Elite Nitro and Elite Gro, so there is nothing extra to buy or mix.',
      '3 seasons, 48 sites, 2 provinces.',
      'Questions From Growers',
      'Is NanoSorb safe for soil life? Yes: the carrier breaks down into naturally occurring compounds within a season.',
    ].join('\n'),
  },
  {
    issue: '2026-08',
    title: 'Harvest Prep and Fall Soil Sampling',
    summary:
      'Fall sampling gives you the most time to plan. We cover sampling depth, timing and what to do with straw and chaff to keep nutrients cycling.',
    hasPdf: true,
    content: [
      'Sample After Harvest',
      'Sample once soils cool below 10 °C so the numbers reflect what will carry over to spring.',
      '',
      'A Simple Sampling Routine',
      '• Take 15 to 20 cores per field zone',
      '• Keep 0-6 and 6-24 inch depths separate',
      '• Avoid old bale yards, field edges and headlands',
      '',
      'Residue and Nutrient Cycling',
      'Spreading straw and chaff evenly returns potassium and feeds the microbes that build organic matter.',
      'Soil Booster with fall anhydrous: what to expect',
      'A 60 bushel wheat crop removes roughly 40 lb of nitrogen in the straw alone, which is why residue management matters as much as the fertilizer you buy in spring.',
    ].join('\n'),
  },
  {
    issue: '2026-10',
    title: 'Fall Fertility and Organic Matter',
    summary:
      'Fall is the best time to rebuild organic matter. We look at Carbon Rebuild on eroded knolls and how cover crops fit a short prairie season.',
    hasPdf: true,
    content: [
      'Rebuilding Eroded Knolls',
      'Hilltops lose topsoil first and often yield half of the field average.',
      '',
      'Three Steps for Fall',
      '• Map low-yield zones from your combine data',
      '• Spread Carbon Rebuild at 2 to 4 tonnes per acre',
      '• Seed a fall rye cover where moisture allows',
      '',
      'Cover Crops in a Short Season',
      'Fall rye and winter triticale are the most reliable choices after an early harvest in central Alberta.',
      'Organic matter rose 0.4% in three years on our demonstration knoll.',
      'Book Your Fall Consultation',
      'Our consultants are booking fall field walks now across Alberta and Saskatchewan; call the office and we will match you with the consultant closest to your farm.',
    ].join('\n'),
  },
];

export function newsletterDate(issue: string): Date {
  // Mid-month, mid-day UTC: the month shown is the same in every North American time zone.
  return new Date(`${issue}-15T18:00:00.000Z`);
}
