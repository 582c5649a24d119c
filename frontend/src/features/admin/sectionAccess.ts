import { ADMIN_PATH } from '../../app/site-routes';
import { ADMIN_SECTIONS, type AdminSectionKey } from './sections';
import type { Permission, Role } from '../../graphql/generated/admin/graphql';

/** /admin itself shows the contact messages (spec section 4). */
export function isAdminIndex(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname === `${ADMIN_PATH}/`;
}

/** The section an admin address belongs to (/admin/newsletters/7 is the newsletters'). */
export function sectionAt(pathname: string): AdminSectionKey | undefined {
  if (isAdminIndex(pathname)) return 'messages';
  return (Object.keys(ADMIN_SECTIONS) as AdminSectionKey[]).find((key) => {
    const { path } = ADMIN_SECTIONS[key];
    return pathname === path || pathname.startsWith(`${path}/`);
  });
}

/** Whether a role with `permissions` may open the section. */
export function mayOpen(section: AdminSectionKey, permissions: readonly Permission[]): boolean {
  const needed = ADMIN_SECTIONS[section].permission;
  return needed === null || permissions.includes(needed);
}

/** A role's name as the admin writes it (backend/src/modules/auth/roles.ts). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  OWNER: 'Owner',
  EDITOR: 'Editor',
  SUPPORT: 'Support',
};
