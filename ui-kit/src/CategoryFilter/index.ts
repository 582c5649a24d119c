export { CategoryFilter, filterByCategory } from './CategoryFilter';
export type { CategoryFilterProps, CategoryOption } from './CategoryFilter';
