export * from './theme';
export * from './shared';
export * from './utils';
export * from './Toast';
export * from './ProductCard';
