export { brandTheme } from './theme';
export { palette } from './palette';
export { BrandProvider } from './BrandProvider';
export type { BrandProviderProps } from './BrandProvider';
export { AntdScope } from './AntdScope';
