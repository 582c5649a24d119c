import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../common/user-errors.js';
import { ROLE_DESCRIPTIONS } from './roles.js';

/** GraphQL's view of `UserRole` (roles.ts): the same values, with enum names. */
export enum Role {
  OWNER = 'owner',
  EDITOR = 'editor',
  SUPPORT = 'support',
}
registerEnumType(Role, {
  name: 'Role',
  description: 'What a signed-in staff member may do: a fixed set of permissions.',
  valuesConfig: {
    OWNER: { description: ROLE_DESCRIPTIONS.owner },
    EDITOR: { description: ROLE_DESCRIPTIONS.editor },
    SUPPORT: { description: ROLE_DESCRIPTIONS.support },
  },
});

/** GraphQL's view of `Permission` (roles.ts). */
export enum PermissionName {
  CONTENT = 'content',
  MESSAGES = 'messages',
  ADMINISTRATION = 'administration',
}
registerEnumType(PermissionName, {
  name: 'Permission',
  description:
    'One thing a role allows. Admin fields that need one answer FORBIDDEN to a role without it.',
  valuesConfig: {
    CONTENT: {
      description:
        "The site's content and images, their versions and edit locks, newsletter mailings.",
    },
    MESSAGES: { description: 'Contact messages and subscribers, with their CSV exports.' },
    ADMINISTRATION: {
      description:
        'Company settings, the audit trail, the mail outbox and privacy requests (finding and erasing a person).',
    },
  },
});

@ObjectType({
  description: 'A signed-in admin session: send the token as `Authorization: Bearer`.',
})
export class AdminSession {
  @Field({ description: 'JWT (HS256) to send as `Authorization: Bearer <token>`.' })
  token!: string;

  @Field({ description: 'When the token stops being accepted.' })
  expiresAt!: Date;

  @Field({ description: 'The signed-in admin.' })
  username!: string;

  @Field(() => Role, { description: "The account's role." })
  role!: `${Role}`;

  @Field(() => [PermissionName], {
    description: 'What the role allows: the admin shows only the screens these permit.',
  })
  permissions!: `${PermissionName}`[];

  @Field({
    description:
      'Owners require two-factor sign-in and this account has not set it up: until it does, it may only set it up (My Account), read `currentAdmin` and sign out; everything else is FORBIDDEN.',
  })
  mustSetUpTwoFactor!: boolean;
}

/** The `admin` field of a sign-in's answer. */
const SIGNED_IN_ADMIN =
  'Who signed in and what the role allows (with a cookie session, the only account data of the answer); null when no session began.';

@ObjectType({ description: 'Who the bearer token or session cookie of this request belongs to.' })
export class AdminIdentity {
  @Field(() => ID, { description: 'Admin user id (the JWT subject; owner of crop plans).' })
  id!: number;

  @Field({ description: 'Username the admin signed in with.' })
  username!: string;

  /** Typed by Role's values: a role added to USER_ROLES does not compile here until Role has it. */
  @Field(() => Role, { description: "The account's role." })
  role!: `${Role}`;

  @Field(() => [PermissionName], {
    description: 'What the role allows: the admin shows only the screens these permit.',
  })
  permissions!: `${PermissionName}`[];

  @Field({ description: 'Whether the account signs in with two-factor (TOTP).' })
  twoFactorEnabled!: boolean;

  @Field({
    description:
      'Owners require two-factor sign-in and this account has not set it up: it may only set it up, read this and sign out.',
  })
  mustSetUpTwoFactor!: boolean;
}

@ObjectType({
  description:
    'Answer to `adminLogin`: a session, a two-factor challenge, or the problems with the input (a blank field). Wrong credentials are not a user error but UNAUTHENTICATED.',
})
export class AdminLoginPayload extends MutationPayload {
  @Field(() => AdminSession, {
    nullable: true,
    description:
      'The new bearer token; null when `userErrors` is not empty, a two-factor code is needed, or the session went into a cookie (`browserSession`).',
  })
  session!: AdminSession | null;

  @Field(() => AdminIdentity, { nullable: true, description: SIGNED_IN_ADMIN })
  admin!: AdminIdentity | null;

  @Field(() => String, {
    nullable: true,
    description:
      'For an account with two-factor sign-in (and no `code` in the input): send it with a code to `adminLoginTwoFactor` within 5 minutes. Null otherwise.',
  })
  twoFactorChallenge!: string | null;
}

@ObjectType({
  description:
    'Answer to `adminLoginTwoFactor`: the session, or a user error on `code` (wrong or already used).',
})
export class AdminLoginTwoFactorPayload extends MutationPayload {
  @Field(() => AdminSession, {
    nullable: true,
    description:
      'The new bearer token; null when `userErrors` is not empty or the session went into a cookie (`browserSession`).',
  })
  session!: AdminSession | null;

  @Field(() => AdminIdentity, { nullable: true, description: SIGNED_IN_ADMIN })
  admin!: AdminIdentity | null;
}

@ObjectType({ description: 'A new two-factor secret, waiting for a code to confirm it.' })
export class TwoFactorSetup {
  @Field({ description: 'The secret in base32, for typing into an authenticator app by hand.' })
  secret!: string;

