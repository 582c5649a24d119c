import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_ROW_CARD_IMAGE_SIZES } from '../FallbackImage';
import { ProductCard } from './ProductCard';
import {
  brokenImageProductMock,
  longProductMock,
  missingImageProductMock,
  productMock,
  responsiveImageProductMock,
} from './ProductCard.mock';

const meta = {
  title: 'Cards/ProductCard',
  component: ProductCard,
  args: { product: productMock, detailsHref: `/products/${productMock.id}` },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Elite Phos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/products/7',
    );
    await expect(canvas.getByRole('img', { name: 'Elite Phos' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { loading: true } };

export const LongText: Story = {
  args: { product: longProductMock },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/\.\.\.$/);
    await expect(text.textContent).toHaveLength(153);
  },
};

export const ProductsPageCut: Story = {
  args: {
    product: longProductMock,
    descriptionLength: 200,
    detailsHref: null,
    onViewDetails: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/\.\.\.$/).textContent).toHaveLength(203);
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'View Details' }));
    await expect(args.onViewDetails).toHaveBeenCalledOnce();
  },
};

export const MissingImage: Story = {
  args: { product: missingImageProductMock },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Elite Phos' });
    await expect(image).toHaveAttribute('data-fallback', 'true');
  },
};

export const BrokenImage: Story = {
  args: { product: brokenImageProductMock },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Elite Phos' });
    fireEvent.error(image);
    await waitFor(() => expect(image).toHaveAttribute('data-fallback', 'true'));
    await expect(image.getAttribute('src')).toMatch(/^data:image\/svg/);
  },
};

export const ResponsiveImage: Story = {
  args: { product: responsiveImageProductMock },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Elite Phos' });
    await expect(image).toHaveAttribute('width', '2000');
    await expect(image).toHaveAttribute('loading', 'lazy');
    const source = canvasElement.querySelector('picture > source[type="image/avif"]');
    await expect(source).toHaveAttribute('sizes', PHONE_ROW_CARD_IMAGE_SIZES);
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
