import {
  HomeNewslettersDocument,
  HomeTeamDocument,
  HomeTestimonialsDocument,
  type HomeNewslettersQuery,
  type HomeTeamQuery,
  type HomeTestimonialsQuery,
} from '../../graphql/generated/graphql';
import { svgImage } from '../../test/images';
import {
  mockData,
  mockLoading,
  mockNetworkError,
  type Answer,
  type TypedMock,
} from '../../test/mocks';
import { companyMock } from '../../app/company.mock';
import {
  technologyCardsErrorMock,
  technologyCardsLoadingMock,
  technologyCardsMock,
} from '../Technology/Technology.mock';

// Apollo mocks of the home page, one set per state (loading, empty, failure, success).

/** A person with the portrait the site has for them (backend/public/images/team/<name>.svg). */
function person(
  id: number,
  name: string,
  role: string,
  credentials: string | null,
): Answer<HomeTeamQuery['teamMembers'][number]> {
  const file = `/images/team/${name
    .replace(/^Dr\. /, '')
    .toLowerCase()
    .replace(/ /g, '-')}.svg`;
  return {
    __typename: 'TeamMember',
    id: String(id),
    name,
    role,
    credentials,
    bio: `${name} works with growers across the prairies.`,
    imageUrl: file,
    image: svgImage(file),
  };
}

export const teamMembers: Answer<HomeTeamQuery['teamMembers']> = [
  person(1, 'Harold Brandvold', 'Founder and President', 'B.Sc. Agriculture'),
  person(2, 'Dr. Elena Marchetti', 'Technical Director', 'Ph.D. Soil Science, P.Ag.'),
  person(3, 'Curtis Nakamura', 'Director of Agronomy', null),
  person(4, 'Brenda Halvorson', 'Farm Consultant, Central Alberta', 'P.Ag.'),
  person(5, 'Jason Whitford', 'Farm Consultant, Northeast Alberta', 'CCA'),
  person(6, 'Amrit Gill', 'Farm Consultant, West Central Saskatchewan', null),
];

export const testimonials: Answer<HomeTestimonialsQuery['testimonials']> = [
  {
    __typename: 'Testimonial',
    id: '1',
    customerName: 'Dale Kowalchuk, grain farmer near Vegreville',
    content: 'Emergence was more even and we saw about four extra bushels an acre.',
    rating: 5,
  },
  {
    __typename: 'Testimonial',
    id: '2',
    customerName: 'Trevor Lindqvist, cattle and forage near Camrose',
    content: 'Soil Booster brought life back to a tired hay field.',
    rating: 4,
  },
];

type Newsletter = Answer<HomeNewslettersQuery['newsletters']['edges'][number]['node']>;

/** The newest editions, newest first: the home page asks for the first one only. */
export const newsletters: Newsletter[] = [
  {
    __typename: 'Newsletter',
    id: '7',
    title: 'Fall Fertility and Organic Matter',
    date: '2026-10-15T18:00:00.000Z',
    summary: 'Fall is the best time to rebuild organic matter.',
    imageUrl: '/images/newsletters/2026-10.svg',
    image: svgImage('/images/newsletters/2026-10.svg'),
    pdfUrl: '/newsletters/2026-10.pdf',
  },
  {
    __typename: 'Newsletter',
    id: '5',
    title: 'NanoSorb Technology in the Field',
    date: '2026-06-15T18:00:00.000Z',
    summary: 'What the NanoSorb carrier did in this spring’s trials.',
    imageUrl: '/images/newsletters/2026-06.svg',
    image: svgImage('/images/newsletters/2026-06.svg'),
    pdfUrl: '/newsletters/2026-06.pdf',
  },
];

export function homeMocks({
  team = teamMembers,
  reviews = testimonials,
  letters = newsletters,
}: {
  team?: Answer<HomeTeamQuery['teamMembers']>;
  reviews?: Answer<HomeTestimonialsQuery['testimonials']>;
  /** The editions the server answers `newsletters(first: 1)` with: the first, or none. */
  letters?: Newsletter[];
} = {}): TypedMock[] {
  return [
    companyMock,
    technologyCardsMock,
    mockData(HomeTeamDocument, { data: { teamMembers: team } }),
    mockData(HomeTestimonialsDocument, { data: { testimonials: reviews } }),
    mockData(HomeNewslettersDocument, {
      data: {
        newsletters: {
          __typename: 'NewsletterConnection',
          edges: letters
            .slice(0, 1)
            .map((node) => ({ __typename: 'NewsletterEdge' as const, node })),
        },
      },
    }),
  ];
}

export const homeLoadingMocks: TypedMock[] = [
  companyMock,
  technologyCardsLoadingMock,
  mockLoading(HomeTeamDocument),
  mockLoading(HomeTestimonialsDocument),
  mockLoading(HomeNewslettersDocument),
];

export const homeErrorMocks: TypedMock[] = [
  companyMock,
  technologyCardsErrorMock,
  mockNetworkError(HomeTeamDocument, { error: new Error('Network down') }),
  mockNetworkError(HomeTestimonialsDocument, { error: new Error('Network down') }),
  mockNetworkError(HomeNewslettersDocument, { error: new Error('Network down') }),
];
