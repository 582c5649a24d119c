import {
  AFE_SEED_PLACING,
  CCC_HOW_MUCH_FERTILIZER,
  CCC_RIGHT_RATES,
  MB_SEED_PLACED_N,
  POGA_WCFA_REMOVAL,
  SASKCANOLA_REMOVAL_REVISION,
  YUDIN_2015,
  type Source,
} from './references.js';
import { SALT_INDEX_NOTE } from './seed-row.js';

/** What a number cannot tell the farmer, said on the page beside it. */
export interface Caveat {
  text: string;
  source?: Source;
}

export const OPTIMIZE_CAVEATS: readonly Caveat[] = [
  {
    text: 'Targets from a yield goal estimate what the harvested seed removes. That is not a fertilizer recommendation: the whole crop takes up more than the seed carries away, and not all fertilizer reaches the crop.',
    source: POGA_WCFA_REMOVAL,
  },
  {
    text: 'Removal per bushel varies widely with weather, variety and management; the coefficients are guidelines, not prescriptions.',
    source: SASKCANOLA_REMOVAL_REVISION,
  },
  {
    text: 'Not all the nitrogen in a soil test is there for this year’s crop: often about half is tied up, and mineralization adds more or less depending on organic matter and moisture.',
    source: CCC_HOW_MUCH_FERTILIZER,
  },
  {
    text: 'The plan meets the targets you give. It cannot tell whether they suit your field; a soil test read by an agronomist can.',
  },
  {
    text: 'A least-cost plan is only as good as the prices behind it and the date they were set.',
  },
  {
    text: 'The plan does not say where each product goes. What is placed with the seed needs its own check in the Salt Index App.',
  },
];

export const SALT_INDEX_CAVEATS: readonly Caveat[] = [
  { text: SALT_INDEX_NOTE.text, source: SALT_INDEX_NOTE.source },
  {
    text: 'Published salt index tables disagree and are seldom attributed; the tool names the table it uses.',
    source: YUDIN_2015,
  },
  {
    text: 'The safe rates are approximate. The width of spread varies with air flow, soil type, moisture, trash and other conditions, so it must be checked in the field.',
    source: MB_SEED_PLACED_N,
  },
  {
    text: 'Rain within about a week of seeding can lessen the injury, but the rate placed should suit the moisture at seeding.',
    source: AFE_SEED_PLACING,
  },
  {
    text: 'Polymer-coated nitrogen (such as ESN) can allow more N with the seed; the check treats all nitrogen like urea.',
    source: CCC_RIGHT_RATES,
  },
  {
    text: 'A “safe” answer is not a promise of a full stand: seed quality, seeding depth and weather also decide it.',
  },
];
