import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { BrandProvider } from '../theme';
import type { LinkComponentProps } from '../shared/link';
import { ProductCard } from './ProductCard';
import { productMock } from './ProductCard.mock';
import * as stories from './ProductCard.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('ProductCard', () => {
  it('renders "View Details" with the link component the site passes', () => {
    const RouterLink = ({ to, children, ...rest }: LinkComponentProps) => (
      <a href={`#router${to}`} data-router="yes" {...rest}>
        {children}
      </a>
    );
    render(
      <BrandProvider linkComponent={RouterLink}>
        <ProductCard product={productMock} detailsHref="/soil-diagnostics/7" headingLevel={2} />
      </BrandProvider>,
    );
    const link = screen.getByRole('link', { name: 'View Details' });
    expect(link).toHaveAttribute('href', '#router/soil-diagnostics/7');
    expect(link).toHaveAccessibleDescription('Elite Phos');
    expect(screen.getByRole('heading', { level: 2, name: 'Elite Phos' })).toBeInTheDocument();
  });

  it('keeps a short description whole', () => {
    render(
      <ProductCard product={{ ...productMock, description: 'Short.' }} detailsHref="/products/7" />,
    );
    expect(screen.getByText('Short.')).toBeInTheDocument();
  });
});
