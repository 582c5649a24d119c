import { LONG_TEXT, mockImage } from '../test/mockImages';
import type { TeamMember } from './TeamMemberCard';

export const teamMembersMock: TeamMember[] = [
  {
    name: 'Dana Whitford',
    role: 'Founder & Agronomist',
    credentials: 'P.Ag., M.Sc. Soil Science',
    bio: 'Three decades of soil fertility work across central Alberta, from black chernozems to grey wooded soils.',
    imageUrl: mockImage('Dana', '#c9dbbd', 480, 480),
  },
  {
    name: 'Marcel Ouellette',
    role: 'Technical Director',
    credentials: 'Ph.D. Plant Nutrition',
    bio: 'Leads product development of the Micro Extraction and NanoSorb carrier technologies.',
    imageUrl: mockImage('Marcel', '#b7cfa3', 480, 480),
  },
  {
    name: 'Priya Sandhu',
    role: 'Operations Manager',
    bio: 'Keeps the Tofield warehouse and deliveries running on time through seeding and harvest.',
    imageUrl: mockImage('Priya', '#a9c48e', 480, 480),
  },
  {
    name: 'Logan Freund',
    role: 'Farm Consultant, Saskatchewan',
    credentials: 'CCA',
    bio: 'Works with grain growers around Lloydminster on soil testing and variable-rate plans.',
    imageUrl: mockImage('Logan', '#c9b98f', 480, 480),
  },
  {
    name: 'Aiyana Cardinal',
    role: 'Farm Consultant, Alberta',
    bio: LONG_TEXT,
    imageUrl: '',
  },
];

export const teamMemberMock = teamMembersMock[0];
