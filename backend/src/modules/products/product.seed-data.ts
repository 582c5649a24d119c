import { ProductCategory } from './product.entity.js';

/**
 * The built-in product range (invented, realistic for prairie field crops). Images and PDFs named
 * here are real files under backend/public, made by backend/scripts/generate-assets.ts and
 * generate-pdfs.ts from this same list.
 */
export interface SeedCertification {
  type: string;
  /** File name under /documents/certifications/. */
  file: string;
}

/** A container farmers buy: a 1000 L IBC tote, a 10–20 L jug, a 20 L pail, a sack or a bulk bag. */
export interface SeedPackaging {
  kind: 'tote' | 'jug' | 'pail' | 'sack' | 'bulk-bag';
  /** As printed on the container and in the SVG's own title, e.g. "1000 L tote". */
  size: string;
}

export interface SeedProduct {
  name: string;
  category: ProductCategory;
  description: string;
  features: string[];
  /** Main colour of the packaging's label in the product illustration. */
  colour: string;
  /** How the product is sold, drawn in its illustration. */
  packaging: SeedPackaging;
  /** Guaranteed analysis printed on the label and the safety data sheet. */
  analysis: string;
  certifications: SeedCertification[];
}

const CFIA = 'CFIA Fertilizer Registration';
const ISO = 'ISO 9001:2015 Manufacturing';
const OMRI = 'OMRI Listed';
const COR = 'Canada Organic Regime (COR)';

