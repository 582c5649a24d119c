import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AdminLayout, AntdScope, LoadingState, useToast } from 'ui-kit';
import { PageMeta } from '../../../app/meta';
import { lazyComponent } from '../../../app/lazyComponent';
import { PageDataContext } from '../../../app/page-data';
import { PUBLIC_ROUTES } from '../../../app/site-routes';
import { ADMIN_LINKS, ADMIN_SECTIONS } from '../../../features/admin/sections';
import {
  AdminSessionProvider,
  forgetLegacyToken,
  graphQLError,
  installAdminLink,
  isAdminIndex,
  mayOpen,
  ownRefusalContext,
  sectionAt,
  type AdminSession,
} from '../../../features/admin';
import { userErrorsToFormError } from '../../../graphql/errors';
import {
  AdminCurrentAdminDocument,
  AdminLoginDocument,
  AdminLoginTwoFactorDocument,
  AdminLogoutDocument,
  type Permission,
  type Role,
  type SignedInAdminFragment,
} from '../../../graphql/generated/admin/graphql';
import { AdminChecking } from './AdminChecking';

// Rarely seen (an address typed by hand): loaded when shown, so no admin screen's first load, nor
// the entry's list of what each screen preloads, carries it.
const NotForRole = lazyComponent('src/pages/admin/AdminGate/NotForRole.tsx', () =>
  import('./NotForRole').then((m) => ({ default: m.NotForRole })),
);
import { AdminLoginForm, type AdminCredentials } from './AdminLoginForm';
import { TwoFactorForm } from './TwoFactorForm';
import '../admin.css';
import { useAdminTypePolicies } from '../../../features/admin/adminCache';

export const SESSION_EXPIRED = {
  title: 'Session expired',
  description: 'Your session has expired. Please sign in again.',
};

type GateState =
  | { status: 'checking' }
  /** `notice`: why the session ended, told once in a toast. */
  | { status: 'signedOut'; notice?: 'logout' | 'expired' }
  /** The password was right; the account signs in with two-factor: its code is asked. */
  | { status: 'twoFactor'; challenge: string }
  | {
      status: 'signedIn';
      username: string;
      role: Role;
      permissions: readonly Permission[];
      /** Owners require two-factor and this account has none: it may only set it up. */
      mustSetUpTwoFactor: boolean;
    };

/**
 * Longest the sign-out waits for the server to end the session: a server that does not answer
 * must not keep the admin signed in here (the login form shows either way).
 */
const LOGOUT_WAIT_MS = 5000;

const signedInAs = (admin: SignedInAdminFragment): Extract<GateState, { status: 'signedIn' }> => ({
  status: 'signedIn',
  username: admin.username,
  role: admin.role,
  permissions: admin.permissions,
  mustSetUpTwoFactor: admin.mustSetUpTwoFactor,
});

/**
 * Spec section 4, with the session in an HttpOnly cookie (issue 25): the page cannot see whether
 * it has one, so it asks `currentAdmin`. A session shows the screen; none, a refused one or a
 * network error shows the login form. `expired` says the server refused a session this browser
 * had (then the admin is told why).
 */
async function verifySession(
  client: ApolloClient,
): Promise<Extract<GateState, { status: 'signedIn' }> | { status: 'signedOut'; expired: boolean }> {
  try {
    const { data } = await client.query({
      query: AdminCurrentAdminDocument,
      context: ownRefusalContext,
      fetchPolicy: 'network-only',
    });
    if (data?.currentAdmin) return signedInAs(data.currentAdmin);
    return { status: 'signedOut', expired: false };
  } catch (error) {
    // A cookie the server no longer accepts (ended, timed out, its account disabled), as opposed
    // to no session at all: the admin is told why.
    return { status: 'signedOut', expired: graphQLError(error)?.sessionRefused === true };
  }
}

/**
 * The sign-in gate in front of every /admin route (spec section 4). It renders the checking
 * spinner first, then asks `currentAdmin` whether this browser's session cookie is valid; success
 * shows the screen, no session, a refused one or a network error shows the login form. A session
 * the server refuses later (ended or timed out while the page is open) signs the admin out with a
 * toast. Nothing of the session is in local storage or any script's reach.
 * Every admin screen is built from antd, so one AntdScope around the gate covers them all.
 */
