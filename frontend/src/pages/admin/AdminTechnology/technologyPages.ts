import { PUBLIC_ROUTES, technologyPath, technologySummaryPath } from '../../../app/site-routes';
import type { TechnologyInput } from '../../../graphql/generated/admin-technology/graphql';
import { technologyPagePath } from '../../SoilTechnology/technologyKey';

/** A field of an entry the editor writes (the key is fixed). */
export type TechnologyField = keyof TechnologyInput;

/** The words the editor and its version history use for the fields. */
export const TECHNOLOGY_FIELD_LABELS: Record<TechnologyField, string> = {
  name: 'Name',
  title: 'Title',
  shortDescription: 'Short description',
  summary: 'Summary',
  fullDescription: 'Full description',
  steps: 'How it works',
  images: 'Images',
  imageAlts: 'Alternative texts',
  benefits: 'Key benefits',
  applications: 'Applications',
  developerQuote: 'Quote',
  relatedProducts: 'Related products',
};

/** A public page an entry's fields show on. */
export interface TechnologyPage {
  label: string;
  path: string;
  /** The page in a list's few words: its address, or where the cards are. */
  where: string;
  fields: readonly TechnologyField[];
}

const TECHNOLOGY_CARDS = 'Technology cards (home, products and soil diagnostics pages)';

/** A technology's three places: its full page, its short page and its card. */
function technologyPages(slug: 'micro-extraction' | 'nanosorb'): TechnologyPage[] {
  return [
    {
      label: 'Full page',
      path: technologyPath(slug),
      where: technologyPath(slug),
      fields: [
        'title',
        'shortDescription',
        'summary',
        'fullDescription',
        'steps',
        'images',
        'imageAlts',
        'benefits',
        'applications',
      ],
    },
    {
      label: 'Short page',
      path: technologySummaryPath(slug),
      where: technologySummaryPath(slug),
      fields: ['name', 'summary', 'images', 'imageAlts', 'benefits'],
    },
    {
      label: TECHNOLOGY_CARDS,
      path: PUBLIC_ROUTES.home.path,
      where: 'the technology cards',
      fields: ['name', 'summary', 'images'],
    },
  ];
}

/** /soil-diagnostics/technology with this entry's key. */
function soilTechnologyPage(key: string): TechnologyPage[] {
  return [
    {
      label: 'Technology detail page',
      path: technologyPagePath(key),
      where: technologyPagePath(key),
      fields: [
        'title',
        'shortDescription',
        'fullDescription',
        'images',
        'imageAlts',
        'benefits',
        'applications',
        'developerQuote',
        'relatedProducts',
      ],
    },
  ];
}

/**
 * The pages that show an entry, by its key, with the fields each shows (read from the pages'
 * queries: frontend/src/pages/Technology, SoilTechnology). The pages look entries up by these
 * keys, which is why the admin neither adds nor deletes entries.
 */
export function pagesOfTechnology(key: string): TechnologyPage[] {
  switch (key) {
    case 'micro-extraction':
    case 'nanosorb':
      return technologyPages(key);
    case 'technology':
    case 'soil-diagnostics':
      return soilTechnologyPage(key);
    default:
      return [];
  }
}

/** Where a field of the entry shows, in words for the editor's help line. */
export function whereFieldShows(pages: readonly TechnologyPage[], field: TechnologyField): string {
  const showing = pages.filter((page) => page.fields.includes(field));
  if (showing.length === 0) return 'Not shown on any page for this entry.';
  return `Shown on: ${showing.map((page) => page.label.toLowerCase()).join('; ')}.`;
}