function certs(slug: string, ...types: string[]): SeedCertification[] {
  return types.map((type) => ({
    type,
    file: `${slug}-${type
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}.pdf`,
  }));
}

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    name: 'Elite Phos',
    category: ProductCategory.PLANT_NUTRITION,
    description:
      'A liquid phosphorus starter built on our NanoSorb carrier. Elite Phos keeps phosphate available in cold prairie soils at seeding, so canola, wheat and pulses root faster and emerge evenly. Apply in-furrow or as a seed-placed band with your regular starter program.',
    features: [
      'Nanoscale carrier keeps phosphate available in cold, high-pH soils',
      'Safe for seed-placed application at labelled rates',
      'Stronger early root growth and more even emergence',
      'Mixes with most liquid starter blends',
    ],
    colour: '#1f6f43',
    packaging: { kind: 'tote', size: '1000 L tote' },
    analysis: '6-24-6 with chelated zinc 0.5%',
    certifications: certs('elite-phos', CFIA, ISO),
  },
  {
    name: 'Elite Nitro',
    category: ProductCategory.PLANT_NUTRITION,
    description:
      'A stabilised liquid nitrogen for in-crop top-dress. Elite Nitro combines urea and ammonium nitrogen with a urease inhibitor so more of every litre reaches the crop instead of the air, even when rain is a week away.',
    features: [
      'Urease inhibitor cuts volatilisation losses after application',
      'Top-dress or through-the-sprayer in-crop application',
      'Compatible with most herbicide tank mixes (jar test first)',
      'Steady nitrogen supply through stem elongation',
    ],
    colour: '#2f5f9f',
    packaging: { kind: 'tote', size: '1000 L tote' },
    analysis: '28-0-0 with NBPT urease inhibitor',
    certifications: certs('elite-nitro', CFIA, ISO),
  },
  {
    name: 'Elite Gro',
    category: ProductCategory.PLANT_NUTRITION,
    description:
      'A balanced foliar feed with micronutrients for the weeks when the crop grows fastest. Elite Gro supports tillering in cereals and branching in canola and corrects hidden hunger before it costs yield.',
    features: [
      'Balanced N-P-K with copper, manganese and boron',
      'Foliar uptake within hours of application',
      'Supports tillering in cereals and branching in canola',
      'Low salt index, gentle on leaves in hot weather',
    ],
    colour: '#3d8b37',
    packaging: { kind: 'jug', size: '10 L jug' },
    analysis: '10-10-10 with Cu 0.2%, Mn 0.2%, B 0.1%',
    certifications: certs('elite-gro', CFIA, ISO),
  },
  {
    name: 'Elite K',
    category: ProductCategory.PLANT_NUTRITION,
    description:
      'A chloride-free liquid potassium for crops under stress. Elite K strengthens stems, improves water use in dry spells and helps pulses and potatoes fill evenly on the lighter soils of the parkland.',
    features: [
      'Chloride-free potassium source',
      'Improves standability and water use efficiency',
      'Helps pulses and potatoes fill evenly',
      'Foliar or fertigation application',
    ],
    colour: '#8a4b9c',
    packaging: { kind: 'jug', size: '20 L jug' },
    analysis: '0-0-25 with sulphur 8%',
    certifications: certs('elite-k', CFIA, ISO),
  },
  {
    name: 'Prime Micro Calcium',
    category: ProductCategory.PLANT_NUTRITION,
    description:
      'A calcium and boron foliar supplement that moves where the plant needs it. Prime Micro Calcium supports cell walls in pods, tubers and heads, improving quality and shelf life for peas, potatoes and vegetables.',
    features: [
      'Complexed calcium with boron for mobility in the plant',
      'Firmer pods and tubers, fewer quality downgrades',
      'Tank-mixes with fungicides at flowering',
      'Micro Extraction process for high purity',
    ],
    colour: '#c0832b',
    packaging: { kind: 'jug', size: '10 L jug' },
    analysis: 'Calcium 10%, boron 0.5%',
    certifications: certs('prime-micro-calcium', CFIA, ISO),
  },
  {
    name: 'Prime Micro Zinc',
    category: ProductCategory.PLANT_NUTRITION,
    description:
      'A concentrated chelated zinc for corn, flax and beans on eroded knolls and high-pH soils. Prime Micro Zinc corrects deficiency quickly and stays in solution in hard water.',
    features: [
      'EDTA-chelated zinc stays available in high-pH soils',
      'Corrects deficiency symptoms within a week',
      'Stable in hard water',
      'Seed-placed or foliar application',
    ],
    colour: '#5b6f8c',
    packaging: { kind: 'jug', size: '10 L jug' },
    analysis: 'Zinc 9% (EDTA chelate)',
    certifications: certs('prime-micro-zinc', CFIA),
  },
  {
    name: 'Soil Booster',
    category: ProductCategory.SOIL_HEALTH,
    description:
      'A humic and fulvic soil conditioner with beneficial microbes. Soil Booster wakes up tired soils, improves aggregate stability and helps fertilizer go further, one season after another.',
    features: [
      'Humic and fulvic acids from Alberta leonardite',
      'Live Bacillus strains for nutrient cycling',
      'Better aggregate stability and water infiltration',
      'Apply with liquid fertilizer at seeding or in the fall',
    ],
    colour: '#6b4a2b',
    packaging: { kind: 'tote', size: '1000 L tote' },
    analysis: 'Humic acids 12%, fulvic acids 3%, Bacillus spp. 1 x 10^8 CFU/mL',
    certifications: certs('soil-booster', CFIA, OMRI),
  },
  {
    name: 'Humic Plus',
    category: ProductCategory.SOIL_HEALTH,
    description:
      'A high-strength humic acid concentrate for sandy and saline-prone soils. Humic Plus raises the holding capacity of the soil so nutrients stay in the root zone instead of leaching away.',
    features: [
      'Raises cation exchange capacity of light soils',
      'Buffers salts near the seed row',
      'Concentrated: low rates per acre',
      'Works with both conventional and organic programs',
    ],
    colour: '#4a3a2a',
    packaging: { kind: 'pail', size: '20 L pail' },
    analysis: 'Humic acids 18%',
    certifications: certs('humic-plus', CFIA, OMRI),
  },
  {
    name: 'Bio Root Activator',
    category: ProductCategory.SOIL_HEALTH,
    description:
      'A mycorrhizal and rhizobacteria inoculant that extends the root system. Bio Root Activator improves phosphorus uptake and drought tolerance, especially in pulses and flax.',
    features: [
      'Mycorrhizal fungi and root-colonising bacteria',
      'Improves phosphorus uptake in pulses and flax',
      'Better drought tolerance through deeper rooting',
      'Seed or in-furrow application',
    ],
    colour: '#7a5c3a',
    packaging: { kind: 'sack', size: '10 kg sack' },
    analysis: 'Glomus intraradices 100 propagules/g, Bacillus subtilis 1 x 10^9 CFU/g',
    certifications: certs('bio-root-activator', CFIA, OMRI),
  },
  {
    name: 'Carbon Rebuild',
    category: ProductCategory.SOIL_HEALTH,
    description:
      'A biochar and compost blend for rebuilding organic matter on eroded hilltops and reclaimed land. Carbon Rebuild adds stable carbon that lasts for decades and feeds soil life.',
    features: [
      'Stable biochar carbon with mature compost',
      'Targets eroded knolls and low-organic-matter areas',
      'Improves water holding capacity',
      'Spread with a standard manure spreader',
    ],
    colour: '#3b3b3b',
    packaging: { kind: 'bulk-bag', size: '1 tonne bulk bag' },
    analysis: 'Organic carbon 45%, biochar 30%',
    certifications: certs('carbon-rebuild', CFIA, COR),
  },
  {
    name: 'Organic Kelp Max',
    category: ProductCategory.ORGANIC_SOLUTIONS,
    description:
      'A cold-processed North Atlantic kelp extract for certified organic growers. Organic Kelp Max supplies natural growth hormones, trace minerals and amino acids that help crops through frost, heat and hail.',
    features: [
      'Cold-processed to keep natural cytokinins',
      'Helps crops recover from frost, heat and hail stress',
      'Approved for certified organic production',
      'Foliar or seed treatment',
    ],
    colour: '#2e7d6b',
    packaging: { kind: 'jug', size: '10 L jug' },
    analysis: 'Kelp extract 100%, potassium 2%',
    certifications: certs('organic-kelp-max', OMRI, COR),
  },
  {
    name: 'Organic Fish Hydrolysate',
    category: ProductCategory.ORGANIC_SOLUTIONS,
    description:
      'An enzymatically digested fish fertilizer that feeds both crop and soil biology. Organic Fish Hydrolysate is a reliable organic nitrogen source for market gardens, hay and cereals.',
    features: [
      'Enzymatic digestion keeps proteins and oils intact',
      'Quick organic nitrogen plus amino acids',
      'Feeds soil fungi and bacteria',
      'Screened for use through drip lines',
    ],
    colour: '#1d5b79',
    packaging: { kind: 'pail', size: '20 L pail' },
    analysis: '4-1-1 from hydrolysed fish',
    certifications: certs('organic-fish-hydrolysate', OMRI, COR),
  },
  {
    name: 'Organic Compost Tea Concentrate',
    category: ProductCategory.ORGANIC_SOLUTIONS,
    description:
      'A shelf-stable concentrate of aerobic compost extract for organic and transitioning farms. It brings a diverse microbial community to the field without brewing equipment.',
    features: [
      'No brewing needed: dilute and spray',
      'Diverse aerobic microbial community',
      'Improves residue breakdown after harvest',
      'Approved for certified organic production',
    ],
    colour: '#55803a',
    packaging: { kind: 'pail', size: '20 L pail' },
    analysis: 'Compost extract with humic substances 2%',
    certifications: certs('organic-compost-tea-concentrate', OMRI, COR),
  },
];
