export { ADMIN_NAV_LINKS, AdminLayout } from './AdminLayout';
export type { AdminLayoutProps } from './AdminLayout';
