import { ADMIN_PATH, ADMIN_SECTIONS, type AdminSectionKey } from '../../app/site-routes';
import type { Permission, Role } from '../../graphql/generated/admin/graphql';

/**
 * The permission each admin screen needs (null: any signed-in role), as the server checks it on
 * the screen's queries (backend/src/modules/auth/roles.ts). The admin shows a role only what it
 * may open: the menu leaves the others out, and an address typed by hand says it is not theirs.
 * Kept here, not in site-routes.ts, so a visitor's first load carries none of it.
 */
export const SECTION_PERMISSIONS: Readonly<Record<AdminSectionKey, Permission | null>> = {
  dashboard: null,
  images: 'CONTENT',
  products: 'CONTENT',
  newsletters: 'CONTENT',
  team: 'CONTENT',
  testimonials: 'CONTENT',
  technology: 'CONTENT',
  certifications: 'CONTENT',
  documents: 'CONTENT',
  videos: 'CONTENT',
  messages: 'MESSAGES',
  subscribers: 'MESSAGES',
  outbox: 'ADMINISTRATION',
  activity: 'ADMINISTRATION',
  accounts: 'ADMINISTRATION',
  settings: 'ADMINISTRATION',
  // Each person's own password and sessions.
  account: null,
};

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
  const needed = SECTION_PERMISSIONS[section];
  return needed === null || permissions.includes(needed);
}

/** A role's name as the admin writes it (backend/src/modules/auth/roles.ts). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  OWNER: 'Owner',
  EDITOR: 'Editor',
  SUPPORT: 'Support',
};
