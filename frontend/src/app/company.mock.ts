import { CompanyDocument, type CompanyQuery } from '../graphql/generated/graphql';
import { mockData, mockLoading, mockNetworkError, type Answer } from '../test/mocks';

/** The company's details as the API serves them (invented 555 numbers, example.com mailbox). */
export const companyData: Answer<CompanyQuery['company']> = {
  __typename: 'Company',
  name: 'Prairie Elite Agronomics',
  legalName: 'Prairie Elite Agronomics Ltd.',
  mission:
    "Earning farmers' trust through regenerative agriculture knowledge and practical, high-quality conventional and organic fertilizers.",
  headOfficePhone: '780-555-0142',
  fax: '780-555-0143',
  saskatchewanPhone: '306-555-0187',
  tollFreePhone: '1-888-555-0199',
  email: 'info@example.com',
  headOffice: {
    __typename: 'Address',
    street: '10220 104 Avenue NW, Suite 310',
    city: 'Edmonton',
    province: 'AB',
    postalCode: 'T5J 0H6',
  },
  warehouse: {
    __typename: 'Address',
    street: '51014 Range Road 191',
    city: 'Tofield',
    province: 'AB',
    postalCode: 'T0B 4J0',
  },
  businessHours: 'Monday to Friday: 8:00 a.m. to 5:00 p.m.\nSaturday, Sunday and holidays: closed',
  mapLocation: { __typename: 'MapLocation', latitude: 53.5457, longitude: -113.4968 },
};

export const companyMock = mockData(CompanyDocument, { data: { company: companyData } });

/** Never answers: the loading state. */
export const companyLoadingMock = mockLoading(CompanyDocument);

export const companyErrorMock = mockNetworkError(CompanyDocument, {
  error: new Error('Network down'),
});
