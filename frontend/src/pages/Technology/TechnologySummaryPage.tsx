import { Breadcrumb, FallbackImage, LinkButton, imagePreload, Typography } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import {
  PUBLIC_ROUTES,
  technologyPath,
  technologySummaryPath,
  type TechnologySlug,
} from '../../app/site-routes';
import { TECHNOLOGIES } from './technologyContent';
import './Technology.css';

export interface TechnologySummaryPageProps {
  slug: TechnologySlug;
}

/**
 * The short technology pages /soil-diagnostics/micro-xtraction and /soil-diagnostics/nanosorb.
 * The spec lists them but does not show their content; we made them concise summaries (the
 * technology in one paragraph and its main benefits) that lead to the full page under
 * /technologies, so the two pages never drift apart: both read technologyContent.ts.
 */
export function TechnologySummaryPage({ slug }: TechnologySummaryPageProps) {
  const technology = TECHNOLOGIES[slug];
  return (
    <div className="page technology">
      <PageMeta
        title={technology.name}
        description={technology.summary}
        path={technologySummaryPath(slug)}
        image={technology.image.url}
        preloadImage={imagePreload(technology.image)}
      />
      <Breadcrumb
        items={[
          { label: 'Home', href: PUBLIC_ROUTES.home.path },
          { label: 'Soil Diagnostics & Solutions', href: PUBLIC_ROUTES.soilDiagnostics.path },
          { label: technology.name },
        ]}
      />
      <section className="technology__intro technology__intro--summary">
        <div>
          <Typography.Title level={1}>{technology.name}</Typography.Title>
          <Typography.Paragraph className="technology__lead">
            {technology.summary}
          </Typography.Paragraph>
          <ul className="technology__list">
            {technology.benefits.slice(0, 3).map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <div className="technology__actions">
            <LinkButton to={technologyPath(slug)} variant="primary">
              {`Learn More about ${technology.name}`}
            </LinkButton>
            <LinkButton to={PUBLIC_ROUTES.soilDiagnostics.path}>
              Back to Soil Diagnostics
            </LinkButton>
          </div>
        </div>
        <FallbackImage
          className="technology__image"
          image={technology.image}
          alt={technology.imageAlt}
          // Beside the title on a wide screen, right under it on a phone: the page's main image.
          priority
        />
      </section>
    </div>
  );
}
