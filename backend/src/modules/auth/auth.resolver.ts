import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestScope } from '../request-scope.js';
import { AdminIdentity, AdminSession } from './auth.types.js';
import { AuthService } from './auth.service.js';
import { AdminLoginInput } from './dto/admin-login.input.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => AdminSession, {
    description:
      'Signs an admin in. Wrong username or password: UNAUTHENTICATED "Invalid credentials"; after 10 failures in 15 minutes from one address: TOO_MANY_REQUESTS.',
  })
  adminLogin(
    @Ctx() { em, auth, clientAddress }: RequestScope,
    @Args(() => AdminLoginInput) credentials: AdminLoginInput,
  ): Promise<AdminSession> {
    return new AuthService(em, auth).login(credentials, clientAddress);
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
