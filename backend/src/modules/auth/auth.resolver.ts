import { Arg, Authorized, Ctx, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { ReturnUserErrors } from '../../common/user-errors.js';
import type { RequestScope } from '../request-scope.js';
import { AdminIdentity, AdminLoginPayload, AdminLogoutPayload } from './auth.types.js';
import { AuthService } from './auth.service.js';
import { SessionService } from './session.service.js';
import { AdminLoginInput } from './dto/admin-login.input.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => AdminLoginPayload, {
    nullable: true,
    description:
      'Signs an admin in. A blank or too long field is a user error. Wrong username or password: the GraphQL error UNAUTHENTICATED "Invalid credentials" (it never says which); after 10 failures in 15 minutes from one address: TOO_MANY_REQUESTS.',
  })
  @UseMiddleware(ReturnUserErrors)
  async adminLogin(
    @Ctx() { em, auth, clientAddress }: RequestScope,
    @Arg('input', () => AdminLoginInput, { description: 'Username and password.' })
    input: AdminLoginInput,
  ): Promise<AdminLoginPayload> {
    const session = await new AuthService(em, auth).login(input, clientAddress);
    return { session, userErrors: [] };
  }

  @Authorized('admin')
  @Mutation(() => AdminLogoutPayload, {
    nullable: true,
    description:
      'Signs the admin out everywhere: every token issued to the account so far, this one included and on every device, is refused from now on (the account is shared, so sign-out and "sign out everywhere" are one action). Without a valid token: UNAUTHENTICATED.',
  })
  @UseMiddleware(ReturnUserErrors)
  async adminLogout(@Ctx() { em, auth, user }: RequestScope): Promise<AdminLogoutPayload> {
    await new SessionService(em, auth.tokens).signOutEverywhere(user!.id);
    return { signedOut: true, userErrors: [] };
  }

  @Authorized('admin')
  @Query(() => AdminIdentity, {
    nullable: true,
    description: "The admin the bearer token belongs to (checks a stored token's validity).",
  })
  currentAdmin(@Ctx() { user }: RequestScope): AdminIdentity {
    return { id: user!.id, username: user!.username, role: user!.role };
  }
}
