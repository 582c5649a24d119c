import { useId } from 'react';
import { FallbackImage, LinkButton, PageHero, Typography } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { PUBLIC_ROUTES, technologyPath, type TechnologySlug } from '../../app/site-routes';
import { TECHNOLOGIES } from './technologyContent';
import './Technology.css';

export interface TechnologyPageProps {
  slug: TechnologySlug;
}

/**
 * /technologies/micro-extraction and /technologies/nanosorb (spec section 2): hero, how it works,
 * key benefits, applications and a button to /products. Built-in content, no query.
 */
export function TechnologyPage({ slug }: TechnologyPageProps) {
  const technology = TECHNOLOGIES[slug];
  const stepsId = useId();
  const benefitsId = useId();
  const applicationsId = useId();
  return (
    <>
      <PageMeta
        title={technology.title}
        description={technology.summary}
        path={technologyPath(slug)}
        image={technology.image.url}
      />
      <PageHero title={technology.title} subtitle={technology.tagline} />
      <div className="page technology">
        <section className="technology__intro">
          <div>
            {technology.introduction.map((paragraph) => (
              <Typography.Paragraph key={paragraph} className="technology__lead">
                {paragraph}
              </Typography.Paragraph>
            ))}
          </div>
          <FallbackImage
            className="technology__image"
            image={technology.image}
            alt={technology.imageAlt}
          />
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
