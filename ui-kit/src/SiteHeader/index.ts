export { HEADER_HIDE_AFTER_PX, SITE_NAV_LINKS, SiteHeader } from './SiteHeader';
export type { SiteHeaderProps } from './SiteHeader';
