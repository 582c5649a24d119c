import type { CategoryOption } from './CategoryFilter';

/** The soil page's filter as the site passes it: "All Products" and the three categories. */
export const productCategoryOptionsMock: CategoryOption[] = [
  { value: 'all', label: 'All Products' },
  { value: 'Plant Nutrition', label: 'Plant Nutrition' },
  { value: 'Soil Health', label: 'Soil Health' },
  { value: 'Organic Solutions', label: 'Organic Solutions' },
];
