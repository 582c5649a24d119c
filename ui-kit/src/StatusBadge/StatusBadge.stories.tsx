import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Data Display/StatusBadge',
  component: StatusBadge,
  args: { status: 'Beta' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  args: { status: 'Live' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Live')).toHaveClass('pe-status--solid');
  },
};

export const Beta: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Beta')).toHaveClass('pe-status--filled');
  },
};

export const ComingSoon: Story = {
  args: { status: 'Coming Soon' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Coming Soon')).toHaveClass('pe-status--outlined');
  },
};

export const UnknownStatus: Story = { args: { status: 'Retired' } };

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
