import { usePageQuery } from '../../app/page-data';
import { useId } from 'react';
import {
  FallbackImage,
  HERO_IMAGE_SIZES,
  HeroImage,
  imagePreload,
  LinkButton,
  PageHero,
  Typography,
} from 'ui-kit';
import { companyJsonLd } from '../../app/company';
import { BUILTIN_IMAGES } from '../../app/images';
import { lazyWhenVisible } from '../../app/lazyWhenVisible';
import { StaticContent } from '../../app/StaticContent';
import { PageMeta, useSiteUrl } from '../../app/meta';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { NewsletterSubscribe } from '../../features/subscribe/NewsletterSubscribe';
import { CompanyDocument } from '../../graphql/generated/graphql';
import { TechnologyCards } from '../Technology/TechnologyCards';
import { HERO_IMAGE } from './heroImage';
import './HomePage.css';

// The sections below the first screens hydrate when a visitor scrolls near them: their code (the
// team's cards, the testimonials, the newsletter card and its tooltip) is not part of the first load.
const HomeTeam = lazyWhenVisible('src/pages/Home/HomeTeam.tsx', () =>
  import('./HomeTeam').then((module) => module.HomeTeam),
);
const HomeTestimonials = lazyWhenVisible('src/pages/Home/HomeTestimonials.tsx', () =>
  import('./HomeTestimonials').then((module) => module.HomeTestimonials),
);
const FeaturedNewsletter = lazyWhenVisible('src/pages/Home/FeaturedNewsletter.tsx', () =>
  import('./FeaturedNewsletter').then((module) => module.FeaturedNewsletter),
);

const DESCRIPTION =
  'Regenerative agriculture knowledge and practical, high-quality conventional and organic fertilizers for farmers and agronomists in Alberta and Saskatchewan.';

/** Spec section 2, Home: technologies, healthy soil, team, testimonials, newsletter, subscribe. */
export function HomePage() {
  const company = usePageQuery(CompanyDocument).data?.company;
  const siteUrl = useSiteUrl();
  const ids = {
    technologies: useId(),
    soil: useId(),
    team: useId(),
    testimonials: useId(),
    newsletter: useId(),
    subscribe: useId(),
  };
  return (
    <>
      <PageMeta
        title="Innovative Agricultural Solutions"
        description={DESCRIPTION}
        path={PUBLIC_ROUTES.home.path}
        jsonLd={company ? [companyJsonLd(company, siteUrl)] : undefined}
        // The hero's illustration is the page's largest paint: preloaded, the browser fetches it
        // while it still reads the stylesheet in front of it.
        preloadImage={imagePreload(HERO_IMAGE, HERO_IMAGE_SIZES)}
      />
      {/* The first screens are text, images and links: never hydrated (StaticContent). */}
      <StaticContent>
        <PageHero
          title="Innovative Agricultural Solutions"
          subtitle={DESCRIPTION}
          media={<HeroImage image={HERO_IMAGE} />}
          actions={
            <>
              <LinkButton to={PUBLIC_ROUTES.soilDiagnostics.path} variant="primary">
                Explore Our Solutions
              </LinkButton>
              <LinkButton to={PUBLIC_ROUTES.contact.path}>Contact Us</LinkButton>
            </>
          }
        />
      </StaticContent>
      <div className="page home">
        <StaticContent as="section" aria-labelledby={ids.technologies} className="home__section">
          <Typography.Title level={2} id={ids.technologies}>
            Our Technologies
          </Typography.Title>
          <TechnologyCards className="home__technologies" />
        </StaticContent>

        <StaticContent as="section" aria-labelledby={ids.soil} className="home__section home__soil">
          <div>
            <Typography.Title level={2} id={ids.soil}>
              Healthy Soil, Resilient Future
            </Typography.Title>
            <Typography.Paragraph>
              Regenerative agriculture starts below the surface. Soils rich in organic matter and
              biological life hold more water, cycle more nutrients and carry crops through dry
              summers and wet springs.
            </Typography.Paragraph>
            <Typography.Paragraph>
              Our agronomists pair soil diagnostics with practical conventional and organic
              fertilizers, so every recommendation builds the soil as well as the yield.
            </Typography.Paragraph>
            <ul className="home__points">
              <li>Soil testing that looks beyond N-P-K</li>
              <li>Products that feed soil biology</li>
              <li>Farm consultants who know prairie soils</li>
            </ul>
            {company ? (
              <Typography.Paragraph className="home__mission">
                <strong>Our mission:</strong> {company.mission}
              </Typography.Paragraph>
            ) : null}
            <LinkButton to={PUBLIC_ROUTES.soilDiagnostics.path} variant="primary">
              Soil Diagnostics & Solutions
            </LinkButton>
          </div>
          <FallbackImage
            className="home__soil-image"
            image={BUILTIN_IMAGES.soilProfile}
            alt="A black chernozem soil profile"
          />
        </StaticContent>

        <section aria-labelledby={ids.team} className="home__section">
          <Typography.Title level={2} id={ids.team}>
            Meet Our Team
          </Typography.Title>
          <HomeTeam />
        </section>

        <section aria-labelledby={ids.testimonials} className="home__section">
          <Typography.Title level={2} id={ids.testimonials}>
            What Our Customers Say
          </Typography.Title>
          <HomeTestimonials />
        </section>

        <section aria-labelledby={ids.newsletter} className="home__section">
          <Typography.Title level={2} id={ids.newsletter}>
            Monthly Newsletter
          </Typography.Title>
          <FeaturedNewsletter />
        </section>

        <section aria-labelledby={ids.subscribe} className="home__section home__subscribe">
          <Typography.Title level={2} id={ids.subscribe}>
            Subscribe to Our Newsletter
          </Typography.Title>
          <Typography.Paragraph>
            Agronomy notes, seasonal advice and product news from our team, once a month.
          </Typography.Paragraph>
          <NewsletterSubscribe />
        </section>
      </div>
    </>
  );
}
