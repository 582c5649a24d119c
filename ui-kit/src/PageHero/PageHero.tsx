import type { CSSProperties, ReactNode } from 'react';
import { Typography } from '../shared/Typography';

export interface PageHeroProps {
  /** The page's h1, e.g. "Innovative Agricultural Solutions". */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Decorative background photo, darkened so white text keeps AA contrast. */
  backgroundImageUrl?: string;
}

export function PageHero({ title, subtitle, actions, backgroundImageUrl }: PageHeroProps) {
  const style: CSSProperties | undefined = backgroundImageUrl
    ? {
        backgroundImage: `linear-gradient(rgba(29, 66, 32, 0.82), rgba(29, 66, 32, 0.82)), url("${backgroundImageUrl}")`,
      }
    : undefined;
  return (
    <section className="pe-hero" style={style}>
      <Typography.Title level={1}>{title}</Typography.Title>
      {subtitle ? <p className="pe-hero__subtitle">{subtitle}</p> : null}
      {actions ? <div className="pe-hero__actions">{actions}</div> : null}
    </section>
  );
}
