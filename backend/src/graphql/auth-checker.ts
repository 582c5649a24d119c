import type { AuthChecker } from 'type-graphql';
import { ForbiddenError, UnauthenticatedError } from '../common/errors.js';
import { AUTHENTICATION_REQUIRED, TOKEN_REJECTED, type UserRole } from '../modules/auth/index.js';
import type { RequestScope } from '../modules/index.js';

/**
 * `@Authorized()` needs a valid bearer token; `@Authorized('admin')` also needs that role. It throws
 * domain errors so the answer carries UNAUTHENTICATED or FORBIDDEN in `extensions.code`.
 * Admin-only root fields are nullable, so a refused one does not blank the public fields asked for
 * in the same operation.
 */
export const authChecker: AuthChecker<RequestScope, UserRole> = ({ context }, roles) => {
  if (!context.user) {
    throw new UnauthenticatedError(
      context.tokenRejected ? TOKEN_REJECTED : AUTHENTICATION_REQUIRED,
    );
  }
  if (roles.length > 0 && !roles.includes(context.user.role)) {
    throw new ForbiddenError('This needs the admin role');
  }
  return true;
};
