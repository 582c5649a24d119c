/**
 * Who may do what in the admin (issue 25). A role is a fixed set of permissions; every admin
 * GraphQL field and REST route names the one permission it needs (`@Authorized('content')`,
 * `requireAdmin(tokens, 'messages')`), and the server checks it on every request. The admin
 * hides what the signed-in role lacks, from the `permissions` of `currentAdmin`.
 *
 * - **owner:** everything, including accounts and settings;
 * - **editor:** content and images (pages, newsletters and their mailings, media), nothing else;
 * - **support:** contact messages and subscribers (read, mark handled, export), no content.
 *
 * Anything that only needs a signed-in person (the dashboard's counts, one's own password,
 * signing out, one's own crop plans) is `@Authorized()` with no permission.
 */
export const USER_ROLES = ['owner', 'editor', 'support'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A role as people read it (the invitation e-mail; the admin has the same names). */
export const ROLE_LABELS: Readonly<Record<UserRole, string>> = {
  owner: 'Owner',
  editor: 'Editor',
  support: 'Support',
};

/**
 * What each role may do, in the office's words: the one statement of it, which the schema's Role
 * enum describes its values with and `staffRoles` hands the admin's role choices.
 */
export const ROLE_DESCRIPTIONS: Readonly<Record<UserRole, string>> = {
  owner: 'Everything, including accounts and settings.',
  editor: 'Content and images; no accounts, no settings.',
  support: 'Contact messages and subscribers (read, mark handled, export); no content.',
};

export const PERMISSIONS = ['content', 'messages', 'administration'] as const;
/**
 * - `content`: the site's content and images, their versions and edit locks, newsletter mailings;
 * - `messages`: contact messages and subscribers, with their CSV exports;
 * - `administration`: company settings, the audit trail, the mail outbox, privacy requests
 *   (finding and erasing a person's data) and, with issue 25, accounts.
 */
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<UserRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  editor: ['content'],
  support: ['messages'],
};

export function isUserRole(value: unknown): value is UserRole {
  return (USER_ROLES as readonly unknown[]).includes(value);
}

/** Whether `role` has `permission`. */
export function can(role: UserRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The message of FORBIDDEN, naming the role and what it lacks. */
export function forbiddenMessage(role: UserRole, permission: Permission): string {
  return `The ${role} role does not include ${PERMISSION_NAMES[permission]}`;
}

const PERMISSION_NAMES: Readonly<Record<Permission, string>> = {
  content: 'editing content',
  messages: 'contact messages and subscribers',
  administration: 'settings and administration',
};

/**
 * Whether a request may use `permission`: its role has it, and, for a personal API token, the
 * token was given it (`scope`). A token never does more than its account's role does now.
 */
export function allows(
  user: { role: UserRole; scope?: readonly Permission[] },
  permission: Permission,
): boolean {
  return can(user.role, permission) && (!user.scope || user.scope.includes(permission));
}

/** Why `user` may not use `permission` (its role, or its API token's scope). */
export function refusalOf(
  user: { role: UserRole; scope?: readonly Permission[] },
  permission: Permission,
): string {
  return can(user.role, permission)
    ? `This API token does not include ${PERMISSION_NAMES[permission]}`
    : forbiddenMessage(user.role, permission);
}
