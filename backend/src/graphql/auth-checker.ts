import type { AuthChecker } from 'type-graphql';
import { ForbiddenError, UnauthenticatedError } from '../common/errors.js';
import {
  AUTHENTICATION_REQUIRED,
  can,
  forbiddenMessage,
  TOKEN_REJECTED,
  TWO_FACTOR_MESSAGES,
  type Permission,
} from '../modules/auth/index.js';
import type { RequestScope } from '../modules/index.js';

/**
 * What an account may still do while owners require two-factor sign-in and it has none: set it
 * up, say who it is, change its password and sign out.
 */
export const SETUP_FIELDS = new Set([
  'currentAdmin',
  'adminLogout',
  'changeAdminPassword',
  'startTwoFactorSetup',
  'confirmTwoFactorSetup',
]);

/**
 * `@Authorized()` needs a valid bearer token; `@Authorized('content')` also needs that permission
 * in the account's role (modules/auth/roles.ts). It throws domain errors so the answer carries
 * UNAUTHENTICATED or FORBIDDEN in `extensions.code`. Admin-only root fields are nullable, so a
 * refused one does not blank the public fields asked for in the same operation.
 */
export const authChecker: AuthChecker<RequestScope, Permission> = (
  { context, info },
  permissions,
) => {
  const { user } = context;
  if (!user) {
    throw new UnauthenticatedError(
      context.tokenRejected ? TOKEN_REJECTED : AUTHENTICATION_REQUIRED,
    );
  }
  if (user.mustSetUpTwoFactor && !SETUP_FIELDS.has(info.fieldName)) {
    throw new ForbiddenError(TWO_FACTOR_MESSAGES.mustSetUp);
  }
  const missing = permissions.find((permission) => !can(user.role, permission));
  if (missing) throw new ForbiddenError(forbiddenMessage(user.role, missing));
  return true;
};
