import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { CategoryFilter, filterByCategory } from './CategoryFilter';
import { productCategoryOptionsMock } from './CategoryFilter.mock';
import * as stories from './CategoryFilter.stories';
import { testAllStories } from '../test/storyTests';

testAllStories(composeStories(stories));

describe('CategoryFilter', () => {
  it('is operable by keyboard and does not re-report the selected value', async () => {
    const onChange = vi.fn();
    render(<CategoryFilter options={productCategoryOptionsMock} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('Plant Nutrition');
    expect(screen.getByRole('group', { name: 'Filter products by category' })).toBeInTheDocument();
  });

  it('filters items by category', () => {
    const items = [{ category: 'A' }, { category: 'B' }, {}];
    expect(filterByCategory(items, 'all')).toHaveLength(3);
    expect(filterByCategory(items, 'B')).toEqual([{ category: 'B' }]);
  });
});
