import { LONG_TEXT } from '../test/mockImages';
import { portraitImage } from '../test/siteImages';
import type { TeamMember } from './TeamMemberCard';

/** A person as the site shows them: texts from backend/src/modules/team/team.seed-data.ts. */
function member(slug: string, fields: Omit<TeamMember, 'imageUrl' | 'image'>): TeamMember {
  const image = portraitImage(slug);
  return { ...fields, imageUrl: image.url, image };
}

/** The site's team: three leaders (full cards), then four farm consultants (compact cards). */
export const teamMembersMock: TeamMember[] = [
  member('harold-brandvold', {
    name: 'Harold Brandvold',
    role: 'Founder and President',
    credentials: 'B.Sc. Agriculture',
    bio: 'Harold grew up on a mixed farm near Viking and spent twenty years in crop inputs before founding the company to bring regenerative practices and honest agronomy to prairie farms.',
  }),
  member('elena-marchetti', {
    name: 'Dr. Elena Marchetti',
    role: 'Technical Director',
    credentials: 'Ph.D. Soil Science, P.Ag.',
    bio: 'Elena leads product development and the field trial program. Her research on nanoscale nutrient carriers is the foundation of the NanoSorb technology.',
  }),
  member('curtis-nakamura', {
    name: 'Curtis Nakamura',
    role: 'Director of Agronomy',
    credentials: 'M.Sc. Plant Science, CCA',
    bio: 'Curtis builds fertility programs with growers across Alberta and Saskatchewan and trains the consultant team in soil diagnostics.',
  }),
  member('brenda-halvorson', {
    name: 'Brenda Halvorson',
    role: 'Farm Consultant, Central Alberta',
    credentials: 'P.Ag.',
    bio: 'Brenda works with grain and cattle operations between Red Deer and Camrose and specialises in forage fertility.',
  }),
  member('jason-whitford', {
    name: 'Jason Whitford',
    role: 'Farm Consultant, Northeast Alberta',
    credentials: 'CCA',
    bio: 'Jason covers the Vegreville and Vermilion area, with a focus on canola fertility and variable-rate prescriptions.',
  }),
  member('amrit-gill', {
    name: 'Amrit Gill',
    role: 'Farm Consultant, West Central Saskatchewan',
    bio: 'Amrit supports pulse and durum growers around Kindersley and Rosetown and runs our Saskatchewan strip trials.',
  }),
  member('marie-claire-tremblay', {
    name: 'Marie-Claire Tremblay',
    role: 'Organic Transition Consultant',
    credentials: 'P.Ag.',
    bio: 'Marie-Claire helps farms through the three-year transition to certified organic, from input selection to certification paperwork.',
  }),
];

export const teamMemberMock = teamMembersMock[0];

/** A consultant with no portrait and no credentials, and a very long bio. */
export const consultantWithoutPortraitMock: TeamMember = {
  name: 'Aiyana Cardinal',
  role: 'Farm Consultant, Alberta',
  bio: LONG_TEXT,
  imageUrl: '',
};
