export { brandTheme } from './theme';
export { palette, paletteVariable } from './palette';
export { BrandProvider } from './BrandProvider';
export type { BrandProviderProps } from './BrandProvider';
export { AntdScope } from './AntdScope';
