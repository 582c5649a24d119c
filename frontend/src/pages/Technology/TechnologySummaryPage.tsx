import { usePageQuery } from '../../app/page-data';
import { Breadcrumb, FallbackImage, imagePreload, LinkButton, Typography } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import {
  PUBLIC_ROUTES,
  technologyPath,
  technologySummaryPath,
  type TechnologySlug,
} from '../../app/site-routes';
import {
  TechnologySummaryDocument,
  type TechnologySummaryQuery,
} from '../../graphql/generated/graphql';
import { recordState } from '../../graphql/notFound';
import { TechnologyState } from './TechnologyState';
import './Technology.css';

type Technology = NonNullable<TechnologySummaryQuery['technology']>;

export interface TechnologySummaryPageProps {
  slug: TechnologySlug;
}

/**
 * The short technology pages /soil-diagnostics/micro-xtraction and /soil-diagnostics/nanosorb.
 * The spec lists them but does not show their content; we made them concise summaries (the
 * technology in one paragraph and its main benefits) that lead to the full page under
 * /technologies, so the two pages never drift apart: both read the API's entry for the slug.
 */
export function TechnologySummaryPage({ slug }: TechnologySummaryPageProps) {
  const query = usePageQuery(TechnologySummaryDocument, {
    variables: { key: slug },
    // Keep the `null` of a NOT_FOUND answer in the cache for the browser's hydration.
    errorPolicy: 'all',
  });
  return (
    <TechnologyState
      state={recordState(query, query.data?.technology)}
      path={technologySummaryPath(slug)}
      back={{ href: PUBLIC_ROUTES.soilDiagnostics.path, label: 'Back to Soil Diagnostics' }}
      success={(technology) => <TechnologySummary slug={slug} technology={technology} />}
    />
  );
}

function TechnologySummary({ slug, technology }: { slug: TechnologySlug; technology: Technology }) {
  const image = technology.responsiveImages[0];
  return (
    <div className="page technology">
      <PageMeta
        title={technology.name}
        description={technology.summary}
        path={technologySummaryPath(slug)}
        image={image?.url}
        preloadImage={image ? imagePreload(image) : undefined}
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
        {image ? (
          <FallbackImage
            className="technology__image"
            image={image}
            alt={technology.imageAlts[0] ?? ''}
            // Beside the title on a wide screen, right under it on a phone: the page's main image.
            priority
          />
        ) : null}
      </section>
    </div>
  );
}
