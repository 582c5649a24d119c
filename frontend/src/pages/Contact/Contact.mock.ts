import { ContactSendMessageDocument, type ContactInput } from '../../graphql/generated/graphql';
import { mockData, mockErrors, mockNetworkError } from '../../test/mocks';

/** The company query's mocks are shared by every page that shows the company's details. */
export {
  companyData,
  companyErrorMock,
  companyLoadingMock,
  companyMock,
} from '../../app/company.mock';

export const contactValues: ContactInput = {
  name: 'Dana Kowalchuk',
  email: 'dana@example.com',
  phone: '780-555-0110',
  businessType: 'Mixed Farming',
  message: 'We farm 1,200 acres near Vegreville.\nCould someone call about soil testing?',
};

const variables = { input: contactValues };

export const sendSuccessMock = mockData(ContactSendMessageDocument, {
  variables,
  data: {
    submitContact: {
      __typename: 'ContactReceipt',
      success: true,
      id: '17',
      message: "Thank you for your message. We'll get back to you as soon as possible.",
    },
  },
});

/** The server refuses the name with its own message for that field. */
export const sendInvalidMock = mockErrors(ContactSendMessageDocument, {
  variables,
  errors: [
    {
      message: 'Invalid contact message',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { name: 'Name must be at most 100 characters' },
      },
    },
  ],
});

export const sendNetworkErrorMock = mockNetworkError(ContactSendMessageDocument, {
  variables,
  error: new Error('Failed to fetch'),
});
