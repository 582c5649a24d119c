import type { AuthChecker } from 'type-graphql';
import { ForbiddenError, UnauthenticatedError } from '../common/errors.js';
import {
  AUTHENTICATION_REQUIRED,
  can,
  forbiddenMessage,
  TOKEN_REJECTED,
  type Permission,
} from '../modules/auth/index.js';
import type { RequestScope } from '../modules/index.js';

/**
 * `@Authorized()` needs a valid bearer token; `@Authorized('content')` also needs that permission
 * in the account's role (modules/auth/roles.ts). It throws domain errors so the answer carries
 * UNAUTHENTICATED or FORBIDDEN in `extensions.code`. Admin-only root fields are nullable, so a
 * refused one does not blank the public fields asked for in the same operation.
 */
export const authChecker: AuthChecker<RequestScope, Permission> = ({ context }, permissions) => {
  const { user } = context;
  if (!user) {
    throw new UnauthenticatedError(
      context.tokenRejected ? TOKEN_REJECTED : AUTHENTICATION_REQUIRED,
    );
  }
  const missing = permissions.find((permission) => !can(user.role, permission));
  if (missing) throw new ForbiddenError(forbiddenMessage(user.role, missing));
  return true;
};
