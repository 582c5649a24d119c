export { CategoryFilter, filterByCategory, PRODUCT_CATEGORY_OPTIONS } from './CategoryFilter';
export type { CategoryFilterProps, CategoryOption } from './CategoryFilter';
