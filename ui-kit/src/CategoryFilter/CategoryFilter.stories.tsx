import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { ProductCard } from '../ProductCard';
import { productsMock } from '../ProductCard/ProductCard.mock';
import { CategoryFilter, filterByCategory } from './CategoryFilter';
import { productCategoryOptionsMock } from './CategoryFilter.mock';

const meta = {
  title: 'Navigation/CategoryFilter',
  component: CategoryFilter,
  args: { onChange: fn(), options: productCategoryOptionsMock },
} satisfies Meta<typeof CategoryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'All Products' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Soil Health' }));
    await expect(args.onChange).toHaveBeenCalledWith('Soil Health');
    await expect(canvas.getByRole('button', { name: 'Soil Health' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'All Products' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Preselected: Story = { args: { value: 'Organic Solutions' } };

function FilteredProducts({ products = productsMock }: { products?: typeof productsMock }) {
  const [category, setCategory] = useState('all');
  const visible = filterByCategory(products, category);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <CategoryFilter
        options={productCategoryOptionsMock}
        value={category}
        onChange={setCategory}
      />
      {visible.length ? (
        <ul className="pe-grid pe-list-reset">
          {visible.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} detailsHref={`/products/${product.id}`} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No products in this category yet" />
      )}
    </div>
  );
}

/** The soil page: a button press filters the product cards. */
export const FilteringProducts: Story = {
  render: () => <FilteredProducts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Soil Health' }));
    const names = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(names).toEqual(['Soil Booster', 'Humic Plus']);
    await userEvent.click(canvas.getByRole('button', { name: 'All Products' }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

export const EmptyCategory: Story = {
  render: () => <FilteredProducts products={productsMock.slice(0, 2)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Organic Solutions' }));
    await expect(canvas.getByText('No products in this category yet')).toBeVisible();
  },
};

export const MobileViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
