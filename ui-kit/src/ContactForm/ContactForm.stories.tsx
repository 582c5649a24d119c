import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormRefusedError, FormSubmitError } from '../shared/formErrors';
import { CONTACT_PHONE_FORMAT_ERROR, ContactForm } from './ContactForm';
import type { ContactFormValues } from './ContactForm';
import {
  businessTypeLabel,
  businessTypesMock,
  contactSentAnswerMock,
  contactValuesMock,
  newsletterConsentMock,
} from './ContactForm.mock';

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn(async () => contactSentAnswerMock), businessTypes: businessTypesMock },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills every field; text is pasted rather than typed key by key to keep the tests quick. */
async function fillForm(canvasElement: HTMLElement, values: ContactFormValues) {
  const canvas = within(canvasElement);
  const fill = async (name: string, value: string) => {
    await userEvent.click(canvas.getByRole('textbox', { name }));
    await userEvent.paste(value);
  };
  await fill('Name', values.name);
  await fill('Email', values.email);
  await fill('Phone', values.phone);
  await userEvent.click(canvas.getByRole('combobox', { name: 'Business Type' }));
  await userEvent.click(await screen.findByTitle(businessTypeLabel(values.businessType)));
  await fill('Message', values.message);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // The business type starts empty and says so.
    await expect(canvas.getByText('Select your business type')).toBeVisible();
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ron@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(canvas.getByText('Please enter your name')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByText('Please enter a valid email address')).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByText('Please enter your phone number')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Please select your business type')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Please enter a message')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please enter your name',
    );
    // The focus moves to the first field in error.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A phone field must hold a North American number with its area code. */
export const PhoneFormat: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, { ...contactValuesMock, phone: 'abc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(canvas.getByText(CONTACT_PHONE_FORMAT_ERROR)).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, contactValuesMock);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(contactValuesMock));
    // The toast goes after 5 s, so look for it first: on a loaded machine the steps below can
    // take longer than that.
    await expect(
      await screen.findByText('Message Sent', { selector: '.ant-notification *' }),
    ).toBeVisible();
    // The toast says the server's answer, as the confirmation below does.
    await expect(
      screen.getByText("We'll get back to you as soon as possible.", {
        selector: '.ant-notification *',
      }),
    ).toBeVisible();
    // A confirmation stays above the emptied form and takes the focus.
    const confirmation = await canvas.findByText('Message Sent', {
      selector: '.pe-form-confirmation *',
    });
    const region = confirmation.closest('[role="status"]');
    await expect(region).toHaveTextContent("We'll get back to you as soon as possible.");
    await waitFor(() => expect(region).toHaveFocus());
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
  },
};

export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, contactValuesMock);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(new FormSubmitError('Invalid', { phone: 'Phone must be a valid number' })),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, contactValuesMock);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to send message. Please try again.');
    await waitFor(() => expect(canvas.getByText('Phone must be a valid number')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Ron Kowalchuk');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The sender's connection sent too many messages: the toast says how long to wait. */
export const RateLimited: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        new FormRefusedError(
          'Too many messages from your connection. Please try again in 9 minutes.',
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, contactValuesMock);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Too many messages from your connection. Please try again in 9 minutes.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Ron Kowalchuk');
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Opened from a product's "Ask about this product": the message names the product. */
export const AboutAProduct: Story = {
  args: { initialMessage: "I'd like to know more about Elite Phos." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(
        "I'd like to know more about Elite Phos.",
      ),
    );
  },
};

/** With the newsletter box: unchecked, its consent wording beside it; ticked, it is sent along. */
export const WithNewsletterBox: Story = {
  args: { newsletterConsent: newsletterConsentMock },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Also send me the newsletter' });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(newsletterConsentMock);
    await fillForm(canvasElement, contactValuesMock);
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...contactValuesMock,
        subscribeToNewsletter: true,
      }),
    );
    // A sent form starts over unticked (antd may remount the fields on reset: look it up again).
    await waitFor(() =>
      expect(
        canvas.getByRole('checkbox', { name: 'Also send me the newsletter' }),
      ).not.toBeChecked(),
    );
  },
};
