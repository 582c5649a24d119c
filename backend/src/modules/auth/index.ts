import type { AppModule } from '../../common/app-module.js';
import type { JobDefinition } from '../mail/index.js';
import { passwordResetJob } from './account-links.service.js';
import { AccountLink } from './account-link.entity.js';
import { ApiToken } from './api-token.entity.js';
import { ApiTokenResolver } from './api-token.resolver.js';
import { BrowserSession } from './browser-session.entity.js';
import { BrowserSessionResolver } from './browser-session.resolver.js';
import { AccountLinkResolver } from './account-link.resolver.js';
import { accountMailKinds } from './account-mail.js';
import { AdminUser } from './admin-user.entity.js';
import { AuthResolver } from './auth.resolver.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { SecuritySettings } from './security-settings.entity.js';
import { StaffAccountResolver } from './staff-account.resolver.js';
import { TwoFactorResolver } from './two-factor.resolver.js';

export { AccountLink } from './account-link.entity.js';
export {
  ACCOUNT_LINK_PATHS,
  ACCOUNT_MAIL_KINDS,
  AccountLinkService,
  hashLinkToken,
  PASSWORD_RESET_QUEUE,
} from './account-links.service.js';
export { AdminUser } from './admin-user.entity.js';
export type { AuthScope } from './auth-scope.js';
export {
  allows,
  can,
  forbiddenMessage,
  refusalOf,
  isUserRole,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  USER_ROLES,
  type Permission,
  type UserRole,
} from './roles.js';
export {
  AUTHENTICATION_REQUIRED,
  AuthService,
  createStaffAccount,
  ensureAdmin,
  INVALID_CREDENTIALS,
  issueToken,
  PASSWORD_TOO_SHORT,
  resetAdminPassword,
  PASSWORD_CHANGE_MESSAGES,
  TOKEN_REJECTED,
  type AdminSessionData,
  type AuthKit,
  type SignedIn,
} from './auth.service.js';
export { AdminLoginInput } from './dto/admin-login.input.js';
export {
  ChangeAdminPasswordInput,
  MIN_PASSWORD_LENGTH,
} from './dto/change-admin-password.input.js';
export { LoginThrottle } from './login-throttle.js';
export { ApiToken } from './api-token.entity.js';
export { API_TOKEN_MESSAGES, API_TOKEN_PREFIX, ApiTokenService } from './api-token.service.js';
export { BrowserSession } from './browser-session.entity.js';
export {
  BROWSER_SESSION_MESSAGES,
  BrowserSessionService,
  type SessionCookieJar,
} from './browser-session.service.js';
export { RecoveryCode } from './recovery-code.entity.js';
export { SecuritySettings, twoFactorRequired } from './security-settings.entity.js';
export { StaffAccountService } from './staff-account.service.js';
export { TWO_FACTOR_MESSAGES, TwoFactorService } from './two-factor.service.js';
export { ACCOUNT_RECORD, SessionService } from './session.service.js';
export {
  bearerToken,
  JWT_AUDIENCE,
  JWT_ISSUER,
  TokenService,
  type AuthUser,
  type IssuedToken,
  type VerifiedToken,
} from './token.service.js';

/** Admin accounts, sign-in and tokens. The account is not seed content: see ensureAdmin. */
export const authModule: AppModule = {
  name: 'auth',
  entities: [AdminUser, AccountLink, RecoveryCode, SecuritySettings, ApiToken, BrowserSession],
  resolvers: [
    AuthResolver,
    StaffAccountResolver,
    AccountLinkResolver,
    TwoFactorResolver,
    ApiTokenResolver,
    BrowserSessionResolver,
  ],
  mailKinds: accountMailKinds(),
  jobs: [passwordResetJob as JobDefinition],
};
