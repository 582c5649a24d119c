import { TeamGroup } from './team-member.entity.js';

/** Invented people: names, credentials and bios belong to no real person. */
export interface SeedTeamMember {
  name: string;
  role: string;
  credentials?: string;
  bio: string;
  group: TeamGroup;
  /** The person's colour in their illustrated portrait (clothing and background tint). */
  colour: string;
}

export const SEED_TEAM: SeedTeamMember[] = [
  {
    name: 'Harold Brandvold',
    role: 'Founder and President',
    credentials: 'B.Sc. Agriculture',
    bio: 'Harold grew up on a mixed farm near Viking and spent twenty years in crop inputs before founding the company to bring regenerative practices and honest agronomy to prairie farms.',
    group: TeamGroup.LEADERSHIP,
    colour: '#1f6f43',
  },
  {
    name: 'Dr. Elena Marchetti',
    role: 'Technical Director',
    credentials: 'Ph.D. Soil Science, P.Ag.',
    bio: 'Elena leads product development and the field trial program. Her research on nanoscale nutrient carriers is the foundation of the NanoSorb technology.',
    group: TeamGroup.LEADERSHIP,
    colour: '#2f5f9f',
  },
  {
    name: 'Curtis Nakamura',
    role: 'Director of Agronomy',
    credentials: 'M.Sc. Plant Science, CCA',
    bio: 'Curtis builds fertility programs with growers across Alberta and Saskatchewan and trains the consultant team in soil diagnostics.',
    group: TeamGroup.LEADERSHIP,
    colour: '#8a4b9c',
  },
  {
    name: 'Brenda Halvorson',
    role: 'Farm Consultant, Central Alberta',
    credentials: 'P.Ag.',
    bio: 'Brenda works with grain and cattle operations between Red Deer and Camrose and specialises in forage fertility.',
    group: TeamGroup.CONSULTANT,
    colour: '#c0832b',
  },
  {
    name: 'Jason Whitford',
    role: 'Farm Consultant, Northeast Alberta',
    credentials: 'CCA',
    bio: 'Jason covers the Vegreville and Vermilion area, with a focus on canola fertility and variable-rate prescriptions.',
    group: TeamGroup.CONSULTANT,
    colour: '#2e7d6b',
  },
  {
    name: 'Amrit Gill',
    role: 'Farm Consultant, West Central Saskatchewan',
    bio: 'Amrit supports pulse and durum growers around Kindersley and Rosetown and runs our Saskatchewan strip trials.',
    group: TeamGroup.CONSULTANT,
    colour: '#5b6f8c',
  },
  {
    name: 'Marie-Claire Tremblay',
    role: 'Organic Transition Consultant',
    credentials: 'P.Ag.',
    bio: 'Marie-Claire helps farms through the three-year transition to certified organic, from input selection to certification paperwork.',
    group: TeamGroup.CONSULTANT,
    colour: '#55803a',
  },
];

/** File stem of a portrait: the name in lower case with hyphens, without the "Dr." title. */
export function portraitSlug(name: string): string {
  return name
    .replace(/^Dr\.\s*/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}
