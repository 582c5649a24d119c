import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SubscribeForm } from './SubscribeForm';
import { subscribedAnswerMock } from './SubscribeForm.mock';

const meta = {
  title: 'Forms/SubscribeForm',
  component: SubscribeForm,
  args: { onSubmit: fn(async () => subscribedAnswerMock) },
} satisfies Meta<typeof SubscribeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'placeholder',
      'Enter your email',
    );
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(canvas.getByText('Please enter a valid email address')).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'grower@example.com');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'grower@example.com' }),
    );
    // The toast goes after 5 s, so look for it first: on a loaded machine the steps below can
    // take longer than that.
    await expect(
      await screen.findByText('Successfully Subscribed', { selector: '.ant-notification *' }),
    ).toBeVisible();
    // The toast says the server's answer, as the confirmation below does.
    await expect(
      screen.getByText('Thank you for subscribing to our newsletter!', {
        selector: '.ant-notification *',
      }),
    ).toBeVisible();
    // A confirmation stays above the emptied form and takes the focus.
    const confirmation = await canvas.findByText('Successfully Subscribed', {
      selector: '.pe-form-confirmation *',
    });
    const region = confirmation.closest('[role="status"]');
    await expect(region).toHaveTextContent('Thank you for subscribing to our newsletter!');
    await waitFor(() => expect(region).toHaveFocus());
    // Resetting re-mounts the field, so look the input up again.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue(''),
    );
  },
};

export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'a@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('button', { name: /Subscribing\.\.\./ })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('409: Email already subscribed'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'grower@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Error');
    await expect(alert).toHaveTextContent('409: Email already subscribed');
    await expect(input).toHaveValue('grower@example.com');
  },
};

/** Another list's labels (a waitlist), its failure shown in the form too (as in a dialog). */
export const WaitlistInlineError: Story = {
  args: {
    submitLabel: 'Join Waitlist',
    pendingLabel: 'Joining...',
    successTitle: 'Almost on the list',
    name: 'waitlist',
    notify: false,
    inlineErrors: true,
    onSubmit: fn(async () => Promise.reject(new Error('Too many subscriptions'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'grower@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Too many subscriptions');
    await expect(input).toHaveValue('grower@example.com');
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
