import type { ReactNode } from 'react';
import { TechnologyCard } from 'ui-kit';
import { TECHNOLOGY_LIST, technologyPath, type TechnologyContent } from './technologyContent';

export interface TechnologyCardsProps {
  /** Where each card's "Learn More" goes: the full technology page by default. */
  href?: (technology: TechnologyContent) => string;
  className?: string;
  /** Further `<li>` cards after the two technologies. */
  children?: ReactNode;
}

/** The Micro Extraction and NanoSorb cards, as a list (home, products and soil diagnostics pages). */
export function TechnologyCards({
  href = (technology) => technologyPath(technology.slug),
  className,
  children,
}: TechnologyCardsProps) {
  return (
    <ul className={['pe-grid', 'pe-list-reset', className].filter(Boolean).join(' ')}>
      {TECHNOLOGY_LIST.map((technology) => (
        <li key={technology.slug}>
          <TechnologyCard
            title={technology.name}
            description={technology.summary}
            href={href(technology)}
            image={technology.image}
          />
        </li>
      ))}
      {children}
    </ul>
  );
}
