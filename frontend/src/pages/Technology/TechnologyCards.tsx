import { usePageQuery } from '../../app/page-data';
import type { ReactNode } from 'react';
import { DataState, ErrorState, TechnologyCard } from 'ui-kit';
import { technologyPath, type TechnologySlug } from '../../app/site-routes';
import {
  TechnologyCardsDocument,
  type TechnologyCardsQuery,
} from '../../graphql/generated/graphql';

type Technology = NonNullable<TechnologyCardsQuery['nanosorb']>;

/** The cards in the order they are shown, each with the slug of its pages. */
const CARDS = [
  { slug: 'micro-extraction', alias: 'microExtraction' },
  { slug: 'nanosorb', alias: 'nanosorb' },
] as const satisfies readonly {
  slug: TechnologySlug;
  alias: Exclude<keyof TechnologyCardsQuery, '__typename'>;
}[];

export interface TechnologyCardsProps {
  /** Where each card's "Learn More" goes: the full technology page by default. */
  href?: (slug: TechnologySlug) => string;
  className?: string;
  /** The list opens its page's first screen: the first card's image is fetched at once. */
  aboveTheFold?: boolean;
  /** Further `<li>` cards after the two technologies, shown whatever the query's state. */
  children?: ReactNode;
}

/**
 * The Micro Extraction and NanoSorb cards, as a list (home, products and soil diagnostics pages):
 * their names, summaries and images come from the API's entries "micro-extraction" and "nanosorb".
 */
export function TechnologyCards({
  href = technologyPath,
  className,
  aboveTheFold = false,
  children,
}: TechnologyCardsProps) {
  const query = usePageQuery(TechnologyCardsDocument, {
    // An entry that is missing (its alias NOT_FOUND) leaves the other card to show: the answer
    // keeps both its data and its errors, and the server hands the same data to the browser.
    errorPolicy: 'all',
  });
  return (
    <ul className={['pe-grid', 'pe-list-reset', className].filter(Boolean).join(' ')}>
      <DataState
        state={query}
        keepDataOnError
        isEmpty={(data) => CARDS.every(({ alias }) => !data[alias])}
        empty={null}
        loading={CARDS.map(({ slug }) => (
          <li key={slug}>
            <TechnologyCard title="" description="" href={href(slug)} loading />
          </li>
        ))}
        failure={() => (
          <li>
            <ErrorState message="Failed to load technologies. Please try again later." />
          </li>
        )}
        success={(data) =>
          CARDS.map(({ slug, alias }, index) => {
            const technology: Technology | null = data[alias];
            if (!technology) return null;
            return (
              <li key={slug}>
                <TechnologyCard
                  title={technology.name}
                  description={technology.summary}
                  href={href(slug)}
                  image={technology.responsiveImages[0] ?? null}
                  imagePriority={aboveTheFold && index === 0}
                />
              </li>
            );
          })
        }
      />
      {children}
    </ul>
  );
}
