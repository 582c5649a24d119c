import { usePageQuery } from '../../app/page-data';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink, FallbackImage, LinkButton, PageHero, Typography } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { SoilTechnologyDocument, type SoilTechnologyQuery } from '../../graphql/generated/graphql';
import { recordState } from '../../graphql/notFound';
import { TechnologyState } from '../Technology/TechnologyState';
import {
  isSoilTechnologyKey,
  relatedProductPath,
  technologyKey,
  technologyPagePath,
} from './technologyKey';
import './SoilTechnologyPage.css';

type Technology = NonNullable<SoilTechnologyQuery['technology']>;

/**
 * /soil-diagnostics/technology: a technology content entry of the backend, chosen by `?key=`
 * ("technology", the default, or "soil-diagnostics"). An unknown key is "Technology Not Found".
 */
export function SoilTechnologyPage() {
  const [search] = useSearchParams();
  const key = technologyKey(search);
  const query = usePageQuery(SoilTechnologyDocument, {
    variables: { key },
    // Another entry of the API (e.g. ?key=nanosorb) is not this page's: not found, not asked.
    skip: !isSoilTechnologyKey(key),
    // Keep the `null` of a NOT_FOUND answer in the cache: the server-rendered page hands its
    // cache to the browser, which then hydrates the same not-found screen without asking again.
    errorPolicy: 'all',
  });
  return (
    <TechnologyState
      // A NOT_FOUND answer is the empty branch: "Technology Not Found".
      state={recordState(query, query.data?.technology)}
      path={technologyPagePath(key)}
      back={{ href: PUBLIC_ROUTES.home.path, label: 'Return to Home' }}
      success={(technology) => <TechnologyDetail technology={technology} />}
    />
  );
}

function TechnologyDetail({ technology }: { technology: Technology }) {
  const ids = { benefits: useId(), applications: useId(), related: useId() };
  return (
    <>
      <PageMeta
        title={technology.title}
        description={technology.shortDescription}
        path={technologyPagePath(technology.key)}
        image={technology.images[0]}
      />
      <PageHero title={technology.title} subtitle={technology.shortDescription} />
      <div className="page soil-technology">
        <div className="soil-technology__body">
          <div className="soil-technology__text">
            {technology.fullDescription.map((paragraph) => (
              <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
            ))}
            <figure className="soil-technology__quote">
              <blockquote>{technology.developerQuote}</blockquote>
              <figcaption>— Technical Director</figcaption>
            </figure>
          </div>
          <div className="soil-technology__images">
            {technology.responsiveImages.map((image, index) => (
              <FallbackImage
                key={image.url}
                className="soil-technology__image"
                image={image}
                sizes="(min-width: 900px) 40vw, 100vw"
                alt={technology.imageAlts[index] ?? ''}
              />
            ))}
          </div>
        </div>

        <div className="soil-technology__columns">
          <section aria-labelledby={ids.benefits}>
            <Typography.Title level={2} id={ids.benefits}>
              Key Benefits
            </Typography.Title>
            <ul className="soil-technology__list">
              {technology.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={ids.applications}>
            <Typography.Title level={2} id={ids.applications}>
              Applications
            </Typography.Title>
            <ul className="soil-technology__list">
              {technology.applications.map((application) => (
                <li key={application}>{application}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={ids.related}>
            <Typography.Title level={2} id={ids.related}>
              Related Products
            </Typography.Title>
            <ul className="soil-technology__list">
              {technology.relatedProducts.map((product) => (
                <li key={product.name}>
                  <AppLink to={relatedProductPath(product.name)}>{product.name}</AppLink>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div>
          <LinkButton to={PUBLIC_ROUTES.home.path} variant="primary">
            Return to Home
          </LinkButton>
        </div>
      </div>
    </>
  );
}
