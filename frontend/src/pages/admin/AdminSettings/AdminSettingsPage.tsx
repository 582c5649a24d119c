import { loadFailure } from '../../../features/admin/LoadFailure';
import { AdminScreenHeader } from '../../../features/admin/AdminScreenHeader';
import { useMutation, useQuery } from '@apollo/client/react';
import { DataState, LoadingState, Typography, useToast } from 'ui-kit';
import { useRequestFailed } from '../../../features/admin';
import { userErrorsToFormError } from '../../../graphql/errors';
import {
  AdminCompanySettingsDocument,
  AdminUpdateCompanySettingsDocument,
  type AdminCompanySettingsFieldsFragment,
} from '../../../graphql/generated/admin-settings/graphql';
import { AppStatusesSection } from './AppStatusesSection';
import { SecuritySettingsSection } from './SecuritySettingsSection';
import { CompanySettingsForm, type CompanySettingsValues } from './CompanySettingsForm';
import './AdminSettings.css';

export const SETTINGS_SAVED = {
  title: 'Settings Saved',
  description: 'The site shows the new company details from the next page load.',
};

/** The stored facts as the form edits them (without Apollo's __typename). */
function formValues(company: AdminCompanySettingsFieldsFragment): CompanySettingsValues {
  const place = ({ street, city, province, postalCode }: typeof company.headOffice) => ({
    street,
    city,
    province,
    postalCode,
  });
  return {
    headOfficePhone: company.headOfficePhone,
    fax: company.fax,
    saskatchewanPhone: company.saskatchewanPhone,
    tollFreePhone: company.tollFreePhone,
    email: company.email,
    submissionsMailbox: company.submissionsMailbox,
    headOffice: place(company.headOffice),
    warehouse: place(company.warehouse),
    businessHours: company.businessHours,
    mapLocation: {
      latitude: company.mapLocation.latitude,
      longitude: company.mapLocation.longitude,
    },
  };
}

/**
 * /admin/settings (owners): the company's contact facts (the footer, the contact page and the
 * structured data read them), the sign-in security (two-factor required or not) and the status of
 * each app's card on /apps. Each person's password, two-factor and sessions are on /admin/account.
 */
export function AdminSettingsPage() {
  const toast = useToast();
  const settings = useQuery(AdminCompanySettingsDocument, {
    fetchPolicy: 'network-only',
  });
  const [update] = useMutation(AdminUpdateCompanySettingsDocument);

  /** A request that failed outright: a refused token ends the session, anything else is told. */
  const report = useRequestFailed();
  const failed = (error: unknown): never => {
    report(error);
    throw error;
  };

  /** User errors: the first one in a toast, each under its field (the form keeps every value). */
  const refused = (userErrors: Parameters<typeof userErrorsToFormError>[0]): never => {
    const error = userErrorsToFormError(userErrors);
    toast.error('Error', error.message || 'The request failed. Please try again.');
    throw error;
  };

  const saveCompany = async (input: CompanySettingsValues) => {
    const answer = await update({ variables: { input } }).catch(failed);
    const payload = answer.data?.updateCompanySettings;
    if (!payload?.company) refused(payload?.userErrors ?? []);
    toast.success(SETTINGS_SAVED.title, SETTINGS_SAVED.description);
  };

  return (
    <>
      <AdminScreenHeader
        title="Settings"
        description="The company's contact details, sign-in security and app statuses."
      />
      <div className="admin-settings">
        <section aria-labelledby="company-details-heading">
          <Typography.Title
            level={2}
            id="company-details-heading"
            className="admin-settings__title"
          >
            Company details
          </Typography.Title>
          <p className="admin-settings__note">
            Shown in the site&apos;s footer, on the contact page and in the data search engines
            read.
          </p>
          <DataState
            state={{ ...settings, data: settings.data?.company }}
            loading={<LoadingState label="Loading settings..." />}
            failure={loadFailure('the settings', settings.refetch)}
            success={(company) => {
              const values = formValues(company);
              // A save that changed the stored values (normalised: "T5J 0H6") starts the form
              // again from them; a refused one changes nothing stored, so what was typed stays.
              return (
                <CompanySettingsForm
                  key={JSON.stringify(values)}
                  initialValues={values}
                  onSubmit={saveCompany}
                />
              );
            }}
          />
        </section>
        <div className="admin-settings__side">
          <SecuritySettingsSection />
          <AppStatusesSection />
        </div>
      </div>
    </>
  );
}
