import { describe, expect, it } from 'vitest';
import { groupProductsByCategory, PRODUCT_CATEGORIES } from './groupProducts';

const p = (name: string, category: string) => ({ name, category });

describe('groupProductsByCategory', () => {
  it('groups under the three categories in display order, keeping the product order', () => {
    const groups = groupProductsByCategory([
      p('Soil Booster', 'Soil Health'),
      p('Elite Phos', 'Plant Nutrition'),
      p('Organic Kelp Max', 'Organic Solutions'),
      p('Elite Nitro', 'Plant Nutrition'),
    ]);
    expect(groups.map((g) => g.category)).toEqual([...PRODUCT_CATEGORIES]);
    expect(groups[0].products.map((x) => x.name)).toEqual(['Elite Phos', 'Elite Nitro']);
    expect(groups[1].products.map((x) => x.name)).toEqual(['Soil Booster']);
    expect(groups[2].products.map((x) => x.name)).toEqual(['Organic Kelp Max']);
  });

  it('keeps empty categories and leaves out unknown ones', () => {
    const groups = groupProductsByCategory([p('Mystery', 'Other')]);
    expect(groups).toEqual(PRODUCT_CATEGORIES.map((category) => ({ category, products: [] })));
  });
});
