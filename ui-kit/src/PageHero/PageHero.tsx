import type { ReactNode } from 'react';
import { Typography } from '../shared/Typography';

export interface PageHeroProps {
  /** The page's h1, e.g. "Innovative Agricultural Solutions". */
  title: ReactNode;
  subtitle?: ReactNode;
  /**
   * Buttons or links under the text. In a hero a `primary` LinkButton is drawn in canola yellow
   * (the one action to take) and a default one as a white outline.
   */
  actions?: ReactNode;
  /**
   * A decorative illustration composed for a hero (calm on its left, its subject on the right),
   * as `<HeroImage image={...} />`: on wide screens it fills the hero behind a green scrim that
   * carries the text; on phones it is a 3:2 band above the text, cropped to its right part.
   * A slot rather than an image prop, so pages whose hero has no picture load no image code.
   */
  media?: ReactNode;
}

/**
 * The band at the top of a page with its h1. The same on every page: full width, the text on the
 * content grid (left-aligned with the header, the page and the footer below it).
 */
export function PageHero({ title, subtitle, actions, media }: PageHeroProps) {
  return (
    <section className={media ? 'pe-hero pe-hero--image' : 'pe-hero'}>
      {media ? <div className="pe-hero__media">{media}</div> : null}
      <div className="pe-hero__content">
        <Typography.Title level={1}>{title}</Typography.Title>
        {subtitle ? <p className="pe-hero__subtitle">{subtitle}</p> : null}
        {actions ? <div className="pe-hero__actions">{actions}</div> : null}
      </div>
    </section>
  );
}
