import { usePageQuery } from '../../app/page-data';
import { DataState, ErrorState, errorMessage, LoadingState, telHref, Typography } from 'ui-kit';
import { CompanyDocument, type CompanyQuery } from '../../graphql/generated/graphql';

/** Who answers privacy questions: the company's general mailbox and head office (company query). */
export function PrivacyContact() {
  const company = usePageQuery(CompanyDocument);
  return (
    <DataState
      state={company}
      loading={<LoadingState label="Loading contact details..." />}
      failure={(error) => (
        <ErrorState
          message={`Error loading contact details: ${errorMessage(error)}`}
          description="You can also reach us through the Contact page."
        />
      )}
      success={(data) => <PrivacyOfficer company={data.company} />}
    />
  );
}

function PrivacyOfficer({ company }: { company: CompanyQuery['company'] }) {
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
