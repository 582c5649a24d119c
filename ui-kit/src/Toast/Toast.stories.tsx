import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastDemo } from './ToastDemo';
import { ToastProvider } from './ToastProvider';
import { specToasts } from './Toast.mock';

/**
 * Toasts come from `useToast()` (BrandProvider includes the ToastProvider): at most one is shown,
 * each for 5000 ms, and F8 moves focus to the "Notifications (F8)" region.
 */
const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: {
    toasts: [
      { trigger: 'Show success', ...specToasts.subscribed },
      { trigger: 'Show error', ...specToasts.messageFailed },
      { trigger: 'Show info', ...specToasts.imageUpload },
    ],
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const toast = await screen.findByRole('status');
    await expect(toast).toHaveTextContent('Successfully Subscribed');
    await expect(toast).toHaveTextContent('Thank you for subscribing to our newsletter!');
  },
};

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to send message. Please try again.');
  },
};

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await screen.findByText('Successfully Subscribed');
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await screen.findByText('Image Upload');
    await waitFor(() => expect(screen.queryByText('Successfully Subscribed')).toBeNull());
  },
};

export const F8FocusesNotifications: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
    await userEvent.keyboard('{F8}');
    await expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Success.play,
};

/**
 * The notification code could not be fetched (a dropped connection): the toast still says what
 * happened, as plain text in the same place, and the next toast tries the code again.
 */
export const CodeNotLoaded: Story = {
  decorators: [
    (Story) => (
      <ToastProvider
        label="Notifications without their code"
        loadHost={() => Promise.reject(new globalThis.Error('offline'))}
      >
        <Story />
      </ToastProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const toast = await screen.findByRole('status');
    await expect(toast).toHaveTextContent('Successfully Subscribed');
    await expect(toast).toHaveTextContent('Thank you for subscribing to our newsletter!');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again.',
    );
    await expect(screen.queryByRole('status')).toBeNull();
  },
};
