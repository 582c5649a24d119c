import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import {
  JoinWaitlistDocument,
  WaitlistConsentWordingDocument,
} from '../../graphql/generated/waitlist/graphql';
import {
  joinVariables,
  mockJoined,
  mockWaitlistWording,
  waitlistWordingMock,
  waitlistWordingVariables,
} from '../../features/waitlist/WaitlistDialog.mock';
import { mockErrors, mockLoading, mockNetworkError } from '../../test/mocks';
import { renderWithProviders, type RenderOptions } from '../../test/render';
import { builtInStatusesMock } from './Apps.mock';
import { AppsPage } from './AppsPage';

const WORDING = waitlistWordingMock.waitlistConsentWording.text;
const joinButton = () => screen.getByRole('button', { name: 'Join Waitlist' });

/** Opens the dialog from FarmOps Manager's card, by keyboard, and answers it. */
async function openDialog(mocks: NonNullable<RenderOptions['mocks']>) {
  renderWithProviders(<AppsPage />, { path: '/apps', mocks: [builtInStatusesMock, ...mocks] });
  const button = joinButton();
  expect(button).toBeEnabled();
  button.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Join the FarmOps Manager waitlist' });
}

async function join(dialog: HTMLElement, email = 'grower@example.com') {
  await userEvent.type(
    await within(dialog).findByRole('textbox', { name: 'Email address' }),
    email,
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));
}

describe('AppsPage: FarmOps Manager waitlist', () => {
  it('opens from the keyboard, shows the wording, joins and asks to check the inbox', async () => {
    const dialog = await openDialog([mockWaitlistWording(), mockJoined()]);
    expect(await within(dialog).findByText(WORDING, { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await join(dialog);
    expect(await within(dialog).findByText('Check your inbox to confirm')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Almost there: check your inbox and confirm your address to join the FarmOps Manager waitlist.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a loading state until the wording is there, and no form before it', async () => {
    const dialog = await openDialog([
      mockLoading(WaitlistConsentWordingDocument, { variables: waitlistWordingVariables }),
    ]);
    expect(within(dialog).getByLabelText('Loading the waitlist form')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so when the wording cannot be read, and offers no form', async () => {
    const dialog = await openDialog([
      mockNetworkError(WaitlistConsentWordingDocument, {
        variables: waitlistWordingVariables,
        error: new Error('Failed to fetch'),
      }),
    ]);
    expect(
      await within(dialog).findByText(
        'The waitlist form could not be loaded. Please close this window and try again.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the limit as the server words it, in the dialog, keeping the address', async () => {
    const limited = 'Too many subscriptions from your connection. Please try again in 9 minutes.';
    const dialog = await openDialog([
      mockWaitlistWording(),
      mockErrors(JoinWaitlistDocument, {
        variables: joinVariables,
        errors: [{ message: limited, extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 540 } }],
      }),
    ]);
    await join(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(limited);
    expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'grower@example.com',
    );
  });

  it('refuses an invalid address before sending, and closes back onto its button', async () => {
    const dialog = await openDialog([mockWaitlistWording()]);
    await join(dialog, 'not-an-email');
    expect(
      await within(dialog).findByText('Please enter a valid email address'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(joinButton()).toHaveFocus());
  });

  it('closes with Escape, and opens again as it was left', async () => {
    const dialog = await openDialog([mockWaitlistWording()]);
    await within(dialog).findByRole('textbox', { name: 'Email address' });
    // The focus is in the dialog while it is open, and comes back to the button after.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(joinButton()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('dialog', { name: 'Join the FarmOps Manager waitlist' }),
    ).toBeVisible();
  });
});
