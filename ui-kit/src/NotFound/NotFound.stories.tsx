import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found');
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
  },
};

export const WithHelpfulLinks: Story = {
  args: {
    actionHref: '/',
    children: (
      <nav aria-label="Other pages">
        <ul>
          <li>
            <a href="/products">Our Products</a>
          </li>
          <li>
            <a href="/contact">Contact</a>
          </li>
        </ul>
      </nav>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The spec's texts stay; the links are a way on beneath them.
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Other pages' });
    await expect(within(nav).getByRole('link', { name: 'Our Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

export const ProductNotFound: Story = {
  args: {
    title: 'Product Not Found',
    message: "Sorry, the product you're looking for doesn't exist or has been removed",
    actionHref: '/soil-diagnostics',
    actionLabel: 'Return to Products',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Return to Products' }),
    ).toHaveAttribute('href', '/soil-diagnostics');
  },
};

export const NewsletterNotFound: Story = {
  args: {
    title: 'Newsletter Not Found',
    message: "The newsletter article you're looking for doesn't exist.",
    actionHref: '/newsletter',
    actionLabel: 'Back to Newsletters',
  },
};

export const MobileViewport: Story = {
  args: { actionHref: '/' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
