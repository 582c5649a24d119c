import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from '../shared/LinkButton';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No contact submissions yet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'No contact submissions yet',
    );
  },
};

export const WithAction: Story = {
  args: {
    title: 'No newsletters yet',
    description: 'New issues appear here every month.',
    action: <LinkButton to="/">Return to Home</LinkButton>,
  },
};

export const LongText: Story = {
  args: {
    title: 'No products match this category',
    description:
      'Try another category, or contact one of our farm consultants about products for your soil, crop rotation and moisture conditions this season.',
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
