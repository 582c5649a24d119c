export { copyrightLine, FOOTER_QUICK_LINKS, SiteFooter } from './SiteFooter';
export type { FooterCompany, FooterLocation, SiteFooterProps } from './SiteFooter';
