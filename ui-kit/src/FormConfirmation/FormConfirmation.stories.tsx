import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FormConfirmation } from './FormConfirmation';

const meta = {
  title: 'Feedback/FormConfirmation',
  component: FormConfirmation,
  args: { title: 'Message Sent', children: "We'll get back to you as soon as possible." },
} satisfies Meta<typeof FormConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown above a form after it succeeded; it takes the focus when it appears. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const confirmation = within(canvasElement).getByRole('status');
    await expect(confirmation).toHaveTextContent('Message Sent');
    await waitFor(() => expect(confirmation).toHaveFocus());
  },
};

export const Subscribed: Story = {
  args: {
    title: 'Successfully Subscribed',
    children: 'Thank you for subscribing to our newsletter!',
  },
};