  @Field({ description: 'The `otpauth://totp/…` address the QR code holds.' })
  uri!: string;

  @Field({ description: 'The QR code of `uri`, as an SVG document (no script).' })
  qrSvg!: string;
}

@ObjectType({
  description: 'Answer to `startTwoFactorSetup`: the secret to add to an authenticator app.',
})
export class StartTwoFactorSetupPayload extends MutationPayload {
  @Field(() => TwoFactorSetup, {
    nullable: true,
    description: 'The new secret; null when `userErrors` is not empty (already on).',
  })
  setup!: TwoFactorSetup | null;
}

@ObjectType({
  description:
    'Answer to `confirmTwoFactorSetup`: two-factor is on, with ten recovery codes shown this once.',
})
export class ConfirmTwoFactorSetupPayload extends MutationPayload {
  @Field(() => [String], {
    nullable: true,
    description:
      'Ten one-time recovery codes (only their hashes are kept: shown this once). Null when `userErrors` is not empty.',
  })
  recoveryCodes!: string[] | null;
}

@ObjectType({ description: 'Answer to `turnOffTwoFactor`.' })
export class TurnOffTwoFactorPayload extends MutationPayload {
  @Field(() => Boolean, {
    nullable: true,
    description: 'True once two-factor is off; null when `userErrors` is not empty.',
  })
  turnedOff!: boolean | null;
}

@ObjectType('SecuritySettings', { description: 'How the admin is signed in to (owners only).' })
export class SecuritySettingsView {
  @Field({ description: 'Every account must sign in with two-factor.' })
  requireTwoFactor!: boolean;

  @Field(() => Int, {
    description: 'A browser session unused this many minutes ends (the idle timeout).',
  })
  sessionIdleMinutes!: number;

  @Field(() => Int, {
    description:
      'A browser session ends this many hours after its sign-in, however busy (the absolute lifetime).',
  })
  sessionLifetimeHours!: number;
}

@ObjectType({ description: 'Answer to `updateSecuritySettings`.' })
export class UpdateSecuritySettingsPayload extends MutationPayload {
  @Field(() => SecuritySettingsView, {
    nullable: true,
    description: 'The settings as saved; null when `userErrors` is not empty.',
  })
  settings!: SecuritySettingsView | null;
}

@ObjectType({
  description:
    'Answer to `adminLogout`: this browser session has ended (with a bearer token: every token of the account, on every device).',
})
export class AdminLogoutPayload extends MutationPayload {
  @Field(() => Boolean, {
    nullable: true,
    description: 'True once the session has ended; null when `userErrors` is not empty.',
  })
  signedOut!: boolean | null;
}

@ObjectType({
  description:
    'Answer to `changeAdminPassword`: a new session for this browser (every earlier token and session of the account is refused from now on), or the problems with the input.',
})
export class ChangeAdminPasswordPayload extends MutationPayload {
  @Field(() => AdminSession, {
    nullable: true,
    description:
      'The new bearer token: store it in place of the old one. Null when `userErrors` is not empty, or when the request came with the session cookie (the answer carries a new cookie instead).',
  })
  session!: AdminSession | null;
}

/** GraphQL's view of `AccountStatus` (admin-user.entity.ts). */
export enum StaffAccountStatus {
  INVITED = 'invited',
  ACTIVE = 'active',
  DISABLED = 'disabled',
}
registerEnumType(StaffAccountStatus, {
  name: 'StaffAccountStatus',
  description: 'Whether a staff account signs in.',
  valuesConfig: {
    INVITED: { description: 'Invited; signs in once the invitation is accepted.' },
    ACTIVE: { description: 'Signs in.' },
    DISABLED: { description: 'Does not sign in; its sessions and tokens are refused.' },
  },
});

@ObjectType({ description: 'A staff account, as owners see it in the admin (never its password).' })
export class StaffAccount {
  @Field(() => ID, { description: 'Account id.' })
  id!: number;

  @Field({ description: 'What the person signs in with.' })
  username!: string;

  @Field(() => String, { nullable: true, description: "The person's name; null when not given." })
  name!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Where the account’s mail goes; null when not given.',
  })
  email!: string | null;

  @Field(() => Role, { description: 'What the account may do.' })
  role!: `${Role}`;

  @Field(() => StaffAccountStatus, { description: 'Whether the account signs in.' })
  status!: `${StaffAccountStatus}`;

  @Field(() => Date, { nullable: true, description: 'The last successful sign-in; null if none.' })
  lastSignInAt!: Date | null;

  @Field({ description: 'When the account was made.' })
  createdAt!: Date;
}

@ObjectType({ description: 'A role an owner may give an account, and what it may do.' })
export class StaffRole {
  @Field(() => Role, { description: 'The role.' })
  role!: `${Role}`;

  @Field({ description: 'What the role may do, in words (the Role enum’s description).' })
  description!: string;

  @Field(() => [PermissionName], { description: 'The permissions the role has.' })
  permissions!: `${PermissionName}`[];
}

