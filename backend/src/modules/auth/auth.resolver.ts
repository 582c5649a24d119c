import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { ForbiddenError } from '../../common/errors.js';
import { PayloadMutation } from '../../common/user-errors.js';
import { actorOf } from '../../common/request-scope.js';
import type { AuthScope } from './auth-scope.js';
import {
  AdminIdentity,
  AdminLoginPayload,
  AdminLogoutPayload,
  ChangeAdminPasswordPayload,
  SignOutEverywherePayload,
} from './auth.types.js';
import { AdminUser } from './admin-user.entity.js';
import { AuthService, issueToken, type AdminSessionData, type SignedIn } from './auth.service.js';
import { BrowserSessionService } from './browser-session.service.js';
import { ROLE_PERMISSIONS } from './roles.js';
import { SessionService } from './session.service.js';
import { AdminLoginInput } from './dto/admin-login.input.js';
import { ChangeAdminPasswordInput } from './dto/change-admin-password.input.js';

/** The `browserSession` argument of the sign-in mutations. */
export const BROWSER_SESSION_ARG = {
  defaultValue: false,
  description:
    "Sign this browser in: the session goes into an HttpOnly, SameSite=Strict cookie (no page script can read it) and the answer's `session` is null. Refused (FORBIDDEN) over plain http away from localhost. Without it, the answer holds a bearer token for scripts.",
};

/**
 * Refuses a browser sign-in whose answer cannot carry the cookie (plain http away from localhost,
 * or no HTTP answer at all), before any password is checked.
 */
export function assertCookieUsable(scope: AuthScope, browserSession: boolean): void {
  if (!browserSession) return;
  const refusal = scope.cookies ? scope.cookies.refusal : 'No browser session here';
  if (refusal) throw new ForbiddenError(refusal);
}

function identityOf({ account, twoFactorEnabled, mustSetUpTwoFactor }: SignedIn): AdminIdentity {
  const { id, username, role } = account;
  return {
    id,
    username,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    twoFactorEnabled,
    mustSetUpTwoFactor,
  };
}

/**
 * A session for an account that just signed in (or changed its password): a browser session in
 * the answer's cookie, or a bearer token in the answer.
 */
export async function startSession(
  scope: AuthScope,
  signedIn: SignedIn,
  browserSession: boolean,
): Promise<{ session: AdminSessionData | null; admin: AdminIdentity }> {
  const admin = identityOf(signedIn);
  if (!browserSession || !scope.cookies) {
    return { session: issueToken(scope.auth.tokens, signedIn), admin };
  }
  const sessions = new BrowserSessionService(scope.em);
  // Signed in again from a browser that had a session (another account, or the same one): the
  // cookie is replaced, so its old session ends rather than waiting for its timeout.
  if (scope.user?.sessionId !== undefined) await sessions.drop(scope.user.sessionId);
  const started = await sessions.start(signedIn.account, {
    address: scope.clientAddress,
    userAgent: scope.userAgent,
  });
  scope.cookies.set(started.token, started.expiresAt);
  return { session: null, admin };
}

@Resolver()
export class AuthResolver {
  @PayloadMutation(
    () => AdminLoginPayload,
    'Signs an admin in. A blank or too long field is a user error. An account with two-factor sign-in answers `twoFactorChallenge` (no session) unless `code` is given; a wrong `code` is a user error. Wrong username or password: the GraphQL error UNAUTHENTICATED "Invalid credentials" (it never says which); after 10 failures in 15 minutes from one address: TOO_MANY_REQUESTS.',
  )
  async adminLogin(
    @Ctx() scope: AuthScope,
    @Arg('input', () => AdminLoginInput, { description: 'Username and password.' })
    input: AdminLoginInput,
    @Arg('browserSession', () => Boolean, BROWSER_SESSION_ARG) browserSession: boolean,
  ): Promise<AdminLoginPayload> {
    assertCookieUsable(scope, browserSession);
    const result = await new AuthService(scope.em, scope.auth).login(input, scope.clientAddress);
    if ('challenge' in result) {
      return { session: null, admin: null, twoFactorChallenge: result.challenge, userErrors: [] };
    }
    const started = await startSession(scope, result.signedIn, browserSession);
    return { ...started, twoFactorChallenge: null, userErrors: [] };
  }

  @Authorized()
  @PayloadMutation(
    () => AdminLogoutPayload,
    "Signs out. With the session cookie, this browser's session ends (the account's other sessions go on) and the cookie is cleared. With a bearer token (which cannot be ended alone), every token and session of the account ends, on every device, as `signOutEverywhere`. Without a valid session: UNAUTHENTICATED.",
  )
  async adminLogout(@Ctx() scope: AuthScope): Promise<AdminLogoutPayload> {
    if (scope.user!.sessionId !== undefined) {
      await new BrowserSessionService(scope.em).signOut(scope.user!, actorOf(scope));
      scope.cookies?.clear();
    } else {
      await new SessionService(scope.em, scope.auth.tokens).signOutEverywhere(
        scope.user!.id,
        actorOf(scope),
      );
    }
    return { signedOut: true, userErrors: [] };
  }

  @Authorized()
  @PayloadMutation(
    () => SignOutEverywherePayload,
    'Ends every session of the signed-in account: its browser sessions and bearer tokens, on every device, this one included (API tokens stay: revoke them one by one). Audited.',
  )
  async signOutEverywhere(@Ctx() scope: AuthScope): Promise<SignOutEverywherePayload> {
    await new SessionService(scope.em, scope.auth.tokens).signOutEverywhere(
      scope.user!.id,
      actorOf(scope),
    );
    scope.cookies?.clear();
    return { signedOut: true, userErrors: [] };
  }

  @Authorized()
  @PayloadMutation(
    () => ChangeAdminPasswordPayload,
    "Changes the signed-in admin's password (any signed-in role). A wrong current password, or a new one shorter than 12 characters, equal to the username or to the current password, is a user error on its field. On success every token and browser session of the account, on every device, ends; the one that asked goes on with a new one (a new cookie for the session cookie, else a new token in `session`). Wrong current passwords count against the sign-in limits (TOO_MANY_REQUESTS).",
  )
  async changeAdminPassword(
    @Ctx() scope: AuthScope,
    @Arg('input', () => ChangeAdminPasswordInput, {
      description: 'The current password and the new one.',
    })
    input: ChangeAdminPasswordInput,
  ): Promise<ChangeAdminPasswordPayload> {
    const signedIn = await new AuthService(scope.em, scope.auth).changePassword(
      scope.user!,
      input,
      scope.clientAddress,
    );
    const inBrowser = scope.user!.sessionId !== undefined;
    const { session } = await startSession(scope, signedIn, inBrowser);
    return { session, userErrors: [] };
  }

  @Authorized()
  @Query(() => AdminIdentity, {
    nullable: true,
    description:
      'The admin the bearer token or session cookie belongs to (checks that the session is still valid).',
  })
  async currentAdmin(@Ctx() { user, em }: AuthScope): Promise<AdminIdentity> {
    const account = await em.findOneOrFail(AdminUser, user!.id);
    // Name and role as the request's check read them (the account row may be newer in the map).
    const { id, username, role } = user!;
    return identityOf({
      account: { id, username, role, tokenVersion: account.tokenVersion },
      twoFactorEnabled: account.totpSecret !== null,
      mustSetUpTwoFactor: user!.mustSetUpTwoFactor ?? false,
    });
  }
}
