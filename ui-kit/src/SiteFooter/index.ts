export { copyrightLine, SiteFooter } from './SiteFooter';
export type { FooterCompany, FooterLocation, SiteFooterProps } from './SiteFooter';
