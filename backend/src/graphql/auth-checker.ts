import type { AuthChecker } from 'type-graphql';
import { ForbiddenError, UnauthenticatedError } from '../common/errors.js';
import {
  allows,
  API_TOKEN_MESSAGES,
  AUTHENTICATION_REQUIRED,
  refusalOf,
  TOKEN_REJECTED,
  TWO_FACTOR_MESSAGES,
  type AuthScope,
  type Permission,
} from '../modules/auth/index.js';

/**
 * What an account may still do while owners require two-factor sign-in and it has none: set it
 * up, say who it is, change its password and sign out.
 */
export const SETUP_FIELDS = new Set([
  'currentAdmin',
  'adminLogout',
  'signOutEverywhere',
  'adminSessions',
  'endAdminSession',
  'changeAdminPassword',
  'startTwoFactorSetup',
  'confirmTwoFactorSetup',
]);

/**
 * What a personal API token may not do, whatever its scope: its account's sign-in (password,
 * two-factor, sessions, tokens) is for the person, signed in to the admin.
 */
export const ACCOUNT_SECURITY_FIELDS = new Set([
  'adminLogout',
  'changeAdminPassword',
  'startTwoFactorSetup',
  'confirmTwoFactorSetup',
  'turnOffTwoFactor',
  'createApiToken',
  'revokeApiToken',
  'signOutEverywhere',
  'endAdminSession',
  'adminSessions',
]);

/**
 * `@Authorized()` needs a valid bearer token; `@Authorized('content')` also needs that permission
 * in the account's role (modules/auth/roles.ts). It throws domain errors so the answer carries
 * UNAUTHENTICATED or FORBIDDEN in `extensions.code`. Admin-only root fields are nullable, so a
 * refused one does not blank the public fields asked for in the same operation.
 */
export const authChecker: AuthChecker<AuthScope, Permission> = ({ context, info }, permissions) => {
  const { user } = context;
  if (!user) {
    throw new UnauthenticatedError(
      context.tokenRejected ? TOKEN_REJECTED : AUTHENTICATION_REQUIRED,
      context.tokenRejected,
    );
  }
  if (user.mustSetUpTwoFactor && !SETUP_FIELDS.has(info.fieldName)) {
    throw new ForbiddenError(TWO_FACTOR_MESSAGES.mustSetUp);
  }
  if (user.apiTokenId !== undefined && ACCOUNT_SECURITY_FIELDS.has(info.fieldName)) {
    throw new ForbiddenError(API_TOKEN_MESSAGES.refused);
  }
  const missing = permissions.find((permission) => !allows(user, permission));
  if (missing) throw new ForbiddenError(refusalOf(user, missing));
  return true;
};
