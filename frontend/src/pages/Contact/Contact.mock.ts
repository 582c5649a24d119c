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
  businessType: 'MIXED_FARMING',
  message: 'We farm 1,200 acres near Vegreville.\nCould someone call about soil testing?',
};

const variables = { input: contactValues };

/** The server stores the message; its receipt's message is the text the visitor reads. */
export const sendSuccessMock = mockData(ContactSendMessageDocument, {
  variables,
  data: {
    submitContact: {
      __typename: 'SubmitContactPayload',
      receipt: {
        __typename: 'ContactReceipt',
        id: '17',
        message: "We'll get back to you as soon as possible.",
      },
      userErrors: [],
    },
  },
});

/** A success without its receipt breaks the API's contract (the receipt carries the text). */
export const sendWithoutReceiptMock = mockData(ContactSendMessageDocument, {
  variables,
  data: {
    submitContact: { __typename: 'SubmitContactPayload', receipt: null, userErrors: [] },
  },
});

/** The server refuses the name with its own message for that field (a user error). */
export const sendInvalidMock = mockData(ContactSendMessageDocument, {
  variables,
  data: {
    submitContact: {
      __typename: 'SubmitContactPayload',
      receipt: null,
      userErrors: [
        {
          __typename: 'UserError',
          field: ['input', 'name'],
          message: 'Name must be at most 100 characters',
          code: 'TOO_LONG',
        },
      ],
    },
  },
});

/** The server fails (a fault, not the input): a GraphQL error without field messages. */
export const sendServerErrorMock = mockErrors(ContactSendMessageDocument, {
  variables,
  errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
});

/** The sender's address spent CONTACT_LIMIT: the server says how long to wait. */
export const RATE_LIMITED_MESSAGE =
  'Too many messages from your connection. Please try again in 9 minutes.';

export const sendRateLimitedMock = mockErrors(ContactSendMessageDocument, {
  variables,
  errors: [
    { message: RATE_LIMITED_MESSAGE, extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 540 } },
  ],
});

export const sendNetworkErrorMock = mockNetworkError(ContactSendMessageDocument, {
  variables,
  error: new Error('Failed to fetch'),
});
