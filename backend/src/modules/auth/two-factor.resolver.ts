import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { PayloadMutation } from '../../common/user-errors.js';
import { actorOf } from '../../common/request-scope.js';
import type { AuthScope } from './auth-scope.js';
import { assertCookieUsable, BROWSER_SESSION_ARG, startSession } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import {
  AdminLoginTwoFactorPayload,
  ConfirmTwoFactorSetupPayload,
  SecuritySettingsView,
  StartTwoFactorSetupPayload,
  TurnOffStaffTwoFactorPayload,
  TurnOffTwoFactorPayload,
  UpdateSecuritySettingsPayload,
} from './auth.types.js';
import {
  AdminLoginTwoFactorInput,
  ConfirmTwoFactorSetupInput,
  TurnOffTwoFactorInput,
  UpdateSecuritySettingsInput,
} from './dto/two-factor.input.js';
import { SECURITY_SETTINGS_ID, SecuritySettings } from './security-settings.entity.js';
import { TwoFactorService } from './two-factor.service.js';

const viewOf = (settings: SecuritySettings): SecuritySettingsView => ({
  requireTwoFactor: settings.requireTwoFactor,
  sessionIdleMinutes: settings.sessionIdleMinutes,
  sessionLifetimeHours: settings.sessionLifetimeHours,
});

const service = (scope: AuthScope) => new TwoFactorService(scope.em, scope.auth.throttle);

/** Two-factor sign-in (issue 25): the second step of a sign-in, enrolment, and the owners' rule. */
@Resolver()
export class TwoFactorResolver {
  @PayloadMutation(
    () => AdminLoginTwoFactorPayload,
    "Completes a sign-in with two-factor: `adminLogin`'s `twoFactorChallenge` and the authenticator app's current 6-digit code (one step either side is accepted) or a recovery code. A wrong code, or one already used, is a user error on `code`; an expired challenge (5 minutes) is UNAUTHENTICATED. Codes count against the sign-in limits (TOO_MANY_REQUESTS).",
  )
  async adminLoginTwoFactor(
    @Ctx() scope: AuthScope,
    @Arg('input', () => AdminLoginTwoFactorInput, { description: 'The challenge and the code.' })
    input: AdminLoginTwoFactorInput,
    @Arg('browserSession', () => Boolean, BROWSER_SESSION_ARG) browserSession: boolean,
  ): Promise<AdminLoginTwoFactorPayload> {
    assertCookieUsable(scope, browserSession);
    const signedIn = await new AuthService(scope.em, scope.auth).completeTwoFactor(
      input,
      scope.clientAddress,
    );
    return { ...(await startSession(scope, signedIn, browserSession)), userErrors: [] };
  }

  @Authorized()
  @PayloadMutation(
    () => StartTwoFactorSetupPayload,
    'Starts setting up two-factor sign-in for the signed-in account: a new secret, as a QR code and as text, to add to an authenticator app; `confirmTwoFactorSetup` turns it on. Starting again replaces a secret not yet confirmed. A user error when two-factor is already on.',
  )
  async startTwoFactorSetup(@Ctx() scope: AuthScope): Promise<StartTwoFactorSetupPayload> {
    return { setup: await service(scope).start(scope.user!), userErrors: [] };
  }

  @Authorized()
  @PayloadMutation(
    () => ConfirmTwoFactorSetupPayload,
    'Turns two-factor sign-in on with the code the app shows for the new secret, and answers ten one-time recovery codes (shown this once). A wrong code is a user error and counts against the sign-in limits. Audited.',
  )
  async confirmTwoFactorSetup(
    @Ctx() scope: AuthScope,
    @Arg('input', () => ConfirmTwoFactorSetupInput, { description: 'The code shown now.' })
    input: ConfirmTwoFactorSetupInput,
  ): Promise<ConfirmTwoFactorSetupPayload> {
    const recoveryCodes = await service(scope).confirm(
      scope.user!,
      input.code,
      scope.clientAddress,
    );
    return { recoveryCodes, userErrors: [] };
  }

  @Authorized()
  @PayloadMutation(
    () => TurnOffTwoFactorPayload,
    "Turns the signed-in account's two-factor sign-in off, with its password (a wrong one is a user error and counts against the sign-in limits). Refused while owners require two-factor. Audited.",
  )
  async turnOffTwoFactor(
    @Ctx() scope: AuthScope,
    @Arg('input', () => TurnOffTwoFactorInput, { description: 'The current password.' })
    input: TurnOffTwoFactorInput,
  ): Promise<TurnOffTwoFactorPayload> {
    await service(scope).turnOff(scope.user!, input.password, scope.clientAddress);
    return { turnedOff: true, userErrors: [] };
  }

  @Authorized('administration')
  @PayloadMutation(
    () => TurnOffStaffTwoFactorPayload,
    "Turns another account's two-factor sign-in off (owners only), for a person who lost both their phone and their recovery codes; they set it up again at their next sign-in if owners require it. Audited.",
  )
  async turnOffStaffTwoFactor(
    @Ctx() scope: AuthScope,
    @Arg('id', () => ID, { description: 'The account.' }) id: string,
  ): Promise<TurnOffStaffTwoFactorPayload> {
    const account = await service(scope).turnOffFor(id, scope.user!, actorOf(scope));
    return { account, userErrors: [] };
  }

  @Authorized('administration')
  @Query(() => SecuritySettingsView, {
    nullable: true,
    description: 'How the admin is signed in to (owners only).',
  })
  async securitySettings(@Ctx() { em }: AuthScope): Promise<SecuritySettingsView> {
    return viewOf(await em.findOneOrFail(SecuritySettings, SECURITY_SETTINGS_ID));
  }

  @Authorized('administration')
  @PayloadMutation(
    () => UpdateSecuritySettingsPayload,
    'Saves how the admin is signed in to (owners only): whether two-factor sign-in is required for every account, and the browser sessions’ idle timeout and absolute lifetime (applied at once to every session). While two-factor is required, an account without it may only set it up (everything else is FORBIDDEN). User errors: requiring two-factor while the owner’s own account has none, a timeout out of its range, an idle timeout longer than the lifetime. Audited.',
  )
  async updateSecuritySettings(
    @Ctx() scope: AuthScope,
    @Arg('input', () => UpdateSecuritySettingsInput, { description: 'The settings.' })
    input: UpdateSecuritySettingsInput,
  ): Promise<UpdateSecuritySettingsPayload> {
    const settings = await service(scope).updateSettings(input, scope.user!, actorOf(scope));
    return { settings: viewOf(settings), userErrors: [] };
  }
}
