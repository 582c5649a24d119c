export { CategoryFilter, filterByCategory, inCategory } from './CategoryFilter';
export type { CategoryFilterProps, CategoryOption } from './CategoryFilter';
