import type { MockLink } from '@apollo/client/testing';
import {
  CompanyDocument,
  ContactSendMessageDocument,
  type CompanyQuery,
  type ContactInput,
} from '../../graphql/generated/graphql';

/** The company's details as the API serves them (invented 555 numbers, example.com mailbox). */
export const companyData: CompanyQuery['company'] = {
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
    __typename: 'AddressType',
    street: '10220 104 Avenue NW, Suite 310',
    city: 'Edmonton',
    province: 'AB',
    postalCode: 'T5J 0H6',
  },
  warehouse: {
    __typename: 'AddressType',
    street: '51014 Range Road 191',
    city: 'Tofield',
    province: 'AB',
    postalCode: 'T0B 4J0',
  },
};

export const companyMock: MockLink.MockedResponse = {
  request: { query: CompanyDocument },
  result: { data: { company: companyData } },
};

/** Never answers: the loading state. */
export const companyLoadingMock: MockLink.MockedResponse = { ...companyMock, delay: Infinity };

export const companyErrorMock: MockLink.MockedResponse = {
  request: { query: CompanyDocument },
  error: new Error('Network down'),
};

/** What a visitor types into every field of "Send us a Message". */
export const contactValues: ContactInput = {
  name: 'Dana Kowalchuk',
  email: 'dana@example.com',
  phone: '780-555-0110',
  businessType: 'Mixed Farming',
  message: 'We farm 1,200 acres near Vegreville.\nCould someone call about soil testing?',
};

const sendRequest = { query: ContactSendMessageDocument, variables: { input: contactValues } };

export const sendSuccessMock: MockLink.MockedResponse = {
  request: sendRequest,
  result: {
    data: {
      submitContact: {
        __typename: 'ContactReceipt',
        success: true,
        id: '17',
        message: "Thank you for your message. We'll get back to you as soon as possible.",
      },
    },
  },
};

/** The server refuses the phone number with its own message for that field. */
export const sendInvalidMock: MockLink.MockedResponse = {
  request: sendRequest,
  result: {
    errors: [
      {
        message: 'Invalid contact message',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: { phone: 'Please enter a valid phone number' },
        },
      },
    ],
  },
};

export const sendNetworkErrorMock: MockLink.MockedResponse = {
  request: sendRequest,
  error: new Error('Failed to fetch'),
};
