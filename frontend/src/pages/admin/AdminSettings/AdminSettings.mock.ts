import {
  AdminChangePasswordDocument,
  AdminCompanySettingsDocument,
  AdminUpdateCompanySettingsDocument,
  type AdminCompanySettingsFieldsFragment,
  type CompanySettingsInput,
  type UserErrorCode,
} from '../../../graphql/generated/admin/graphql';
import { mockData, mockLoading, mockNetworkError, type Answer } from '../../../test/mocks';
import { companyData } from '../../../app/company.mock';
import { fakeToken } from '../test/fakeSession';

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

type Refusal = { field: string[]; message: string; code: UserErrorCode };
const userError = ({ field, message, code }: Refusal) => ({
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

/** The token a successful password change answers. */
export const NEW_TOKEN = fakeToken(7200);

export const changePasswordMock = (currentPassword: string, newPassword: string) =>
  mockData(AdminChangePasswordDocument, {
    variables: { input: { currentPassword, newPassword } },
    data: {
      changeAdminPassword: {
        __typename: 'ChangeAdminPasswordPayload',
        session: {
          __typename: 'AdminSession',
          token: NEW_TOKEN,
          expiresAt: '2030-01-01T00:00:00.000Z',
          username: 'admin',
        },
        userErrors: [],
      },
    },
  });

export const changePasswordRefusedMock = (
  currentPassword: string,
  newPassword: string,
  errors: Refusal[],
) =>
  mockData(AdminChangePasswordDocument, {
    variables: { input: { currentPassword, newPassword } },
    data: {
      changeAdminPassword: {
        __typename: 'ChangeAdminPasswordPayload',
        session: null,
        userErrors: errors.map(userError),
      },
    },
  });
