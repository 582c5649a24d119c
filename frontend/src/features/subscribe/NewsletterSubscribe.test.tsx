import { screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import {
  NewsletterConsentWordingDocument,
  SubscribeDocument,
  type SubscribeMutation,
} from '../../graphql/generated/graphql';
import {
  mockData,
  mockErrors,
  mockLoading,
  mockNetworkError,
  type AnswerData,
} from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { NewsletterSubscribe } from './NewsletterSubscribe';
import { consentWordingMock, mockConsentWording } from './NewsletterSubscribe.mock';

/** What the form sends: the address, and the wording it showed with its page (the ledger's). */
const variables = {
  input: {
    email: 'grower@example.com',
    preferences: [],
    consentVersion: '2026-11',
    page: '/newsletter',
  },
};
const WORDING = consentWordingMock.newsletterConsentWording.text;

/** The server's answer to a subscription: its message is the text the visitor reads. */
const subscribed: AnswerData<SubscribeMutation> = {
  subscribe: {
    __typename: 'SubscribePayload',
    message: 'Thank you for subscribing to our newsletter!',
    userErrors: [],
  },
};

describe('NewsletterSubscribe', () => {
  it('refuses an invalid address with the spec message and sends nothing', async () => {
    // Any subscribe request would be answered, and noted, here.
    const sent = vi.fn(() => subscribed);
    renderWithProviders(<NewsletterSubscribe />, {
      mocks: [
        mockConsentWording(),
        mockData(SubscribeDocument, { variables: () => true, data: sent }),
      ],
    });
    await userEvent.type(await screen.findByPlaceholderText('Enter your email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    // Give a request the time to leave before saying none did.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).not.toHaveBeenCalled();
    expect(screen.queryByText('Successfully Subscribed')).not.toBeInTheDocument();
  });

  it('names its page even before it has read the wording, which the server then records', async () => {
    const early = { input: { email: 'grower@example.com', preferences: [], page: '/newsletter' } };
    renderWithProviders(<NewsletterSubscribe />, {
      mocks: [
        mockLoading(NewsletterConsentWordingDocument),
        mockData(SubscribeDocument, { variables: early, data: subscribed }),
      ],
      path: '/newsletter',
    });
    await userEvent.type(
      await screen.findByPlaceholderText('Enter your email'),
      'grower@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Successfully Subscribed', { selector: '.pe-form-confirmation *' }),
    ).toBeInTheDocument();
  });

  it('subscribes, thanks the visitor and empties the field', async () => {
    renderWithProviders(<NewsletterSubscribe />, {
      mocks: [mockConsentWording(), mockData(SubscribeDocument, { variables, data: subscribed })],
      path: '/newsletter',
    });
    await screen.findByText(WORDING, { exact: false });
    const field = await screen.findByPlaceholderText('Enter your email');
    await userEvent.type(field, 'grower@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    // The confirmation that stays (the toast says it too), with the focus on it. Its text is the
    // server's answer: the ui-kit has no text of its own for it.
    const title = await screen.findByText('Successfully Subscribed', {
      selector: '.pe-form-confirmation *',
    });
    const confirmation = title.closest('[role="status"]');
    expect(confirmation).toHaveTextContent('Thank you for subscribing to our newsletter!');
    expect(
      await screen.findByText('Thank you for subscribing to our newsletter!', {
        selector: '.ant-notification *',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(confirmation).toHaveFocus());
    // Who asks, what is sent and how to leave: the server's wording, letter for letter.
    expect(screen.getByText(WORDING, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    // antd remounts the input on reset: look it up again.
    await waitFor(() => expect(screen.getByPlaceholderText('Enter your email')).toHaveValue(''));
  });

  it("shows the server's message in the toast and under the field when it refuses the address", async () => {
    renderWithProviders(<NewsletterSubscribe />, {
      path: '/newsletter',
      mocks: [
        mockConsentWording(),
        mockData(SubscribeDocument, {
          variables,
          data: {
            subscribe: {
              __typename: 'SubscribePayload',
              message: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: ['input', 'email'],
                  message: 'Please enter a valid email address',
                  code: 'INVALID_FORMAT',
                },
              ],
            },
          },
        }),
      ],
    });
    // The wording first: the form names the version it showed.
    await screen.findByText(WORDING, { exact: false });
    await userEvent.type(
      await screen.findByPlaceholderText('Enter your email'),
      'grower@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    // Once in the toast, once under the field.
    await waitFor(() =>
      expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(2),
    );
    expect(screen.queryByText('Successfully Subscribed')).not.toBeInTheDocument();
  });

  it('fails, rather than invent a text, when a success comes without its message', async () => {
    renderWithProviders(<NewsletterSubscribe />, {
      path: '/newsletter',
      mocks: [
        mockConsentWording(),
        mockData(SubscribeDocument, {
          variables,
          data: { subscribe: { __typename: 'SubscribePayload', message: null, userErrors: [] } },
        }),
      ],
    });
    // The wording first: the form names the version it showed.
    await screen.findByText(WORDING, { exact: false });
    await userEvent.type(
      await screen.findByPlaceholderText('Enter your email'),
      'grower@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Successfully Subscribed')).not.toBeInTheDocument();
  });

  it("shows the server's message when the subscription fails for another reason", async () => {
    renderWithProviders(<NewsletterSubscribe />, {
      path: '/newsletter',
      mocks: [
        mockConsentWording(),
        mockErrors(SubscribeDocument, {
          variables,
          errors: [
            {
              message: 'Internal server error',
              extensions: { code: 'INTERNAL_SERVER_ERROR' },
            },
          ],
        }),
      ],
    });
    // The wording first: the form names the version it showed.
    await screen.findByText(WORDING, { exact: false });
    await userEvent.type(
      await screen.findByPlaceholderText('Enter your email'),
      'grower@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
  });

  it('falls back to the generic message when the network fails', async () => {
    renderWithProviders(<NewsletterSubscribe />, {
      path: '/newsletter',
      mocks: [
        mockConsentWording(),
        mockNetworkError(SubscribeDocument, { variables, error: new Error('Failed to fetch') }),
      ],
    });
    // The wording first: the form names the version it showed.
    await screen.findByText(WORDING, { exact: false });
    await userEvent.type(
      await screen.findByPlaceholderText('Enter your email'),
      'grower@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  });
});
