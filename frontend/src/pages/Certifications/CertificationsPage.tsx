import { usePageQuery } from '../../app/page-data';
import {
  CertificationGrid,
  DataState,
  EmptyState,
  ErrorState,
  errorMessage,
  LinkButton,
  LoadingState,
  PageHero,
  Typography,
} from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { CertificationsCardsDocument } from '../../graphql/generated/graphql';
import './CertificationsPage.css';

/**
 * /certifications: the company's four certification cards in the API's order (ISO 9001:2015,
 * Organic Input Materials, Good Laboratory Practice, Agricultural Inputs Registration). Only one
 * card is expanded at a time (CertificationGrid); a contact link closes the page.
 */
export function CertificationsPage() {
  const certifications = usePageQuery(CertificationsCardsDocument);

  return (
    <>
      <PageHero
        title="Certifications"
        subtitle="Independent standards behind the quality of our products, our laboratory and our organic inputs."
      />
      <div className="page certifications-page">
        <PageMeta
          title="Certifications"
          description="Our quality, organic, laboratory and registration certifications: ISO 9001:2015, organic input approvals (OMRI, EU organic, USDA NOP, Japanese standard, Canada Organic Regime), Good Laboratory Practice and Canadian registration."
          path={PUBLIC_ROUTES.certifications.path}
        />

        <section className="certifications-page__cards" aria-labelledby="certifications-heading">
          <Typography.Title level={2} id="certifications-heading" className="pe-visually-hidden">
            Our Certifications
          </Typography.Title>
          <DataState
            state={certifications}
            isEmpty={(data) => data.certificationCards.length === 0}
            loading={<LoadingState label="Loading certifications..." />}
            empty={<EmptyState title="No certifications to show yet" />}
            failure={(error) => (
              <ErrorState message={`Error loading certifications: ${errorMessage(error)}`} />
            )}
            success={(data) => (
              <CertificationGrid certifications={data.certificationCards} headingLevel={3} />
            )}
          />
        </section>

        <section className="certifications-page__contact" aria-labelledby="certifications-contact">
          <Typography.Title level={2} id="certifications-contact">
            Questions About Our Certifications?
          </Typography.Title>
          <Typography.Paragraph>
            Ask us for a copy of a certificate or about the standards a product meets.
          </Typography.Paragraph>
          <LinkButton to={PUBLIC_ROUTES.contact.path} variant="primary">
            Contact Us
          </LinkButton>
        </section>
      </div>
    </>
  );
}
