export { HEADER_HIDE_AFTER_PX, SiteHeader } from './SiteHeader';
export type { SiteHeaderProps } from './SiteHeader';
