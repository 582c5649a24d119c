import { Arg, Authorized, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { ReturnUserErrors } from '../../common/user-errors.js';
import { actorOf, type RequestScope } from '../request-scope.js';
import {
  AdminIdentity,
  AdminLoginPayload,
  AdminLogoutPayload,
  ChangeAdminPasswordPayload,
} from './auth.types.js';
import { AdminUser } from './admin-user.entity.js';
import { AuthService } from './auth.service.js';
import { ROLE_PERMISSIONS } from './roles.js';
import { SessionService } from './session.service.js';
import { AdminLoginInput } from './dto/admin-login.input.js';
import { ChangeAdminPasswordInput } from './dto/change-admin-password.input.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => AdminLoginPayload, {
    nullable: true,
    description:
      'Signs an admin in. A blank or too long field is a user error. An account with two-factor sign-in answers `twoFactorChallenge` (no session) unless `code` is given; a wrong `code` is a user error. Wrong username or password: the GraphQL error UNAUTHENTICATED "Invalid credentials" (it never says which); after 10 failures in 15 minutes from one address: TOO_MANY_REQUESTS.',
  })
  @UseMiddleware(ReturnUserErrors)
  async adminLogin(
    @Ctx() { em, auth, clientAddress }: RequestScope,
    @Arg('input', () => AdminLoginInput, { description: 'Username and password.' })
    input: AdminLoginInput,
  ): Promise<AdminLoginPayload> {
    const result = await new AuthService(em, auth).login(input, clientAddress);
    return 'challenge' in result
      ? { session: null, twoFactorChallenge: result.challenge, userErrors: [] }
      : { session: result.session, twoFactorChallenge: null, userErrors: [] };
  }

  @Authorized()
  @Mutation(() => AdminLogoutPayload, {
    nullable: true,
    description:
      'Signs the admin out everywhere: every token issued to the account so far, this one included and on every device, is refused from now on (the account is shared, so sign-out and "sign out everywhere" are one action). Without a valid token: UNAUTHENTICATED.',
  })
  @UseMiddleware(ReturnUserErrors)
  async adminLogout(@Ctx() scope: RequestScope): Promise<AdminLogoutPayload> {
    await new SessionService(scope.em, scope.auth.tokens).signOutEverywhere(
      scope.user!.id,
      actorOf(scope),
    );
    return { signedOut: true, userErrors: [] };
  }

  @Authorized()
  @Mutation(() => ChangeAdminPasswordPayload, {
    nullable: true,
    description:
      "Changes the signed-in admin's password (any signed-in role). A wrong current password, or a new one shorter than 12 characters, equal to the username or to the current password, is a user error on its field. On success every token issued to the account before, on every device, is refused, and the answer's session holds a new token for this browser. Wrong current passwords count against the sign-in limits (TOO_MANY_REQUESTS).",
  })
  @UseMiddleware(ReturnUserErrors)
  async changeAdminPassword(
    @Ctx() { em, auth, user, clientAddress }: RequestScope,
    @Arg('input', () => ChangeAdminPasswordInput, {
      description: 'The current password and the new one.',
    })
    input: ChangeAdminPasswordInput,
  ): Promise<ChangeAdminPasswordPayload> {
    const session = await new AuthService(em, auth).changePassword(user!, input, clientAddress);
    return { session, userErrors: [] };
  }

  @Authorized()
  @Query(() => AdminIdentity, {
    nullable: true,
    description: "The admin the bearer token belongs to (checks a stored token's validity).",
  })
  async currentAdmin(@Ctx() { user, em }: RequestScope): Promise<AdminIdentity> {
    const { id, username, role, mustSetUpTwoFactor } = user!;
    const account = await em.findOneOrFail(AdminUser, id);
    return {
      id,
      username,
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
      twoFactorEnabled: account.totpSecret !== null,
      mustSetUpTwoFactor: mustSetUpTwoFactor ?? false,
    };
  }
}
