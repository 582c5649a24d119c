import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { message: 'Error loading products: 500: Internal Server Error' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error loading products: 500: Internal Server Error',
    );
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ProductsPage: Story = {
  args: { message: 'Failed to load products. Please try again later.' },
};

export const LongText: Story = {
  args: {
    message: 'Error loading products: 503: Service Unavailable',
    description:
      'The product catalogue could not be reached. This is usually temporary while the site is updated; please try again in a few minutes or call our head office.',
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
