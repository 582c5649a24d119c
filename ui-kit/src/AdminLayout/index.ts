export { AdminLayout } from './AdminLayout';
export type { AdminLayoutProps } from './AdminLayout';
