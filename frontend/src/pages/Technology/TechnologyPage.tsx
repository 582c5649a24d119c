import { usePageQuery } from '../../app/page-data';
import { useId } from 'react';
import { FallbackImage, LinkButton, PageHero, Typography } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { PUBLIC_ROUTES, technologyPath, type TechnologySlug } from '../../app/site-routes';
import { TechnologyPageDocument, type TechnologyPageQuery } from '../../graphql/generated/graphql';
import { recordState } from '../../graphql/notFound';
import { TechnologyState } from './TechnologyState';
import './Technology.css';

type Technology = NonNullable<TechnologyPageQuery['technology']>;

export interface TechnologyPageProps {
  slug: TechnologySlug;
}

/**
 * /technologies/micro-extraction and /technologies/nanosorb (spec section 2): hero, how it works,
 * key benefits, applications and a button to /products. The content is the API's technology
 * entry whose key is the page's slug; a missing entry is "Technology Not Found".
 */
export function TechnologyPage({ slug }: TechnologyPageProps) {
  const query = usePageQuery(TechnologyPageDocument, {
    variables: { key: slug },
    // Keep the `null` of a NOT_FOUND answer in the cache, so the browser hydrates the server's
    // not-found screen without asking again (as SoilTechnologyPage does).
    errorPolicy: 'all',
  });
  return (
    <TechnologyState
      state={recordState(query, query.data?.technology)}
      path={technologyPath(slug)}
      back={{ href: PUBLIC_ROUTES.home.path, label: 'Return to Home' }}
      success={(technology) => <TechnologyDetail slug={slug} technology={technology} />}
    />
  );
}

function TechnologyDetail({ slug, technology }: { slug: TechnologySlug; technology: Technology }) {
  const stepsId = useId();
  const benefitsId = useId();
  const applicationsId = useId();
  const image = technology.responsiveImages[0];
  return (
    <>
      <PageMeta
        title={technology.title}
        description={technology.summary}
        path={technologyPath(slug)}
        image={image?.url}
      />
      <PageHero title={technology.title} subtitle={technology.shortDescription} />
      <div className="page technology">
        <section className="technology__intro">
          <div>
            {technology.fullDescription.map((paragraph) => (
              <Typography.Paragraph key={paragraph} className="technology__lead">
                {paragraph}
              </Typography.Paragraph>
            ))}
          </div>
          {image ? (
            <FallbackImage
              className="technology__image"
              image={image}
              alt={technology.imageAlts[0] ?? ''}
            />
          ) : null}
        </section>

        <section aria-labelledby={stepsId} className="technology__section">
          <Typography.Title level={2} id={stepsId}>
            How It Works
          </Typography.Title>
          <ol className="technology__steps">
            {technology.steps.map((step) => (
              <li key={step.title} className="technology__step">
                <Typography.Title level={3}>{step.title}</Typography.Title>
                <Typography.Paragraph>{step.text}</Typography.Paragraph>
              </li>
            ))}
          </ol>
        </section>

        <div className="technology__columns">
          <section aria-labelledby={benefitsId} className="technology__section">
            <Typography.Title level={2} id={benefitsId}>
              Key Benefits
            </Typography.Title>
            <ul className="technology__list">
              {technology.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={applicationsId} className="technology__section">
            <Typography.Title level={2} id={applicationsId}>
              Applications
            </Typography.Title>
            <ul className="technology__list">
              {technology.applications.map((application) => (
                <li key={application}>{application}</li>
              ))}
            </ul>
          </section>
        </div>

        <div className="technology__actions">
          <LinkButton to={PUBLIC_ROUTES.products.path} variant="primary">
            Explore Our Products
          </LinkButton>
        </div>
      </div>
    </>
  );
}
