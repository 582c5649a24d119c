import { useQuery } from '@apollo/client/react';
import { ErrorState, LoadingState, telHref, Typography } from 'ui-kit';
import { CompanyDocument } from '../../graphql/generated/graphql';

/** Who answers privacy questions: the company's general mailbox and head office (company query). */
export function PrivacyContact() {
  const { data, loading, error } = useQuery(CompanyDocument);
  if (loading) return <LoadingState label="Loading contact details..." />;
  if (error || !data) {
    return (
      <ErrorState
        message={`Error loading contact details: ${error?.message ?? 'Unknown error'}`}
        description="You can also reach us through the Contact page."
      />
    );
  }
  const { company } = data;
  const office = company.headOffice;
  return (
    <address className="privacy-page__contact">
      <Typography.Text strong>Privacy Officer, {company.legalName}</Typography.Text>
      <br />
      {office.street}
      <br />
      {office.city}, {office.province} {office.postalCode}
      <br />
      Email: <a href={`mailto:${company.email}`}>{company.email}</a>
      <br />
      Phone: <a href={telHref(company.headOfficePhone)}>{company.headOfficePhone}</a>
    </address>
  );
}