@ObjectType({
  description:
    'Answer to `updateStaffAccount`: the account as saved, or the problems with the input.',
})
export class UpdateStaffAccountPayload extends MutationPayload {
  @Field(() => StaffAccount, {
    nullable: true,
    description: 'The account as saved; null when `userErrors` is not empty.',
  })
  account!: StaffAccount | null;
}

@ObjectType({
  description:
    'Answer to `inviteStaffAccount`: the invited account, or the problems with the input.',
})
export class InviteStaffAccountPayload extends MutationPayload {
  @Field(() => StaffAccount, {
    nullable: true,
    description: 'The invited account (status INVITED); null when `userErrors` is not empty.',
  })
  account!: StaffAccount | null;
}

@ObjectType({
  description: 'Answer to `resendStaffInvitation`: the account invited again, or why not.',
})
export class ResendStaffInvitationPayload extends MutationPayload {
  @Field(() => StaffAccount, {
    nullable: true,
    description: 'The account, still INVITED; null when `userErrors` is not empty.',
  })
  account!: StaffAccount | null;
}

@ObjectType({
  description:
    'Answer to `requestPasswordReset`: the same for every address, whether or not an account uses it.',
})
export class RequestPasswordResetPayload extends MutationPayload {
  @Field(() => Boolean, {
    nullable: true,
    description:
      'True once the request is taken; null when `userErrors` is not empty. It never says whether a message was sent.',
  })
  requested!: boolean | null;
}

const SIGN_IN_AS =
  'The username to sign in with, now with the new password; null when `userErrors` is not empty.';

@ObjectType({
  description:
    'Answer to `acceptStaffInvitation`: the username to sign in with, or the problems with the input.',
})
export class AcceptStaffInvitationPayload extends MutationPayload {
  @Field(() => String, { nullable: true, description: SIGN_IN_AS })
  username!: string | null;
}

@ObjectType({
  description:
    'Answer to `resetPasswordWithLink`: the username to sign in with, or the problems with the input.',
})
export class ResetPasswordWithLinkPayload extends MutationPayload {
  @Field(() => String, { nullable: true, description: SIGN_IN_AS })
  username!: string | null;
}

@ObjectType({
  description: 'Answer to `turnOffStaffTwoFactor`: the account, or why its two-factor stays.',
})
export class TurnOffStaffTwoFactorPayload extends MutationPayload {
  @Field(() => StaffAccount, {
    nullable: true,
    description: 'The account, now without two-factor; null when `userErrors` is not empty.',
  })
  account!: StaffAccount | null;
}

@ObjectType('ApiToken', {
  description: 'A personal API token of the signed-in account (never the token itself).',
})
export class ApiTokenView {
  @Field(() => ID, { description: 'Token id.' })
  id!: number;

  @Field({ description: 'What its owner called it.' })
  name!: string;

  @Field(() => [PermissionName], { description: 'The permissions it carries.' })
  permissions!: `${PermissionName}`[];

  @Field({ description: 'When it was made.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'The last request it signed, to the minute.' })
  lastUsedAt!: Date | null;
}

@ObjectType({ description: 'Answer to `createApiToken`: the token, shown this once.' })
export class CreateApiTokenPayload extends MutationPayload {
  @Field(() => ApiTokenView, {
    nullable: true,
    description: 'The new token; null when `userErrors` is not empty.',
  })
  apiToken!: ApiTokenView | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The token to send as `Authorization: Bearer <token>`: shown this once, only its hash is kept. Null when `userErrors` is not empty.',
  })
  token!: string | null;
}

@ObjectType({ description: 'Answer to `revokeApiToken`.' })
export class RevokeApiTokenPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'The revoked token; null when `userErrors` is not empty.',
  })
  revokedId!: string | null;
}

@ObjectType('BrowserSession', {
  description:
    'A browser signed in to the admin with the session cookie (bearer tokens and API tokens are not listed).',
})
export class BrowserSessionView {
  @Field(() => ID, { description: 'Session id.' })
  id!: number;

  @Field({ description: 'When it signed in.' })
  createdAt!: Date;

  @Field({ description: 'Its last request, to the minute.' })
  lastSeenAt!: Date;

  @Field({ description: 'The client address of its last request.' })
  address!: string;

  @Field({ description: "The browser's User-Agent when it signed in (empty when none was sent)." })
  userAgent!: string;

  @Field({
    description:
      'When it ends unless used again first: the idle timeout from its last request, or its absolute lifetime.',
  })
  endsAt!: Date;

  @Field({ description: 'It is the session of this very request.' })
  current!: boolean;
}

@ObjectType({ description: 'Answer to `endAdminSession`.' })
export class EndAdminSessionPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'The session that ended; null when `userErrors` is not empty.',
  })
  endedId!: string | null;
}

@ObjectType({ description: 'Answer to `signOutEverywhere`.' })
export class SignOutEverywherePayload extends MutationPayload {
  @Field(() => Boolean, {
    nullable: true,
    description:
      'True once every session and token has ended; null when `userErrors` is not empty.',
  })
  signedOut!: boolean | null;
}
