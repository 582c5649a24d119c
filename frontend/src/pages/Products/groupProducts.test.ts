import { describe, expect, it } from 'vitest';
import type { ProductCategory } from '../../graphql/generated/graphql';
import { groupProductsByCategory } from './groupProducts';

const p = (name: string, category: ProductCategory) => ({ name, category });

describe('groupProductsByCategory', () => {
  it('groups under the three categories in display order, keeping the product order', () => {
    const groups = groupProductsByCategory([
      p('Soil Booster', 'SOIL_HEALTH'),
      p('Elite Phos', 'PLANT_NUTRITION'),
      p('Organic Kelp Max', 'ORGANIC_SOLUTIONS'),
      p('Elite Nitro', 'PLANT_NUTRITION'),
    ]);
    expect(groups.map((g) => g.label)).toEqual([
      'Plant Nutrition',
      'Soil Health',
      'Organic Solutions',
    ]);
    expect(groups[0].products.map((x) => x.name)).toEqual(['Elite Phos', 'Elite Nitro']);
    expect(groups[1].products.map((x) => x.name)).toEqual(['Soil Booster']);
    expect(groups[2].products.map((x) => x.name)).toEqual(['Organic Kelp Max']);
  });

  it('keeps empty categories', () => {
    const groups = groupProductsByCategory([p('Elite Phos', 'PLANT_NUTRITION')]);
    expect(groups.map((g) => [g.category, g.products.length])).toEqual([
      ['PLANT_NUTRITION', 1],
      ['SOIL_HEALTH', 0],
      ['ORGANIC_SOLUTIONS', 0],
    ]);
  });
});