export function AdminGate() {
  return (
    <AntdScope>
      <Gate />
    </AntdScope>
  );
}

function Gate() {
  useAdminTypePolicies();
  const client = useApolloClient();
  const toast = useToast();
  const { pathname } = useLocation();
  const [state, setState] = useState<GateState>({ status: 'checking' });
  const [login, { loading: loggingIn }] = useMutation(AdminLoginDocument);
  const [logout] = useMutation(AdminLogoutDocument);
  const [verifyCode, { loading: verifying }] = useMutation(AdminLoginTwoFactorDocument);
  const pageData = useContext(PageDataContext).store;
  // Public pages show what the admin changes: opened after the admin area, they ask again.
  useEffect(() => () => pageData.clear(), [pageData]);

  // Several admin queries can fail at once with an ended session: only the first call changes
  // the state, so the effect below clears and toasts once.
  const endSession = useCallback((notice: 'logout' | 'expired') => {
    setState((previous) =>
      previous.status === 'signedIn' ? { status: 'signedOut', notice } : previous,
    );
  }, []);

  useEffect(() => {
    if (state.status !== 'signedOut' || !state.notice) return;
    // Admin data must not outlive the session in this tab.
    void client.clearStore();
    if (state.notice === 'logout') {
      toast.success('Logged out', 'You have been logged out successfully');
    } else {
      toast.error(SESSION_EXPIRED.title, SESSION_EXPIRED.description);
    }
  }, [state, client, toast]);

  // A refused session ends the admin area once, however many screens' queries it fails. Installed before any screen's query starts
  // (the screens' effects run after this layout effect), taken out when the admin area closes.
  useLayoutEffect(
    () => installAdminLink(client, () => endSession('expired')),
    [client, endSession],
  );

  const applyCheck = useCallback(
    (result: Awaited<ReturnType<typeof verifySession>>) =>
      setState(
        result.status === 'signedIn'
          ? result
          : { status: 'signedOut', notice: result.expired ? 'expired' : undefined },
      ),
    [],
  );

  useEffect(() => {
    // A bearer token an older version kept in local storage goes: sessions are cookies now.
    forgetLegacyToken();
    let cancelled = false;
    void verifySession(client).then((result) => {
      if (!cancelled) applyCheck(result);
    });
    return () => {
      cancelled = true;
    };
  }, [client, applyCheck]);

  const recheck = useCallback(() => {
    void verifySession(client).then(applyCheck);
  }, [client, applyCheck]);

  // Sign-out ends this browser's session on the server first (adminLogout), so the cookie opens
  // nothing even if it were copied; the login form shows whether or not that call succeeds.
  const signOut = useCallback(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        logout({ context: ownRefusalContext }),
        new Promise((resolve) => (timer = setTimeout(resolve, LOGOUT_WAIT_MS))),
      ]);
    } catch {
      // Already ended, or the network failed: nothing more to end from here.
    } finally {
      clearTimeout(timer);
    }
    endSession('logout');
  }, [logout, endSession]);

  const session = useMemo<AdminSession | null>(
    () =>
      state.status === 'signedIn'
        ? {
            username: state.username,
            role: state.role,
            permissions: state.permissions,
            mustSetUpTwoFactor: state.mustSetUpTwoFactor,
            signOut: () => void signOut(),
            signedOut: () => endSession('logout'),
            expire: () => endSession('expired'),
            recheck,
          }
        : null,
    [state, signOut, endSession, recheck],
  );

  /** Rejects with the fields' messages when the server refused the input (a blank field). */
  const signIn = async ({ username, password }: AdminCredentials) => {
    let answer;
    try {
      const input = { username: username.trim(), password };
      answer = (await login({ variables: { input } })).data?.adminLogin;
    } catch (error) {
      const refusal = graphQLError(error);
      // Too many attempts, or a sign-in this address cannot hold (plain http away from
      // localhost): the server's own sentence. Anything else says only "Invalid credentials".
      if (refusal?.code === 'TOO_MANY_REQUESTS' || refusal?.code === 'FORBIDDEN') {
        toast.error('Error', refusal.message);
      } else if (refusal) toast.error('Error', 'Invalid credentials');
      else toast.error('Error', 'Login failed. Please try again.');
      return;
    }
    if (!answer) {
      toast.error('Error', 'Login failed. Please try again.');
      return;
    }
    if (answer.twoFactorChallenge) {
      setState({ status: 'twoFactor', challenge: answer.twoFactorChallenge });
      return;
    }
    if (!answer.admin) {
      // Spec section 8: a non-success answer says "Invalid credentials"; the form shows the field.
      toast.error('Error', 'Invalid credentials');
      throw userErrorsToFormError(answer.userErrors);
    }
    startSession(answer.admin);
  };

  /** A session the server began (in the cookie): shown, and said so (spec section 8's toast). */
  const startSession = (admin: SignedInAdminFragment) => {
    setState(signedInAs(admin));
    toast.success('Success', 'Logged in successfully');
  };

  /** The two-factor step: a wrong code shows under its field; an expired sign-in starts over. */
  const submitCode = async (challenge: string, code: string) => {
    let answer;
    try {
      answer = (await verifyCode({ variables: { input: { challenge, code } } })).data
        ?.adminLoginTwoFactor;
    } catch (error) {
      const refusal = graphQLError(error);
      if (refusal) toast.error('Error', refusal.message);
      else toast.error('Error', 'Login failed. Please try again.');
      if (refusal?.code === 'UNAUTHENTICATED') setState({ status: 'signedOut' });
      return;
    }
    if (!answer?.admin) {
      toast.error('Error', answer?.userErrors[0]?.message ?? 'Login failed. Please try again.');
      throw userErrorsToFormError(answer?.userErrors ?? []);
    }
    startSession(answer.admin);
  };

  if (!session) {
    return (
      <>
        <PageMeta
          title="Admin Access"
          description="Sign in to the admin area."
          path={pathname}
          noindex
        />
        {state.status === 'checking' ? (
          <AdminChecking />
        ) : state.status === 'twoFactor' ? (
          <main className="admin-center">
            <TwoFactorForm
              pending={verifying}
              onSubmit={(code) => submitCode(state.challenge, code)}
              onCancel={() => setState({ status: 'signedOut' })}
            />
          </main>
        ) : (
          <main className="admin-center">
            <AdminLoginForm pending={loggingIn} onSubmit={signIn} />
          </main>
        )}
      </>
    );
  }

  // Owners require two-factor and this account has none: My Account (to set it up) is all there
  // is until it does; the server refuses everything else too.
  if (session.mustSetUpTwoFactor && pathname !== ADMIN_SECTIONS.account.path) {
    return <Navigate to={ADMIN_SECTIONS.account.path} replace />;
  }
  // A role sees only the screens it may open (sectionAccess.ts); the server refuses the rest.
  const section = sectionAt(pathname);
  const allowed = !section || mayOpen(section, session.permissions);
  if (!allowed && isAdminIndex(pathname)) {
    // /admin is the contact messages: a role without them starts at the dashboard.
    return <Navigate to={ADMIN_SECTIONS.dashboard.path} replace />;
  }
  const links = ADMIN_LINKS.filter((link) => {
    if (session.mustSetUpTwoFactor) return link.href === ADMIN_SECTIONS.account.path;
    const linked = sectionAt(link.href);
    return !linked || mayOpen(linked, session.permissions);
  });

  return (
    <AdminSessionProvider session={session}>
      <AdminLayout
        // /admin is the contact list: highlight "Contact Messages" there.
        currentPath={isAdminIndex(pathname) ? ADMIN_SECTIONS.messages.path : pathname}
        links={links}
        viewSiteHref={PUBLIC_ROUTES.home.path}
        onSignOut={session.signOut}
      >
        <Suspense fallback={<LoadingState />}>
          {allowed ? <Outlet /> : <NotForRole role={session.role} path={pathname} />}
        </Suspense>
      </AdminLayout>
    </AdminSessionProvider>
  );
}
