import { screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import {
  consentWordingMock,
  mockConsentWording,
} from '../../features/subscribe/NewsletterSubscribe.mock';
import {
  ConfirmSubscriptionDocument,
  type ConfirmSubscriptionMutation,
  NewsletterSubscriptionDocument,
  ResubscribeDocument,
  UnsubscribeDocument,
  UpdateSubscriptionPreferencesDocument,
} from '../../graphql/generated/subscription/graphql';
import { mockData, type AnswerData } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { SubscriptionConfirmPage } from './SubscriptionConfirmPage';
import { SubscriptionPreferencesPage } from './SubscriptionPreferencesPage';
import { UnsubscribePage } from './UnsubscribePage';

const TOKEN = 'tok3n-from-the-e-mail';
const subscription = (status: 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED') => ({
  __typename: 'NewsletterSubscription' as const,
  email: 'grower@example.com',
  status,
  preferencesToken: '7.p.1790000000.signature',
});
/** The fields every link answer shares, under the answer type of `typename`. */
const payload = <T extends string>(typename: T) => ({ __typename: typename, userErrors: [] });

const confirmed: AnswerData<ConfirmSubscriptionMutation> = {
  confirmSubscription: {
    ...payload('ConfirmSubscriptionPayload'),
    subscription: { ...subscription('CONFIRMED'), newsletter: true },
    problem: null,
  },
};

/** The confirm page, its button answered with `answer`. */
function renderConfirmPage(
  answer: Pick<
    NonNullable<AnswerData<ConfirmSubscriptionMutation>['confirmSubscription']>,
    'subscription' | 'problem'
  >,
) {
  renderWithProviders(<SubscriptionConfirmPage />, {
    path: `/subscription/confirm?token=${TOKEN}`,
    mocks: [
      mockData(ConfirmSubscriptionDocument, {
        variables: { token: TOKEN },
        data: {
          confirmSubscription: {
            ...payload('ConfirmSubscriptionPayload'),
            ...answer,
          },
        },
      }),
    ],
  });
}

describe('the confirm page', () => {
  it('confirms nothing when opened, only with its button (a POST)', async () => {
    const sent = vi.fn(() => confirmed);
    renderWithProviders(<SubscriptionConfirmPage />, {
      path: `/subscription/confirm?token=${TOKEN}`,
      mocks: [mockData(ConfirmSubscriptionDocument, { variables: { token: TOKEN }, data: sent })],
    });
    const button = await screen.findByRole('button', { name: 'Confirm subscription' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/will come to grower@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your topics' })).toHaveAttribute(
      'href',
      '/subscription/preferences?token=7.p.1790000000.signature',
    );
  });

  it('tells an address that asked for the waitlist only that it gets no newsletter', async () => {
    renderConfirmPage({
      subscription: { ...subscription('CONFIRMED'), newsletter: false },
      problem: null,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
    expect(screen.getByText(/You are on our waitlist/)).toHaveTextContent(
      'we will write to grower@example.com when there is news, and send no newsletter',
    );
    expect(screen.queryByText(/Our newsletter will come/)).not.toBeInTheDocument();
  });

  it('explains an expired link and leads to the subscribe form', async () => {
    renderConfirmPage({ subscription: null, problem: 'EXPIRED' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the subscribe form' })).toHaveAttribute(
      'href',
      '/newsletter',
    );
  });

  it('says a link without its token does not work', () => {
    renderWithProviders(<SubscriptionConfirmPage />, { path: '/subscription/confirm' });
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm subscription' })).toBeNull();
  });
});

describe('the unsubscribe page', () => {
  it('unsubscribes with its button, then offers to resubscribe under the consent wording', async () => {
    renderWithProviders(<UnsubscribePage />, {
      path: `/subscription/unsubscribe?token=${TOKEN}`,
      mocks: [
        mockConsentWording(),
        mockData(UnsubscribeDocument, {
          variables: { token: TOKEN },
          data: {
            unsubscribe: {
              ...payload('UnsubscribePayload'),
              subscription: subscription('UNSUBSCRIBED'),
              problem: null,
            },
          },
        }),
        mockData(ResubscribeDocument, {
          variables: {
            token: TOKEN,
            consentVersion: '2026-11',
            page: '/subscription/unsubscribe',
          },
          data: {
            resubscribe: {
              ...payload('ResubscribePayload'),
              subscription: subscription('CONFIRMED'),
              problem: null,
            },
          },
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(screen.getByText(/no more newsletters to grower@example.com/)).toBeInTheDocument();
    expect(
      await screen.findByText(consentWordingMock.newsletterConsentWording.text),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are subscribed again' })).toBeVisible();
  });
});

/** The preferences page's read of a confirmed subscription with these topics. */
const mockPreferencesPage = (topics: {
  preferences: string[];
  topics: string[];
  newsletter: boolean;
}) =>
  mockData(NewsletterSubscriptionDocument, {
    variables: { token: TOKEN },
    data: {
      newsletterSubscription: {
        __typename: 'SubscriptionLinkPayload',
        subscription: { ...subscription('CONFIRMED'), ...topics },
        problem: null,
      },
    },
  });

describe('the preferences page', () => {
  it('shows the topics chosen and saves a new choice', async () => {
    const saved = vi.fn(() => ({
      updateSubscriptionPreferences: {
        ...payload('UpdateSubscriptionPreferencesPayload'),
        subscription: {
          ...subscription('CONFIRMED'),
          preferences: ['Plant Nutrition', 'Organic Solutions'],
          topics: ['Plant Nutrition', 'Soil Health', 'Organic Solutions'],
        },
        problem: null,
      },
    }));
    renderWithProviders(<SubscriptionPreferencesPage />, {
      path: `/subscription/preferences?token=${TOKEN}`,
      mocks: [
        mockPreferencesPage({
          preferences: ['Plant Nutrition'],
          topics: ['Plant Nutrition', 'Soil Health', 'Organic Solutions'],
          newsletter: true,
        }),
        mockData(UpdateSubscriptionPreferencesDocument, {
          variables: {
            input: { token: TOKEN, preferences: ['Plant Nutrition', 'Organic Solutions'] },
          },
          data: saved,
        }),
      ],
    });
    const plant = await screen.findByRole('checkbox', { name: 'Plant Nutrition' });
    expect(plant).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Soil Health' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Organic Solutions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it('shows an address on the FarmOps Manager waitlist only its waitlist, and leaves it', async () => {
    const waitlist = 'FarmOps Manager waitlist';
    const saved = vi.fn(() => ({
      updateSubscriptionPreferences: {
        ...payload('UpdateSubscriptionPreferencesPayload'),
        subscription: { ...subscription('CONFIRMED'), preferences: [], topics: [] },
        problem: null,
      },
    }));
    renderWithProviders(<SubscriptionPreferencesPage />, {
      path: `/subscription/preferences?token=${TOKEN}`,
      mocks: [
        mockPreferencesPage({ preferences: [waitlist], topics: [waitlist], newsletter: false }),
        mockData(UpdateSubscriptionPreferencesDocument, {
          variables: { input: { token: TOKEN, preferences: [] } },
          data: saved,
        }),
      ],
    });
    const box = await screen.findByRole('checkbox', { name: waitlist });
    expect(box).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Soil Health' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/You are on our waitlist and receive no newsletter/),
    ).toBeInTheDocument();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });
});
