import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Products', href: '/products' },
      { label: 'Elite Phos' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(within(nav).getByText('Elite Phos')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: 'Elite Phos' })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Products', href: '/products' },
      { label: 'Elite Nitro Slow-Release Nitrogen with Micronutrient Package for Canola' },
    ],
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
