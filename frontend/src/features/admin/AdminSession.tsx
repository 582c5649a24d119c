import { createContext, useContext, type ReactNode } from 'react';

/** What every admin screen gets from the sign-in gate once the token is verified. */
export interface AdminSession {
  username: string;
  token: string;
  /** Apollo `context` for admin operations: the bearer header. */
  context: { headers: { authorization: string } };
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
   * Ends the session when the server refused the token, with a toast that says so. Returns true
   * when `error` was such a refusal (the caller then shows nothing more).
   */
  handleAuthError: (error: unknown) => boolean;
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
