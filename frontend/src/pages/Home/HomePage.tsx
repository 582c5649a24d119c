import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import {
  EmptyState,
  ErrorState,
  FallbackImage,
  LinkButton,
  LoadingState,
  PageHero,
  TeamGrid,
  TestimonialGrid,
  Typography,
} from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { NewsletterSubscribe } from '../../features/subscribe/NewsletterSubscribe';
import {
  CompanyDocument,
  HomeTeamDocument,
  HomeTestimonialsDocument,
  type CompanyQuery,
} from '../../graphql/generated/graphql';
import { TechnologyCards } from '../Technology/TechnologyCards';
import { FeaturedNewsletter } from './FeaturedNewsletter';
import './HomePage.css';

const DESCRIPTION =
  'Regenerative agriculture knowledge and practical, high-quality conventional and organic fertilizers for farmers and agronomists in Alberta and Saskatchewan.';

/** Organization structured data from the company's contact details (the layout's cached query). */
export function organizationJsonLd(company: CompanyQuery['company']): object {
  const { headOffice } = company;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    description: company.mission,
    email: company.email,
    telephone: company.headOfficePhone,
    faxNumber: company.fax,
    address: {
      '@type': 'PostalAddress',
      streetAddress: headOffice.street,
      addressLocality: headOffice.city,
      addressRegion: headOffice.province,
      postalCode: headOffice.postalCode,
      addressCountry: 'CA',
    },
  };
}

/** Spec section 2, Home: technologies, healthy soil, team, testimonials, newsletter, subscribe. */
export function HomePage() {
  const company = useQuery(CompanyDocument).data?.company;
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
        path="/"
        jsonLd={company ? [organizationJsonLd(company)] : undefined}
      />
      <PageHero
        title="Innovative Agricultural Solutions"
        subtitle={DESCRIPTION}
        backgroundImageUrl="/images/fields/canola-bloom.svg"
        actions={
          <>
            <LinkButton to="/soil-diagnostics">Explore Our Solutions</LinkButton>
            <LinkButton to="/contact">Contact Us</LinkButton>
          </>
        }
      />
      <div className="page home">
        <section aria-labelledby={ids.technologies} className="home__section">
          <Typography.Title level={2} id={ids.technologies}>
            Our Technologies
          </Typography.Title>
          <TechnologyCards className="home__technologies" />
        </section>

        <section aria-labelledby={ids.soil} className="home__section home__soil">
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
            <LinkButton to="/soil-diagnostics" variant="primary">
              Soil Diagnostics & Solutions
            </LinkButton>
          </div>
          <FallbackImage
            className="home__soil-image"
            src="/images/fields/soil-profile.svg"
            alt="A black chernozem soil profile"
          />
        </section>

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

/** The first three people as full cards, the rest under "Our Farm Consultants" (TeamGrid). */
function HomeTeam() {
  const { data, loading, error } = useQuery(HomeTeamDocument);
  if (loading) return <LoadingState label="Loading our team..." />;
  if (error) return <ErrorState message="Failed to load the team. Please try again later." />;
  const members = data?.teamMembers ?? [];
  if (members.length === 0) return <EmptyState title="Our team will be introduced here soon." />;
  return <TeamGrid members={members} mainCount={3} headingLevel={2} />;
}

/** Testimonials with exactly three placeholders while they load (spec section 9). */
function HomeTestimonials() {
  const { data, loading, error } = useQuery(HomeTestimonialsDocument);
  if (error) {
    return <ErrorState message="Failed to load testimonials. Please try again later." />;
  }
  return (
    <TestimonialGrid
      testimonials={data?.testimonials ?? []}
      loading={loading}
      placeholderCount={3}
      empty={<EmptyState title="No testimonials yet." />}
    />
  );
}
