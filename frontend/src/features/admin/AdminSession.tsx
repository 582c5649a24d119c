import { createContext, useContext, type ReactNode } from 'react';
import type { Permission, Role } from '../../graphql/generated/admin/graphql';

/**
 * What every admin screen gets from the sign-in gate once the session is verified. GraphQL and
 * REST requests need none of it: the browser sends the HttpOnly session cookie itself, and the
 * admin link (adminLink.ts) ends the session when the server refuses it.
 */
export interface AdminSession {
  username: string;
  /** The account's role and what it allows: screens hide what the role cannot do. */
  role: Role;
  permissions: readonly Permission[];
  /** Owners require two-factor and this account has none yet: My Account is all it may open. */
  mustSetUpTwoFactor: boolean;
  /**
   * "Sign Out" / "Logout": ends this browser's session on the server (adminLogout), then shows
   * the login form, even when the server could not be told.
   */
  signOut: () => void;
  /**
   * The server has already ended this browser's session (sign out everywhere, or this session
   * ended from the Sessions list): shows the login form with the "Logged out" toast.
   */
  signedOut: () => void;
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
