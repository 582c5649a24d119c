import type { ReactNode } from 'react';
import { TechnologyCard } from 'ui-kit';
import { technologyPath } from '../../app/site-routes';
import { TECHNOLOGY_LIST, type TechnologyContent } from './technologyContent';

export interface TechnologyCardsProps {
  /** Where each card's "Learn More" goes: the full technology page by default. */
  href?: (technology: TechnologyContent) => string;
  className?: string;
  /** The list opens its page's first screen: the first card's image is fetched at once. */
  aboveTheFold?: boolean;
  /** Further `<li>` cards after the two technologies. */
  children?: ReactNode;
}

/** The Micro Extraction and NanoSorb cards, as a list (home, products and soil diagnostics pages). */
export function TechnologyCards({
  href = (technology) => technologyPath(technology.slug),
  className,
  aboveTheFold = false,
  children,
}: TechnologyCardsProps) {
  return (
    <ul className={['pe-grid', 'pe-list-reset', className].filter(Boolean).join(' ')}>
      {TECHNOLOGY_LIST.map((technology, index) => (
        <li key={technology.slug}>
          <TechnologyCard
            title={technology.name}
            description={technology.summary}
            href={href(technology)}
            image={technology.image}
            imagePriority={aboveTheFold && index === 0}
          />
        </li>
      ))}
      {children}
    </ul>
  );
}
