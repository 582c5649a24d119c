import { screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPE_LABELS } from '../../app/labels';
import {
  consentWordingMock,
  mockConsentWording,
} from '../../features/subscribe/NewsletterSubscribe.mock';
import { ContactSendMessageDocument } from '../../graphql/generated/graphql';
import { mockData } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { companyMock, contactValues } from './Contact.mock';
import { contactInput, ContactPage } from './ContactPage';

const WORDING = consentWordingMock.newsletterConsentWording.text;

/** The message with the newsletter box ticked: the wording's version goes with it. */
const sendWithNewsletterMock = mockData(ContactSendMessageDocument, {
  variables: {
    input: { ...contactValues, subscribeToNewsletter: true, consentVersion: '2026-11' },
  },
  data: {
    submitContact: {
      __typename: 'SubmitContactPayload',
      receipt: {
        __typename: 'ContactReceipt',
        id: '18',
        message: "We'll get back to you as soon as possible.",
      },
      userErrors: [],
    },
  },
});

async function fillForm() {
  const user = userEvent.setup();
  const paste = async (name: string, text: string) => {
    await user.click(screen.getByLabelText(name));
    await user.paste(text);
  };
  await paste('Name', contactValues.name);
  await paste('Email', contactValues.email);
  await paste('Phone', contactValues.phone);
  await user.click(screen.getByLabelText('Business Type'));
  await user.click(await screen.findByTitle(BUSINESS_TYPE_LABELS[contactValues.businessType]));
  await paste('Message', contactValues.message);
}

describe('the contact form newsletter box', { timeout: 30_000 }, () => {
  it('sends the box only ticked, with the version of the wording shown', () => {
    const { name, email, phone, businessType, message } = contactValues;
    const values = { name, email, phone, businessType, message };
    expect(contactInput({ ...values, subscribeToNewsletter: false }, '2026-11')).toEqual(values);
    expect(contactInput(values, '2026-11')).toEqual(values);
    expect(contactInput({ ...values, subscribeToNewsletter: true }, '2026-11')).toEqual({
      ...values,
      subscribeToNewsletter: true,
      consentVersion: '2026-11',
    });
  });

  it('is unchecked, with the consent wording beside it; ticked, the message asks for the newsletter', async () => {
    renderWithProviders(<ContactPage />, {
      mocks: [companyMock, mockConsentWording(), sendWithNewsletterMock],
      path: '/contact',
    });
    const box = await screen.findByLabelText('Also send me the newsletter');
    expect(box).not.toBeChecked();
    expect(screen.getByText(WORDING)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-describedby', screen.getByText(WORDING).id);
    await fillForm();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    // The mock answers only the input with the box and the version: the receipt proves they went.
    expect(
      await screen.findByText("We'll get back to you as soon as possible.", {
        selector: '.pe-form-confirmation *',
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Also send me the newsletter')).not.toBeChecked(),
    );
  });
});
