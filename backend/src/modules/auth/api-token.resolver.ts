import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { PayloadMutation } from '../../common/user-errors.js';
import { actorOf } from '../../common/request-scope.js';
import type { AuthScope } from './auth-scope.js';
import type { ApiToken } from './api-token.entity.js';
import { ApiTokenService, MAX_API_TOKENS } from './api-token.service.js';
import { ApiTokenView, CreateApiTokenPayload, RevokeApiTokenPayload } from './auth.types.js';
import { CreateApiTokenInput } from './dto/api-token.input.js';
import type { Permission } from './roles.js';

const view = (token: ApiToken): ApiTokenView => ({
  id: token.id,
  name: token.name,
  permissions: token.permissions as ApiTokenView['permissions'],
  createdAt: token.createdAt,
  lastUsedAt: token.lastUsedAt,
});

/**
 * Personal API tokens (issue 25): for scripts and the GraphQL explorer, each account makes, names,
 * scopes and revokes its own. Made and revoked only from a signed-in session, never by a token.
 */
@Resolver()
export class ApiTokenResolver {
  @Authorized()
  @Query(() => [ApiTokenView], {
    nullable: true,
    description: "The signed-in account's API tokens still in force, newest first.",
  })
  async apiTokens(@Ctx() { em, user }: AuthScope): Promise<ApiTokenView[]> {
    return (await new ApiTokenService(em).list(user!)).map(view);
  }

  @Authorized()
  @PayloadMutation(
    () => CreateApiTokenPayload,
    `Makes a personal API token for the signed-in account, with a name and some or all of its role's permissions; the answer holds the token this once (only its hash is kept). It acts for the account: refused once the account is disabled, and never allowed more than the role allows. User errors: a blank or taken name, no permission, one the role lacks, more than ${MAX_API_TOKENS} tokens. Not from an API token (FORBIDDEN). Audited.`,
  )
  async createApiToken(
    @Ctx() scope: AuthScope,
    @Arg('input', () => CreateApiTokenInput, { description: 'Its name and permissions.' })
    input: CreateApiTokenInput,
  ): Promise<CreateApiTokenPayload> {
    const { token, apiToken } = await new ApiTokenService(scope.em).create(
      scope.user!,
      { name: input.name, permissions: input.permissions as Permission[] },
      actorOf(scope),
    );
    return { token, apiToken: view(apiToken), userErrors: [] };
  }

  @Authorized()
  @PayloadMutation(
    () => RevokeApiTokenPayload,
    "Revokes one of the signed-in account's API tokens: refused from the next request on, on every instance. NOT_FOUND for another account's or a revoked one. Not from an API token (FORBIDDEN). Audited.",
  )
  async revokeApiToken(
    @Ctx() scope: AuthScope,
    @Arg('id', () => ID, { description: 'The token.' }) id: string,
  ): Promise<RevokeApiTokenPayload> {
    const revokedId = await new ApiTokenService(scope.em).revoke(scope.user!, id, actorOf(scope));
    return { revokedId, userErrors: [] };
  }
}
