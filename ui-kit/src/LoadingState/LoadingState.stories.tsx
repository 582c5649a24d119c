import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'Feedback/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Products: Story = { args: { label: 'Loading products...' } };

export const ProductDetail: Story = { args: { label: 'Loading product information...' } };

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
