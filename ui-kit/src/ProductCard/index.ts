export { ProductCard } from './ProductCard';
export type { ProductCardProps, ProductCardProduct } from './ProductCard';
