import {
  AdminAppStatusesDocument,
  AdminCompanySettingsDocument,
  AdminSecuritySettingsDocument,
  AdminUpdateCompanySettingsDocument,
  AdminUpdateAppStatusesDocument,
  AdminUpdateSecuritySettingsDocument,
  type AdminCompanySettingsFieldsFragment,
  type AppStatusesInput,
  type CompanySettingsInput,
  type UserErrorCode,
} from '../../../graphql/generated/admin-settings/graphql';
import { mockData, mockLoading, mockNetworkError, type Answer } from '../../../test/mocks';
import { companyData } from '../../../app/company.mock';

/** The stored company facts: the public company mock's, with the admin's mailbox. */
const { name: _name, legalName: _legalName, mission: _mission, ...publicFacts } = companyData;
export const storedSettings: Answer<AdminCompanySettingsFieldsFragment> = {
  ...publicFacts,
  submissionsMailbox: 'contact@example.com',
};

const place = ({ street, city, province, postalCode }: typeof storedSettings.headOffice) => ({
  street,
  city,
  province,
  postalCode,
});

/** The form's values of `storedSettings`, as the page sends them (no __typename). */
export const storedInput: CompanySettingsInput = {
  headOfficePhone: storedSettings.headOfficePhone,
  fax: storedSettings.fax,
  saskatchewanPhone: storedSettings.saskatchewanPhone,
  tollFreePhone: storedSettings.tollFreePhone,
  email: storedSettings.email,
  submissionsMailbox: storedSettings.submissionsMailbox,
  headOffice: place(storedSettings.headOffice),
  warehouse: place(storedSettings.warehouse),
  businessHours: storedSettings.businessHours,
  mapLocation: {
    latitude: storedSettings.mapLocation.latitude,
    longitude: storedSettings.mapLocation.longitude,
  },
};

export const settingsMock = () =>
  mockData(AdminCompanySettingsDocument, { data: { company: storedSettings } });
export const settingsLoadingMock = () => mockLoading(AdminCompanySettingsDocument);
export const settingsErrorMock = () =>
  mockNetworkError(AdminCompanySettingsDocument, { error: new Error('Network down') });

/** The API saves `input` and answers it as stored. */
export const updateMock = (input: CompanySettingsInput) =>
  mockData(AdminUpdateCompanySettingsDocument, {
    variables: { input },
    data: {
      updateCompanySettings: {
        __typename: 'UpdateCompanySettingsPayload',
        company: {
          ...storedSettings,
          ...input,
          headOffice: { __typename: 'Address', ...input.headOffice },
          warehouse: { __typename: 'Address', ...input.warehouse },
          mapLocation: { __typename: 'MapLocation', ...input.mapLocation },
        },
        userErrors: [],
      },
    },
  });

export type Refusal = { field: string[]; message: string; code: UserErrorCode };
export const userError = ({ field, message, code }: Refusal) => ({
  __typename: 'UserError' as const,
  field,
  message,
  code,
});

/** The API refuses `input` with these user errors. */
export const updateRefusedMock = (input: CompanySettingsInput, errors: Refusal[]) =>
  mockData(AdminUpdateCompanySettingsDocument, {
    variables: { input },
    data: {
      updateCompanySettings: {
        __typename: 'UpdateCompanySettingsPayload',
        company: null,
        userErrors: errors.map(userError),
      },
    },
  });

/** Settings' sign-in security: whether owners require two-factor. */
export const securitySettingsMock = (requireTwoFactor = false) =>
  mockData(AdminSecuritySettingsDocument, {
    data: {
      securitySettings: {
        __typename: 'SecuritySettings',
        requireTwoFactor,
        sessionIdleMinutes: 120,
        sessionLifetimeHours: 12,
      },
    },
  });

export const updateSecurityMock = (requireTwoFactor: boolean, errors: Refusal[] = []) =>
  mockData(AdminUpdateSecuritySettingsDocument, {
    variables: { input: { requireTwoFactor } },
    data: {
      updateSecuritySettings: {
        __typename: 'UpdateSecuritySettingsPayload',
        settings: errors.length
          ? null
          : {
              __typename: 'SecuritySettings',
              requireTwoFactor,
              sessionIdleMinutes: 120,
              sessionLifetimeHours: 12,
            },
        userErrors: errors.map(userError),
      },
    },
  });

/** Saving the browser sessions' timeouts (two-factor left as it is). */
export const updateTimeoutsMock = (
  timeouts: { sessionIdleMinutes: number; sessionLifetimeHours: number },
  errors: Refusal[] = [],
) =>
  mockData(AdminUpdateSecuritySettingsDocument, {
    variables: { input: timeouts },
    data: {
      updateSecuritySettings: {
        __typename: 'UpdateSecuritySettingsPayload',
        settings: errors.length
          ? null
          : { __typename: 'SecuritySettings', requireTwoFactor: false, ...timeouts },
        userErrors: errors.map(userError),
      },
    },
  });

/** The statuses a new site shows on /apps: three tools in beta, FarmOps Manager coming. */
export const storedAppStatuses: AppStatusesInput = {
  optimizeCalculator: 'BETA',
  saltIndex: 'BETA',
  sprayConditions: 'BETA',
  farmOps: 'COMING_SOON',
};

const appStatusesAnswer = (statuses: AppStatusesInput) => ({
  __typename: 'Company' as const,
  appStatuses: { __typename: 'AppStatuses' as const, ...statuses },
});

/** Settings' apps: the status each card of /apps shows. */
export const appStatusesMock = (statuses: AppStatusesInput = storedAppStatuses) =>
  mockData(AdminAppStatusesDocument, { data: { company: appStatusesAnswer(statuses) } });

/** Saving every app's status: stored, or refused with these user errors. */
export const updateAppStatusesMock = (input: AppStatusesInput, errors: Refusal[] = []) =>
  mockData(AdminUpdateAppStatusesDocument, {
    variables: { input },
    data: {
      updateAppStatuses: {
        __typename: 'UpdateAppStatusesPayload',
        company: errors.length ? null : appStatusesAnswer(input),
        userErrors: errors.map(userError),
      },
    },
  });
