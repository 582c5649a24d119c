export { brandTheme } from './theme';
export { BrandProvider } from './BrandProvider';
export type { BrandProviderProps } from './BrandProvider';
