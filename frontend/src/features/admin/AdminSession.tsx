import { createContext, useContext, type ReactNode } from 'react';
import type { Permission, Role } from '../../graphql/generated/admin/graphql';

/**
 * What every admin screen gets from the sign-in gate once the token is verified. GraphQL
 * operations need none of it: the admin link (adminLink.ts) sends the token and ends the session
 * when the server refuses it. The token is here for the REST uploads.
 */
export interface AdminSession {
  username: string;
  /** The account's role and what it allows: screens hide what the role cannot do. */
  role: Role;
  permissions: readonly Permission[];
  /** Owners require two-factor and this account has none yet: My Account is all it may open. */
  mustSetUpTwoFactor: boolean;
  token: string;
  /**
   * "Sign Out" / "Logout": revokes the token on the server (adminLogout), then removes it and
   * shows the login form, even when the server could not be told.
   */
  signOut: () => void;
  /**
   * Keeps the session going on a new token (a password change revokes every earlier one): stored
   * in place of the old one and sent from now on.
   */
  replaceToken: (token: string) => void;
  /**
   * Ends the session with a "Session expired" toast: for a REST request the server refused
   * (GraphQL's refusals end it through the admin link). Ending an ended session does nothing.
   */
  expire: () => void;
  /**
   * Reads the account's role and permissions again (an owner who changed their own account):
   * the screens follow what the server now allows.
   */
  recheck: () => void;
}

const AdminSessionContext = createContext<AdminSession | null>(null);

export function AdminSessionProvider({
  session,
  children,
}: {
  session: AdminSession;
  children: ReactNode;
}) {
  return <AdminSessionContext.Provider value={session}>{children}</AdminSessionContext.Provider>;
}

/** The signed-in admin's session; only screens behind the gate may use it. */
export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession() must be used behind the admin sign-in gate');
  return session;
}
