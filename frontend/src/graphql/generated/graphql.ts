/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day without time or time zone, in ISO 8601 form YYYY-MM-DD, e.g. "2026-04-15". */
  Date: { input: string; output: string; }
  /** An instant in ISO 8601 form with a time zone, always sent in UTC, e.g. "2026-11-24T19:32:41.000Z". */
  DateTime: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: any; output: any; }
};

/** Answer to `acceptStaffInvitation`: the username to sign in with, or the problems with the input. */
export type AcceptStaffInvitationPayload = {
  __typename?: 'AcceptStaffInvitationPayload';
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
  /** The username to sign in with, now with the new password; null when `userErrors` is not empty. */
  username: Maybe<Scalars['String']['output']>;
};

/** Answer to `acquireEditLock`: the lock as it now stands (yours, or someone else's), or the problems. */
export type AcquireEditLockPayload = {
  __typename?: 'AcquireEditLockPayload';
  /** The lock now: `mine` true when you hold it; null when `userErrors` is not empty or the record was released while asking. */
  lock: Maybe<EditLock>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** One entry of the dashboard's "Recent Activity" (admin only). */
export type ActivityItem = {
  __typename?: 'ActivityItem';
  /** For a change: what the admin did; null for the other kinds. */
  action: Maybe<AuditAction>;
  /** For a change: the username of the admin who made it; null for the other kinds. */
  actor: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** The sender's kind of business for a message; null for the other kinds. */
  businessType: Maybe<BusinessType>;
  /** Unique in the list: the kind and the row id, e.g. "contact:7". */
  id: Scalars['ID']['output'];
  /** What happened. */
  kind: ActivityKind;
  /** For a change: the kind of record, e.g. "newsletter"; null for the other kinds. */
  recordType: Maybe<Scalars['String']['output']>;
  /** Who or what: the sender's name, the subscriber's e-mail address, or the title of the record an admin changed. */
  title: Scalars['String']['output'];
};

/** What an entry of the dashboard's "Recent Activity" records. */
export type ActivityKind =
  /** A change an admin made (an entry of the audit trail). */
  | 'CHANGE'
  /** A message sent through the contact form. */
  | 'CONTACT'
  /** A newsletter subscription. */
  | 'SUBSCRIPTION';

/** A postal address in Canada. */
export type Address = {
  __typename?: 'Address';
  /** City or town, e.g. Edmonton. */
  city: Scalars['String']['output'];
  /** Two-letter country code. */
  country: Scalars['String']['output'];
  /** Canadian postal code, "A1A 1A1" with a space, e.g. T5J 0H6. */
  postalCode: Scalars['String']['output'];
  /** Two-letter province code, e.g. AB. */
  province: Scalars['String']['output'];
  /** Street line, with suite or rural route. */
  street: Scalars['String']['output'];
};

/** Who the bearer token or session cookie of this request belongs to. */
export type AdminIdentity = {
  __typename?: 'AdminIdentity';
  /** Admin user id (the JWT subject; owner of crop plans). */
  id: Scalars['ID']['output'];
  /** Owners require two-factor sign-in and this account has not set it up: it may only set it up, read this and sign out. */
  mustSetUpTwoFactor: Scalars['Boolean']['output'];
  /** What the role allows: the admin shows only the screens these permit. */
  permissions: Array<Permission>;
  /** The account's role. */
  role: Role;
  /** Whether the account signs in with two-factor (TOTP). */
  twoFactorEnabled: Scalars['Boolean']['output'];
  /** Username the admin signed in with. */
  username: Scalars['String']['output'];
};

/** The credentials of an admin account. */
export type AdminLoginInput = {
  /** For an account with two-factor sign-in: its current 6-digit code or a recovery code, to sign in in one step. Without it such an account answers a `twoFactorChallenge`. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Admin password; never logged or echoed. */
  password: Scalars['String']['input'];
  /** Admin username. */
  username: Scalars['String']['input'];
};

/** Answer to `adminLogin`: a session, a two-factor challenge, or the problems with the input (a blank field). Wrong credentials are not a user error but UNAUTHENTICATED. */
export type AdminLoginPayload = {
  __typename?: 'AdminLoginPayload';
  /** Who signed in and what the role allows (with a cookie session, the only account data of the answer); null when no session began. */
  admin: Maybe<AdminIdentity>;
  /** The new bearer token; null when `userErrors` is not empty, a two-factor code is needed, or the session went into a cookie (`browserSession`). */
  session: Maybe<AdminSession>;
  /** For an account with two-factor sign-in (and no `code` in the input): send it with a code to `adminLoginTwoFactor` within 5 minutes. Null otherwise. */
  twoFactorChallenge: Maybe<Scalars['String']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** A two-factor challenge and the code that answers it. */
export type AdminLoginTwoFactorInput = {
  /** `twoFactorChallenge` of the `adminLogin` answer (valid 5 minutes). */
  challenge: Scalars['String']['input'];
  /** The 6-digit code of the authenticator app, or a recovery code. */
  code: Scalars['String']['input'];
};

/** Answer to `adminLoginTwoFactor`: the session, or a user error on `code` (wrong or already used). */
export type AdminLoginTwoFactorPayload = {
  __typename?: 'AdminLoginTwoFactorPayload';
  /** Who signed in and what the role allows (with a cookie session, the only account data of the answer); null when no session began. */
  admin: Maybe<AdminIdentity>;
  /** The new bearer token; null when `userErrors` is not empty or the session went into a cookie (`browserSession`). */
  session: Maybe<AdminSession>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `adminLogout`: this browser session has ended (with a bearer token: every token of the account, on every device). */
export type AdminLogoutPayload = {
  __typename?: 'AdminLogoutPayload';
  /** True once the session has ended; null when `userErrors` is not empty. */
  signedOut: Maybe<Scalars['Boolean']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** A signed-in admin session: send the token as `Authorization: Bearer`. */
export type AdminSession = {
  __typename?: 'AdminSession';
  /** When the token stops being accepted. */
  expiresAt: Scalars['DateTime']['output'];
  /** Owners require two-factor sign-in and this account has not set it up: until it does, it may only set it up (My Account), read `currentAdmin` and sign out; everything else is FORBIDDEN. */
  mustSetUpTwoFactor: Scalars['Boolean']['output'];
  /** What the role allows: the admin shows only the screens these permit. */
  permissions: Array<Permission>;
  /** The account's role. */
  role: Role;
  /** JWT (HS256) to send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
  /** The signed-in admin. */
  username: Scalars['String']['output'];
};

/** A personal API token of the signed-in account (never the token itself). */
export type ApiToken = {
  __typename?: 'ApiToken';
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Token id. */
  id: Scalars['ID']['output'];
  /** The last request it signed, to the minute. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  /** What its owner called it. */
  name: Scalars['String']['output'];
  /** The permissions it carries. */
  permissions: Array<Permission>;
};

/** What an admin did to a record. */
export type AuditAction =
  /** Accepted an invitation: chose a password, and the account became active. */
  | 'ACCEPT_INVITATION'
  /** Created it. */
  | 'CREATE'
  /** Deleted it. */
  | 'DELETE'
  /** Erased a person's personal data at their request (the entry names no one, only counts). */
  | 'ERASE'
  /** Invited a person by e-mail (or sent their invitation again). */
  | 'INVITE'
  /** Moved it to another place in the order the site shows. */
  | 'MOVE'
  /** Changed the account's password (ending its other sessions). */
  | 'PASSWORD_CHANGE'
  /** Set a new password with an e-mailed reset link (ending the account's sessions). */
  | 'PASSWORD_RESET'
  /** Published it, or scheduled it for a later time. */
  | 'PUBLISH'
  /** Brought back an earlier version (saved as a new version). */
  | 'RESTORE'
  /** E-mailed it to subscribers. */
  | 'SEND'
  /** Signed in. */
  | 'SIGN_IN'
  /** A sign-in to the account failed (a wrong password or two-factor code). */
  | 'SIGN_IN_FAILED'
  /** Ended one browser session: signed out, or ended it from the Sessions list (the note names the session when it was not the one asking). */
  | 'SIGN_OUT'
  /** Signed the account out on every device. */
  | 'SIGN_OUT_EVERYWHERE'
  /** Turned off two-factor sign-in. */
  | 'TWO_FACTOR_OFF'
  /** Turned on two-factor sign-in (new recovery codes). */
  | 'TWO_FACTOR_ON'
  /** Took it off the site (back to draft). */
  | 'UNPUBLISH'
  /** Saved changes to it. */
  | 'UPDATE';

/** One change an admin made, as the audit trail keeps it (admin only). */
export type AuditEvent = {
  __typename?: 'AuditEvent';
  /** What was done. */
  action: AuditAction;
  /** Username of the admin who made the change. */
  actor: Scalars['String']['output'];
  /** IP address the change came from. */
  clientAddress: Scalars['String']['output'];
  /** When the change was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Names of the fields the change touched (never their values). */
  fields: Array<Scalars['String']['output']>;
  /** Identifier of the event. */
  id: Scalars['ID']['output'];
  /** A remark kept with the change, e.g. the checks a "publish anyway" skipped; empty when none. */
  note: Scalars['String']['output'];
  /** Id of the record; null when the change was not about one record. */
  recordId: Maybe<Scalars['Int']['output']>;
  /** Title or name of the record at the time. */
  recordLabel: Scalars['String']['output'];
  /** Kind of record, e.g. "newsletter". */
  recordType: Scalars['String']['output'];
};

/** A page of the audit trail, newest first. */
export type AuditEventConnection = {
  __typename?: 'AuditEventConnection';
  /** The rows of this page, in list order. */
  edges: Array<AuditEventEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One audit event of a page, with the cursor that marks its place in the list. */
export type AuditEventEdge = {
  __typename?: 'AuditEventEdge';
  /** Opaque cursor of this audit event: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The audit event. */
  node: AuditEvent;
};

/** A browser signed in to the admin with the session cookie (bearer tokens and API tokens are not listed). */
export type BrowserSession = {
  __typename?: 'BrowserSession';
  /** The client address of its last request. */
  address: Scalars['String']['output'];
  /** When it signed in. */
  createdAt: Scalars['DateTime']['output'];
  /** It is the session of this very request. */
  current: Scalars['Boolean']['output'];
  /** When it ends unless used again first: the idle timeout from its last request, or its absolute lifetime. */
  endsAt: Scalars['DateTime']['output'];
  /** Session id. */
  id: Scalars['ID']['output'];
  /** Its last request, to the minute. */
  lastSeenAt: Scalars['DateTime']['output'];
  /** The browser's User-Agent when it signed in (empty when none was sent). */
  userAgent: Scalars['String']['output'];
};

/** The sender's kind of business, chosen on the contact form. */
export type BusinessType =
  /** "Crop Farming": grains, oilseeds, pulses and the like. */
  | 'CROP_FARMING'
  /** "Livestock Farming": cattle, hogs, poultry and the like. */
  | 'LIVESTOCK_FARMING'
  /** "Mixed Farming": crops and livestock together. */
  | 'MIXED_FARMING'
  /** "Organic Farming": certified or transitioning organic. */
  | 'ORGANIC_FARMING'
  /** "Other": agronomists, retailers, gardeners and anyone else. */
  | 'OTHER';

/** A certification or registration held by one product. */
export type Certification = {
  __typename?: 'Certification';
  /** Path or URL of the certificate PDF; empty when none is published. */
  documentUrl: Scalars['String']['output'];
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** Id of the product this certification belongs to. */
  productId: Scalars['ID']['output'];
  /** Kind of certification, e.g. "OMRI Listed". */
  type: Scalars['String']['output'];
};

/** A company certification shown as a card on /certifications. */
export type CertificationCard = {
  __typename?: 'CertificationCard';
  /** What the certification covers, one or two sentences. */
  description: Scalars['String']['output'];
  /** True when the card can be expanded to list its subtypes. */
  expandable: Scalars['Boolean']['output'];
  /** True when validUntil has passed (judged by the day in Edmonton; "2025" holds through 31 December 2025). */
  expired: Scalars['Boolean']['output'];
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** Display position on /certifications, counting from 0; lower comes first. Change it with `moveCertificationCard`. */
  sortOrder: Scalars['Int']['output'];
  /** Standards listed when the card is expanded; empty for other cards. */
  subtypes: Array<CertificationSubtype>;
  /** E.g. "ISO 9001:2015". */
  title: Scalars['String']['output'];
  /** The last day the certification is valid: validUntil's year or month to its last day ("2026" → "2026-12-31"); null when validUntil is not a date. */
  validThrough: Maybe<Scalars['Date']['output']>;
  /** Until when it is valid, as the certificate states it and the site shows it: an ISO 8601 year ("2026"), month ("2026-06") or day ("2026-06-30"). For the day itself, read validThrough. */
  validUntil: Scalars['String']['output'];
  /** Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused. */
  version: Scalars['Int']['output'];
};

/** A page of certification cards, in display order. */
export type CertificationCardConnection = {
  __typename?: 'CertificationCardConnection';
  /** The rows of this page, in list order. */
  edges: Array<CertificationCardEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One certification card of a page, with the cursor that marks its place in the list. */
export type CertificationCardEdge = {
  __typename?: 'CertificationCardEdge';
  /** Opaque cursor of this certification card: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The certification card. */
  node: CertificationCard;
};

/** What an editor writes of a certification card and its subtypes. */
export type CertificationCardInput = {
  /** What the certification covers; 1 to 1000 characters. */
  description: Scalars['String']['input'];
  /** True when the card can be expanded to list its subtypes. */
  expandable: Scalars['Boolean']['input'];
  /** The standards listed when the card is expanded, in their order (at most 20); empty for a card that is not expandable. Subtypes left out are deleted. */
  subtypes: Array<CertificationSubtypeInput>;
  /** E.g. "ISO 9001:2015"; 1 to 120 characters, unique. */
  title: Scalars['String']['input'];
  /** A year ("2026"), a month ("2026-06") or a day ("2026-06-30"). */
  validUntil: Scalars['String']['input'];
};

/** A standard listed inside an expandable certification card. */
export type CertificationSubtype = {
  __typename?: 'CertificationSubtype';
  /** Whether products are currently certified under this standard. */
  available: Scalars['Boolean']['output'];
  /** What the standard is, e.g. "Organic Materials Review Institute listing." */
  description: Scalars['String']['output'];
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** E.g. "OMRI". */
  name: Scalars['String']['output'];
};

/** A standard listed inside an expandable certification card. */
export type CertificationSubtypeInput = {
  /** Whether products are currently certified under this standard. */
  available: Scalars['Boolean']['input'];
  /** What the standard is; 1 to 500 characters. */
  description: Scalars['String']['input'];
  /** Id of the subtype it updates; null for a new one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** E.g. "OMRI"; 1 to 120 characters. */
  name: Scalars['String']['input'];
};

/** The signed-in admin's current password and the new one. */
export type ChangeAdminPasswordInput = {
  /** The password the admin signs in with today; never logged or echoed. */
  currentPassword: Scalars['String']['input'];
  /** The new password: 12 to 200 characters, not the username and not the current password. */
  newPassword: Scalars['String']['input'];
};

/** Answer to `changeAdminPassword`: a new session for this browser (every earlier token and session of the account is refused from now on), or the problems with the input. */
export type ChangeAdminPasswordPayload = {
  __typename?: 'ChangeAdminPasswordPayload';
  /** The new bearer token: store it in place of the old one. Null when `userErrors` is not empty, or when the request came with the session cookie (the answer carries a new cookie instead). */
  session: Maybe<AdminSession>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** The company's public contact details, as shown in the footer, on /contact and in the structured data. Name, legal name and mission are fixed; the rest is edited in the admin's Settings (`updateCompanySettings`). */
export type Company = {
  __typename?: 'Company';
  /** Opening hours as the office writes them, one line per day or group of days (lines separated by "\n"). */
  businessHours: Scalars['String']['output'];
  /** General information e-mail address. */
  email: Scalars['String']['output'];
  /** Fax number, e.g. 780-555-0143. */
  fax: Scalars['String']['output'];
  /** Head office in Edmonton, Alberta. */
  headOffice: Address;
  /** Head office phone (Edmonton). */
  headOfficePhone: Scalars['String']['output'];
  /** Registered legal name, e.g. "Prairie Elite Agronomics Ltd.". */
  legalName: Scalars['String']['output'];
  /** The head office's point on the contact page's map. */
  mapLocation: MapLocation;
  /** Mission statement. */
  mission: Scalars['String']['output'];
  /** Trading name, e.g. "Prairie Elite Agronomics". */
  name: Scalars['String']['output'];
  /** Phone for Saskatchewan customers. */
  saskatchewanPhone: Scalars['String']['output'];
  /** Mailbox that receives contact-form submissions. */
  submissionsMailbox: Scalars['String']['output'];
  /** Toll-free phone for Canada, e.g. 1-888-555-0199. */
  tollFreePhone: Scalars['String']['output'];
  /** Warehouse near Tofield, Alberta. */
  warehouse: Address;
};

/** A place of the company in Canada. */
export type CompanyAddressInput = {
  /** City or town; 1 to 100 characters. */
  city: Scalars['String']['input'];
  /** Canadian postal code, e.g. T5J 0H6 (stored upper case, with a space). */
  postalCode: Scalars['String']['input'];
  /** Two-letter province or territory code: AB, BC, MB, NB, NL, NS, NT, NU, ON, PE, QC, SK, YT. */
  province: Scalars['String']['input'];
  /** Street line, with suite or rural route; 1 to 200 characters. */
  street: Scalars['String']['input'];
};

/** The company's contact details, as the admin's Settings form sends them. */
export type CompanySettingsInput = {
  /** Opening hours, one line per day or group of days; 1 to 500 characters. */
  businessHours: Scalars['String']['input'];
  /** General information e-mail address shown on the site. */
  email: Scalars['String']['input'];
  /** Fax number, e.g. 780-555-0143. */
  fax: Scalars['String']['input'];
  /** Head office address. */
  headOffice: CompanyAddressInput;
  /** Head office phone, e.g. 780-555-0142. */
  headOfficePhone: Scalars['String']['input'];
  /** The head office's point on the map. */
  mapLocation: MapLocationInput;
  /** Phone for Saskatchewan customers, e.g. 306-555-0187. */
  saskatchewanPhone: Scalars['String']['input'];
  /** Mailbox that receives contact-form submissions (named in the admin). */
  submissionsMailbox: Scalars['String']['input'];
  /** Toll-free phone, e.g. 1-888-555-0199. */
  tollFreePhone: Scalars['String']['input'];
  /** Warehouse address. */
  warehouse: CompanyAddressInput;
};

/** Answer to `confirmSubscription`. */
export type ConfirmSubscriptionPayload = {
  __typename?: 'ConfirmSubscriptionPayload';
  /** Why the link did nothing; null when it worked. */
  problem: Maybe<SubscriptionLinkProblem>;
  /** The subscription after the change; null with a `problem` or `userErrors`. */
  subscription: Maybe<NewsletterSubscription>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** The code the authenticator app shows for the new secret. */
export type ConfirmTwoFactorSetupInput = {
  /** The 6-digit code shown now. */
  code: Scalars['String']['input'];
};

/** Answer to `confirmTwoFactorSetup`: two-factor is on, with ten recovery codes shown this once. */
export type ConfirmTwoFactorSetupPayload = {
  __typename?: 'ConfirmTwoFactorSetupPayload';
  /** Ten one-time recovery codes (only their hashes are kept: shown this once). Null when `userErrors` is not empty. */
  recoveryCodes: Maybe<Array<Scalars['String']['output']>>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** An entry of the CASL consent ledger (admin only). */
export type ConsentRecord = {
  __typename?: 'ConsentRecord';
  /** When the address was confirmed for it; null while unconfirmed. */
  confirmedAt: Maybe<Scalars['DateTime']['output']>;
  /** When the consent was given. */
  givenAt: Scalars['DateTime']['output'];
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** The visitor's IP address. */
  ipAddress: Scalars['String']['output'];
  /** Path of the page it was given on. */
  page: Maybe<Scalars['String']['output']>;
  /** Express, or implied by an inquiry. */
  type: ConsentType;
  /** The visitor's browser (User-Agent). */
  userAgent: Maybe<Scalars['String']['output']>;
  /** When it was withdrawn; null while live. */
  withdrawnAt: Maybe<Scalars['DateTime']['output']>;
  /** How it was withdrawn. */
  withdrawnHow: Maybe<WithdrawalMethod>;
  /** SHA-256 of `wordingText` (hex). */
  wordingHash: Scalars['String']['output'];
  /** The wording exactly as shown, with the company facts of that moment. */
  wordingText: Scalars['String']['output'];
  /** Version of the consent wording shown (consent-wording.ts). */
  wordingVersion: Scalars['String']['output'];
};

/** A kind of consent under CASL. */
export type ConsentType =
  /** Asked for the newsletter (subscribe form, contact form box). */
  | 'EXPRESS'
  /** Implied by an inquiry; never makes a subscription. */
  | 'IMPLIED_INQUIRY';

/** The consent wording shown beside the subscribe forms and the contact form's newsletter box: who asks (the company's name and contact), what is sent, and that one can unsubscribe at any time. Show `text` as it is and send `version` with the subscription. */
export type ConsentWording = {
  __typename?: 'ConsentWording';
  /** SHA-256 of `text` (hex), as the consent record keeps it. */
  hash: Scalars['String']['output'];
  /** The wording, to show letter for letter. */
  text: Scalars['String']['output'];
  /** Version of the wording, sent back as `consentVersion`. */
  version: Scalars['String']['output'];
};

/** A message sent through the contact form (admin only). */
export type Contact = {
  __typename?: 'Contact';
  /** The sender's kind of business. */
  businessType: BusinessType;
  /** When the message was received. */
  createdAt: Scalars['DateTime']['output'];
  /** The sender's e-mail address, as typed (trimmed). */
  email: Scalars['String']['output'];
  /** When it was marked handled; null while it is new. */
  handledAt: Maybe<Scalars['DateTime']['output']>;
  /** Username of the admin who marked it handled; null while it is new. */
  handledBy: Maybe<Scalars['String']['output']>;
  /** Stable numeric identifier, in order of arrival. */
  id: Scalars['ID']['output'];
  /** The message, line breaks kept. */
  message: Scalars['String']['output'];
  /** The sender's name, as typed (trimmed). */
  name: Scalars['String']['output'];
  /** The office's note on the message (who called back, what was sent); null for none. */
  note: Maybe<Scalars['String']['output']>;
  /** The sender's phone number, as typed, e.g. 780-555-0110. */
  phone: Scalars['String']['output'];
  /** New until the office marks it handled. */
  status: ContactStatus;
  /** Raised by every triage change; send it back as `expectedVersion` so a change over someone else's newer one is refused. */
  version: Scalars['Int']['output'];
};

/** A page of contact form messages, newest first (admin only). */
export type ContactConnection = {
  __typename?: 'ContactConnection';
  /** The rows of this page, in list order. */
  edges: Array<ContactEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One contact message of a page, with the cursor that marks its place in the list. */
export type ContactEdge = {
  __typename?: 'ContactEdge';
  /** Opaque cursor of this contact message: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The contact message. */
  node: Contact;
};

/** A message from the contact form. */
export type ContactInput = {
  /** The sender's kind of business. */
  businessType: BusinessType;
  /** Version of the consent wording shown beside the newsletter box (`newsletterConsentWording.version`); the current one when absent. */
  consentVersion?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address to answer to, e.g. jane@example.com; at most 254 characters. */
  email: Scalars['String']['input'];
  /** The message; 1 to 5000 characters, line breaks kept. */
  message: Scalars['String']['input'];
  /** The sender's name; 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** Phone number with its area code, e.g. 780-555-0110, (306) 555 0142 or +1 780 555 0110; at most 30 characters. */
  phone: Scalars['String']['input'];
  /** The form's "Also send me the newsletter" box (unchecked by default): true also subscribes the address (double opt-in: a confirmation e-mail, then the newsletter). Absent or false never does. */
  subscribeToNewsletter?: InputMaybe<Scalars['Boolean']['input']>;
  /** Leave empty. The form hides this field from people; a submission that fills it is answered as usual and not stored. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Receipt for a contact message: it is stored. */
export type ContactReceipt = {
  __typename?: 'ContactReceipt';
  /** Id of the stored message. */
  id: Scalars['ID']['output'];
  /** Text for the success toast. */
  message: Scalars['String']['output'];
};

/** Whether the office has dealt with a contact message yet. */
export type ContactStatus =
  /** Answered or otherwise dealt with; it can be reopened. */
  | 'HANDLED'
  /** Not dealt with yet: every message arrives as new. */
  | 'NEW';

/** A contact message's triage: its status and the office's note. */
export type ContactTriageInput = {
  /** The office's note, line breaks kept; at most 2000 characters. Empty or null removes it. Never shown to the sender. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** NEW to reopen it, HANDLED once it is dealt with. */
  status: ContactStatus;
};

/** A new personal API token: what to call it and what it may do. */
export type CreateApiTokenInput = {
  /** A name to recognise it by, 1 to 100 characters ("Field trial sheet"). */
  name: Scalars['String']['input'];
  /** The permissions it carries: one or more of the account's role's. */
  permissions: Array<Permission>;
};

/** Answer to `createApiToken`: the token, shown this once. */
export type CreateApiTokenPayload = {
  __typename?: 'CreateApiTokenPayload';
  /** The new token; null when `userErrors` is not empty. */
  apiToken: Maybe<ApiToken>;
  /** The token to send as `Authorization: Bearer <token>`: shown this once, only its hash is kept. Null when `userErrors` is not empty. */
  token: Maybe<Scalars['String']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `createCertificationCard`: the new card, or the problems. */
export type CreateCertificationCardPayload = {
  __typename?: 'CreateCertificationCardPayload';
  /** The card as stored now, with its subtypes; null when `userErrors` is not empty. */
  certificationCard: Maybe<CertificationCard>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `createCropPlan`: the new plan, or the problems with its fields. */
export type CreateCropPlanPayload = {
  __typename?: 'CreateCropPlanPayload';
  /** The stored plan; null when `userErrors` is not empty. */
  cropPlan: Maybe<CropPlan>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `createDocument`: the new document (without a PDF until one is uploaded), or the problems. */
export type CreateDocumentPayload = {
  __typename?: 'CreateDocumentPayload';
  /** The document as stored now; null when `userErrors` is not empty. */
  document: Maybe<DocumentFile>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `createNewsletter`: the new draft, or the problems. */
export type CreateNewsletterPayload = {
  __typename?: 'CreateNewsletterPayload';
  /** The edition as stored now; null when `userErrors` is not empty. */
  newsletter: Maybe<Newsletter>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `createProduct`: the new product, or the problems. */
export type CreateProductPayload = {
  __typename?: 'CreateProductPayload';
  /** The product as stored now; null when `userErrors` is not empty. */
  product: Maybe<Product>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `createTeamMember`: the new person, or the problems. */
export type CreateTeamMemberPayload = {
  __typename?: 'CreateTeamMemberPayload';
  /** The team member as stored now; null when `userErrors` is not empty. */
  teamMember: Maybe<TeamMember>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `createTestimonial`: the new testimonial, or the problems. */
export type CreateTestimonialPayload = {
  __typename?: 'CreateTestimonialPayload';
  /** The testimonial as stored now; null when `userErrors` is not empty. */
  testimonial: Maybe<Testimonial>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `createVideoCategory`: the new tab, or the problems. */
export type CreateVideoCategoryPayload = {
  __typename?: 'CreateVideoCategoryPayload';
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
  /** The tab as stored now; null when `userErrors` is not empty. */
  videoCategory: Maybe<VideoCategory>;
};

/** Answer to `createVideo`: the new video, or the problems. */
export type CreateVideoPayload = {
  __typename?: 'CreateVideoPayload';
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
  /** The video as stored now; null when `userErrors` is not empty. */
  video: Maybe<Video>;
};

/** A signed-in user's plan for one crop on one field. */
export type CropPlan = {
  __typename?: 'CropPlan';
  /** Recommendations from an advisory tool, as free JSON. */
  aiRecommendations: Maybe<Scalars['JSON']['output']>;
  /** When the plan was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Crop, e.g. "Canola". */
  cropName: Scalars['String']['output'];
  /** Last day of the plan, on or after startDate. */
  endDate: Scalars['Date']['output'];
  /** Field identifier, e.g. "NE-12-51-19-W4". */
  field: Scalars['String']['output'];
  /** Stable numeric identifier, used by cropPlan(id:). */
  id: Scalars['ID']['output'];
  /** Free-text notes; null when none. */
  notes: Maybe<Scalars['String']['output']>;
  /** First day of the plan. */
  startDate: Scalars['Date']['output'];
  /** Where the plan stands; PLANNED by default. */
  status: CropPlanStatus;
  /** When the plan was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** Id of the admin user who owns the plan. */
  userId: Scalars['ID']['output'];
};

/** A new crop plan. */
export type CropPlanInput = {
  /** Free JSON object. */
  aiRecommendations?: InputMaybe<Scalars['JSON']['input']>;
  /** Crop, e.g. "Canola". */
  cropName: Scalars['String']['input'];
  /** Last day of the plan, on or after the start date. */
  endDate: Scalars['Date']['input'];
  /** Field identifier, e.g. a legal land description. */
  field: Scalars['String']['input'];
  /** Free-text notes, at most 5000 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** First day of the plan. */
  startDate: Scalars['Date']['input'];
  /** Defaults to PLANNED. */
  status?: InputMaybe<CropPlanStatus>;
};

/** Where a crop plan stands. */
export type CropPlanStatus =
  /** Given up; kept for the record. */
  | 'CANCELLED'
  /** Done: the crop is harvested or the plan carried out. */
  | 'COMPLETED'
  /** Under way in the field. */
  | 'IN_PROGRESS'
  /** Not started yet (the default for a new plan). */
  | 'PLANNED';

/** Counts for the tiles of the admin dashboard. */
export type DashboardCounts = {
  __typename?: 'DashboardCounts';
  /** Contact form submissions. */
  contacts: Scalars['Int']['output'];
  /** Downloadable documents of /documentation. */
  documents: Scalars['Int']['output'];
  /** Images of the image manager, built-in and uploaded. */
  imageAssets: Scalars['Int']['output'];
  /** Contact form submissions not yet marked handled. */
  newContacts: Scalars['Int']['output'];
  /** Newsletter editions. */
  newsletters: Scalars['Int']['output'];
  /** Products in the catalogue. */
  products: Scalars['Int']['output'];
  /** Newsletter subscribers, active or not. */
  subscribers: Scalars['Int']['output'];
  /** People on the team page. */
  teamMembers: Scalars['Int']['output'];
  /** Customer testimonials. */
  testimonials: Scalars['Int']['output'];
  /** Videos, all tabs together. */
  videos: Scalars['Int']['output'];
};

/** Answer to `deleteCertificationCard`. */
export type DeleteCertificationCardPayload = {
  __typename?: 'DeleteCertificationCardPayload';
  /** Id of the deleted card; null when `userErrors` is not empty. */
  deletedId: Maybe<Scalars['ID']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `deleteCropPlan`: the id of the deleted plan. */
export type DeleteCropPlanPayload = {
  __typename?: 'DeleteCropPlanPayload';
  /** Id of the plan that was deleted; null when `userErrors` is not empty. */
  deletedId: Maybe<Scalars['ID']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `deleteDocument`. */
export type DeleteDocumentPayload = {
  __typename?: 'DeleteDocumentPayload';
  /** Id of the deleted document; null when `userErrors` is not empty. */
  deletedId: Maybe<Scalars['ID']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `deleteImageAsset`: the id of the deleted image. */
export type DeleteImageAssetPayload = {
  __typename?: 'DeleteImageAssetPayload';
  /** Id of the image that was deleted; null when `userErrors` is not empty. */
  deletedId: Maybe<Scalars['ID']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `deleteNewsletter`. */
export type DeleteNewsletterPayload = {
  __typename?: 'DeleteNewsletterPayload';
  /** Id of the deleted edition; null when `userErrors` is not empty. */
  deletedId: Maybe<Scalars['ID']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `deleteProduct`. */
export type DeleteProductPayload = {
  __typename?: 'DeleteProductPayload';
  /** Id of the deleted product; null when `userErrors` is not empty. */
  deletedId: Maybe<Scalars['ID']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `deleteTeamMember`. */
export type DeleteTeamMemberPayload = {
  __typename?: 'DeleteTeamMemberPayload';
  /** Id of the deleted person; null when `userErrors` is not empty. */
  deletedId: Maybe<Scalars['ID']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `deleteTestimonial`. */
export type DeleteTestimonialPayload = {
  __typename?: 'DeleteTestimonialPayload';
  /** Id of the deleted testimonial; null when `userErrors` is not empty. */
  deletedId: Maybe<Scalars['ID']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `deleteVideoCategory`: the deleted id, or a user error when the tab still holds videos. */
export type DeleteVideoCategoryPayload = {
  __typename?: 'DeleteVideoCategoryPayload';
  /** Id of the deleted tab; null when `userErrors` is not empty. */
  deletedId: Maybe<Scalars['ID']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `deleteVideo`. */
export type DeleteVideoPayload = {
  __typename?: 'DeleteVideoPayload';
  /** Id of the deleted video; null when `userErrors` is not empty. */
  deletedId: Maybe<Scalars['ID']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Where one message to one recipient stands. */
export type DeliveryStatus =
  /** The mail server refused the address for good (5xx): never mailed again. */
  | 'BOUNCED'
  /** Every attempt failed; `lastError` says why. */
  | 'FAILED'
  /** Waiting to be sent (or to be tried again after a failure). */
  | 'QUEUED'
  /** Handed to the mail server; the answer has not come back yet. */
  | 'SENDING'
  /** Accepted by the mail server (or stored in the local outbox). */
  | 'SENT'
  /** Nothing to send any more (e.g. the subscriber left before their turn). */
  | 'SKIPPED';

/** A downloadable PDF of the documentation page. */
export type DocumentFile = {
  __typename?: 'DocumentFile';
  /** What the document contains, one sentence. */
  description: Scalars['String']['output'];
  /** True when validUntil has passed (judged by the day in Edmonton): the certificate is no longer current. */
  expired: Scalars['Boolean']['output'];
  /** Path or URL of the PDF. */
  fileUrl: Scalars['String']['output'];
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** The tab of /documentation it is listed under. */
  kind: DocumentKind;
  /** For a safety data sheet, its product id. */
  productId: Maybe<Scalars['ID']['output']>;
  /** Display position within its tab of /documentation, counting from 0; lower comes first. Change it with `moveDocument`. */
  sortOrder: Scalars['Int']['output'];
  /** Title, e.g. "US Approved Input Certificate". */
  title: Scalars['String']['output'];
  /** Day the document was last updated. */
  updatedOn: Maybe<Scalars['Date']['output']>;
  /** Last day of validity, for certificates. */
  validUntil: Maybe<Scalars['Date']['output']>;
  /** Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused. */
  version: Scalars['Int']['output'];
};

/** A page of documents of one tab, in display order. */
export type DocumentFileConnection = {
  __typename?: 'DocumentFileConnection';
  /** The rows of this page, in list order. */
  edges: Array<DocumentFileEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One document of a page, with the cursor that marks its place in the list. */
export type DocumentFileEdge = {
  __typename?: 'DocumentFileEdge';
  /** Opaque cursor of this document: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The document. */
  node: DocumentFile;
};

/** What an editor writes of a document of /documentation. */
export type DocumentInput = {
  /** What the document contains, one sentence; 1 to 1000 characters. */
  description: Scalars['String']['input'];
  /** The tab it is listed under: CERTIFICATE or FIELD_TRIAL (safety data sheets are edited with their product). */
  kind: DocumentKind;
  /** Title, e.g. "US Approved Input Certificate"; 1 to 200 characters. */
  title: Scalars['String']['input'];
  /** Day the document was last updated (YYYY-MM-DD); null for none. */
  updatedOn?: InputMaybe<Scalars['String']['input']>;
  /** Last day of validity (YYYY-MM-DD), for a certificate; null for none. */
  validUntil?: InputMaybe<Scalars['String']['input']>;
};

/** Which tab of /documentation a document belongs to. */
export type DocumentKind =
  /** Approved input certificates and lists ("Certifications"). */
  | 'CERTIFICATE'
  /** Field trial results ("Field Trials"). */
  | 'FIELD_TRIAL'
  /** One safety data sheet per product ("Product MSDS"). */
  | 'SAFETY_DATA_SHEET';

/** Who has a record open in the admin (admin only): "being edited by office since 13:55". Advisory: saving is still guarded by the version check. */
export type EditLock = {
  __typename?: 'EditLock';
  /** When the lock frees itself unless another heartbeat comes (90 s after the last). */
  expiresAt: Scalars['DateTime']['output'];
  /** Their last heartbeat. */
  heartbeatAt: Scalars['DateTime']['output'];
  /** Username of the admin who has it open. */
  holder: Scalars['String']['output'];
  /** True when the asking editor (this username and this session key) holds it; false when someone else does. */
  mine: Scalars['Boolean']['output'];
  /** Id of the record. */
  recordId: Scalars['ID']['output'];
  /** Kind of record, e.g. "newsletter". */
  recordType: Scalars['String']['output'];
  /** When they opened it (or took it over). */
  since: Scalars['DateTime']['output'];
};

/** Answer to `endAdminSession`. */
export type EndAdminSessionPayload = {
  __typename?: 'EndAdminSessionPayload';
  /** The session that ended; null when `userErrors` is not empty. */
  endedId: Maybe<Scalars['ID']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `erasePersonalData`: what was removed, or the problems. */
export type ErasePersonalDataPayload = {
  __typename?: 'ErasePersonalDataPayload';
  /** The counts of what was removed; null when `userErrors` is not empty. */
  erased: Maybe<PersonalDataErasure>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `heartbeatEditLock`: the lock as it now stands; someone else's when they took over. */
export type HeartbeatEditLockPayload = {
  __typename?: 'HeartbeatEditLockPayload';
  /** The lock now: `mine` false when someone took over (their `holder` and `since`); null when `userErrors` is not empty. */
  lock: Maybe<EditLock>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** An image of the image manager (/admin/images). */
export type ImageAsset = {
  __typename?: 'ImageAsset';
  /** What the image shows. */
  category: ImageCategory;
  /** What the image shows, usable as its alternative text; may be empty. */
  description: Scalars['String']['output'];
  /** Intrinsic height in pixels. */
  height: Maybe<Scalars['Int']['output']>;
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** Display name, e.g. "Canola in Bloom"; at most 120 characters. */
  name: Scalars['String']['output'];
  /** Path the image is served at, e.g. /images/fields/canola-bloom.svg. */
  path: Scalars['String']['output'];
  /** Search tags, e.g. ["canola", "harvest"]; may be empty. */
  tags: Array<Scalars['String']['output']>;
  /** AVIF and WebP copies at a few widths, narrowest first: of an upload, made when it was uploaded (deleted with it); of a built-in illustration, the raster copies shipped beside its SVG. Empty for GIFs and for built-in SVGs without copies (the fallbacks). */
  variants: Array<ImageVariant>;
  /** Intrinsic width in pixels (measured at upload, or read from the built-in SVG); null for an upload made before sizes were measured. */
  width: Maybe<Scalars['Int']['output']>;
};

/** A page of the image manager, in its order: the built-in images first, then uploads, oldest first. */
export type ImageAssetConnection = {
  __typename?: 'ImageAssetConnection';
  /** The rows of this page, in list order. */
  edges: Array<ImageAssetEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One image of a page, with the cursor that marks its place in the list. */
export type ImageAssetEdge = {
  __typename?: 'ImageAssetEdge';
  /** Opaque cursor of this image: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The image. */
  node: ImageAsset;
};

/** Name, category, description and tags of an image. */
export type ImageAssetInput = {
  /** What the image shows. */
  category: ImageCategory;
  /** Optional; empty when absent. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Display name; 1 to 120 characters. */
  name: Scalars['String']['input'];
  /** Tags; blank and repeated ones are dropped. A form may send "a, b". */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** What an image of the image manager shows, for filtering the gallery. */
export type ImageCategory =
  /** "Consultation": agronomists at work with farmers. */
  | 'CONSULTATION'
  /** "Field": crops and fields. */
  | 'FIELD'
  /** "Other": anything else. */
  | 'OTHER'
  /** "Product": product packaging and totes. */
  | 'PRODUCT'
  /** "Team": portraits of the team. */
  | 'TEAM'
  /** "Technology": soil testing and lab pictures. */
  | 'TECHNOLOGY';

/** Format of an image variant (the `type` of a `<source>` is image/avif or image/webp). */
export type ImageFormat =
  /** AVIF: the smallest files; offered first. */
  | 'AVIF'
  /** WebP: for browsers without AVIF. */
  | 'WEBP';

/** A resized copy of an image in a modern format, for a srcset: of an uploaded photo (never wider than the original) or a raster copy of a built-in illustration. */
export type ImageVariant = {
  __typename?: 'ImageVariant';
  /** File format of the copy. */
  format: ImageFormat;
  /** Height in pixels. */
  height: Scalars['Int']['output'];
  /** Path the variant is served at, e.g. /uploads/<uuid>-960w.avif or /images/products/elite-phos-960w.avif. */
  url: Scalars['String']['output'];
  /** Width in pixels (the `w` of a srcset). */
  width: Scalars['Int']['output'];
};

/** A person to invite to the admin by e-mail. */
export type InviteStaffAccountInput = {
  /** Where the invitation goes; also the username the person signs in with, so at most 100 characters. One account per address. */
  email: Scalars['String']['input'];
  /** The person's name, 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** What the account may do once the invitation is accepted. */
  role: Role;
};

/** Answer to `inviteStaffAccount`: the invited account, or the problems with the input. */
export type InviteStaffAccountPayload = {
  __typename?: 'InviteStaffAccountPayload';
  /** The invited account (status INVITED); null when `userErrors` is not empty. */
  account: Maybe<StaffAccount>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `liftMailSuppression`. */
export type LiftMailSuppressionPayload = {
  __typename?: 'LiftMailSuppressionPayload';
  /** Whether the address was on the suppression list (it is not any more); null when `userErrors` is not empty. */
  lifted: Maybe<Scalars['Boolean']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** One message to one recipient, and what became of it (admin only). */
export type MailDelivery = {
  __typename?: 'MailDelivery';
  /** Attempts made so far. */
  attempts: Scalars['Int']['output'];
  /** The contact message it is about, if one. */
  contactId: Maybe<Scalars['Int']['output']>;
  /** When it was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable numeric identifier, in order of queueing. */
  id: Scalars['ID']['output'];
  /** What the message is: subscription-confirmation, newsletter-edition, … */
  kind: Scalars['String']['output'];
  /** Why the last attempt failed. */
  lastError: Maybe<Scalars['String']['output']>;
  /** The edition (a newsletter sent by e-mail). */
  mailingId: Maybe<Scalars['Int']['output']>;
  /** The Message-ID header it was sent with. */
  messageId: Maybe<Scalars['String']['output']>;
  /** The address it goes to. */
  recipient: Scalars['String']['output'];
  /** When the mail server accepted it. */
  sentAt: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: DeliveryStatus;
  /** The subscriber it went to, if one. */
  subscriberId: Maybe<Scalars['Int']['output']>;
};

/** A page of a mailing's recipients, in send order. */
export type MailDeliveryConnection = {
  __typename?: 'MailDeliveryConnection';
  /** The rows of this page, in list order. */
  edges: Array<MailDeliveryEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One delivery of a page, with the cursor that marks its place in the list. */
export type MailDeliveryEdge = {
  __typename?: 'MailDeliveryEdge';
  /** Opaque cursor of this delivery: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The delivery. */
  node: MailDelivery;
};

/** One header of a message. */
export type MailHeader = {
  __typename?: 'MailHeader';
  /** Header name, e.g. List-Unsubscribe. */
  name: Scalars['String']['output'];
  /** Its value, unfolded. */
  value: Scalars['String']['output'];
};

/** An e-mail as it would be sent. */
export type MailPreview = {
  __typename?: 'MailPreview';
  /** List-Unsubscribe and the other extra headers. */
  headers: Array<MailHeader>;
  /** The HTML part; show it only in a sandboxed frame. */
  html: Scalars['String']['output'];
  /** The Subject header. */
  subject: Scalars['String']['output'];
  /** The plain-text part. */
  text: Scalars['String']['output'];
};

/** A mailing's recipients by state. */
export type MailingProgress = {
  __typename?: 'MailingProgress';
  /** Refused for good by the mail server. */
  bounced: Scalars['Int']['output'];
  /** Every attempt failed. */
  failed: Scalars['Int']['output'];
  /** Waiting for their turn. */
  queued: Scalars['Int']['output'];
  /** Handed to the mail server just now. */
  sending: Scalars['Int']['output'];
  /** Accepted by the mail server. */
  sent: Scalars['Int']['output'];
  /** Left out at their turn: no longer confirmed. */
  skipped: Scalars['Int']['output'];
};

/** Where the e-mailing of a newsletter stands. */
export type MailingStatus =
  /** Recipients are being mailed. */
  | 'SENDING'
  /** Every recipient has an answer: sent, failed, bounced or skipped. */
  | 'SENT';

/** A point on the map, in WGS 84 degrees. */
export type MapLocation = {
  __typename?: 'MapLocation';
  /** Latitude, e.g. 53.5457. */
  latitude: Scalars['Float']['output'];
  /** Longitude, e.g. -113.4968 (west is negative). */
  longitude: Scalars['Float']['output'];
};

/** A point on the map, in Canada. */
export type MapLocationInput = {
  /** Latitude in degrees, 41.6 to 83.2 (Canada). */
  latitude: Scalars['Float']['input'];
  /** Longitude in degrees, -141 to -52 (Canada; west negative). */
  longitude: Scalars['Float']['input'];
};

/** Answer to `moveCertificationCard`: the card at its new place, or the problems. */
export type MoveCertificationCardPayload = {
  __typename?: 'MoveCertificationCardPayload';
  /** The card as stored now, with its subtypes; null when `userErrors` is not empty. */
  certificationCard: Maybe<CertificationCard>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `moveDocument`: the document at its new place, or the problems. */
export type MoveDocumentPayload = {
  __typename?: 'MoveDocumentPayload';
  /** The document as stored now; null when `userErrors` is not empty. */
  document: Maybe<DocumentFile>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `moveTeamMember`: the person at their new place, or the problems. */
export type MoveTeamMemberPayload = {
  __typename?: 'MoveTeamMemberPayload';
  /** The team member as stored now; null when `userErrors` is not empty. */
  teamMember: Maybe<TeamMember>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `moveTestimonial`: the testimonial at its new place, or the problems. */
export type MoveTestimonialPayload = {
  __typename?: 'MoveTestimonialPayload';
  /** The testimonial as stored now; null when `userErrors` is not empty. */
  testimonial: Maybe<Testimonial>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `moveVideoCategory`: the tab at its new place, or the problems. */
export type MoveVideoCategoryPayload = {
  __typename?: 'MoveVideoCategoryPayload';
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
  /** The tab as stored now; null when `userErrors` is not empty. */
  videoCategory: Maybe<VideoCategory>;
};

/** Answer to `moveVideo`: the video at its new place, or the problems. */
export type MoveVideoPayload = {
  __typename?: 'MoveVideoPayload';
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
  /** The video as stored now; null when `userErrors` is not empty. */
  video: Maybe<Video>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts an invitation with its e-mailed link's token (no session needed): sets the password and makes the account ACTIVE; then the person signs in. An expired, used or unknown link, or a password shorter than 12 characters or equal to the username or address, is a user error. Counts against the client's sign-in limit. */
  acceptStaffInvitation: Maybe<AcceptStaffInvitationPayload>;
  /** Opens a record for editing (admin only): takes its lock when free, expired or yours, or when `takeOver`; otherwise answers who holds it since when. */
  acquireEditLock: Maybe<AcquireEditLockPayload>;
  /** Signs an admin in. A blank or too long field is a user error. An account with two-factor sign-in answers `twoFactorChallenge` (no session) unless `code` is given; a wrong `code` is a user error. Wrong username or password: the GraphQL error UNAUTHENTICATED "Invalid credentials" (it never says which); after 10 failures in 15 minutes from one address: TOO_MANY_REQUESTS. */
  adminLogin: Maybe<AdminLoginPayload>;
  /** Completes a sign-in with two-factor: `adminLogin`'s `twoFactorChallenge` and the authenticator app's current 6-digit code (one step either side is accepted) or a recovery code. A wrong code, or one already used, is a user error on `code`; an expired challenge (5 minutes) is UNAUTHENTICATED. Codes count against the sign-in limits (TOO_MANY_REQUESTS). */
  adminLoginTwoFactor: Maybe<AdminLoginTwoFactorPayload>;
  /** Signs out. With the session cookie, this browser's session ends (the account's other sessions go on) and the cookie is cleared. With a bearer token (which cannot be ended alone), every token and session of the account ends, on every device, as `signOutEverywhere`. Without a valid session: UNAUTHENTICATED. */
  adminLogout: Maybe<AdminLogoutPayload>;
  /** Changes the signed-in admin's password (any signed-in role). A wrong current password, or a new one shorter than 12 characters, equal to the username or to the current password, is a user error on its field. On success every token and browser session of the account, on every device, ends; the one that asked goes on with a new one (a new cookie for the session cookie, else a new token in `session`). Wrong current passwords count against the sign-in limits (TOO_MANY_REQUESTS). */
  changeAdminPassword: Maybe<ChangeAdminPasswordPayload>;
  /** Confirms a subscription with the token of the confirmation e-mail's link (the confirm page's button; a POST, so link scanners confirm nothing). Works once, within 48 hours; a newer e-mail's link replaces an older one. */
  confirmSubscription: Maybe<ConfirmSubscriptionPayload>;
  /** Turns two-factor sign-in on with the code the app shows for the new secret, and answers ten one-time recovery codes (shown this once). A wrong code is a user error and counts against the sign-in limits. Audited. */
  confirmTwoFactorSetup: Maybe<ConfirmTwoFactorSetupPayload>;
  /** Makes a personal API token for the signed-in account, with a name and some or all of its role's permissions; the answer holds the token this once (only its hash is kept). It acts for the account: refused once the account is disabled, and never allowed more than the role allows. User errors: a blank or taken name, no permission, one the role lacks, more than 20 tokens. Not from an API token (FORBIDDEN). Audited. */
  createApiToken: Maybe<CreateApiTokenPayload>;
  /** Adds a certification card with its subtypes, last on /certifications (admin only). */
  createCertificationCard: Maybe<CreateCertificationCardPayload>;
  /** Creates a crop plan (status "planned" by default). Problems with the fields are `userErrors` (nothing stored). */
  createCropPlan: Maybe<CreateCropPlanPayload>;
  /** Adds a certificate or field trial, last of its tab (admin only); /documentation lists it once its PDF is uploaded (POST /api/admin/documents/{id}/pdf). */
  createDocument: Maybe<CreateDocumentPayload>;
  /** Creates a newsletter as a draft (admin only); publish it with `publishNewsletter`. */
  createNewsletter: Maybe<CreateNewsletterPayload>;
  /** Creates a product, listed last (admin only); it is on the site at once. */
  createProduct: Maybe<CreateProductPayload>;
  /** Adds a person, last of their group on the site (admin only). */
  createTeamMember: Maybe<CreateTeamMemberPayload>;
  /** Adds a testimonial at the end of the list on the site (admin only). */
  createTestimonial: Maybe<CreateTestimonialPayload>;
  /** Adds a video, last of its tab on the site (admin only). */
  createVideo: Maybe<CreateVideoPayload>;
  /** Adds a tab, last on the videos page (admin only); names are unique, whatever their case. */
  createVideoCategory: Maybe<CreateVideoCategoryPayload>;
  /** Deletes a card and its subtypes (admin only). Its versions stay in the history. */
  deleteCertificationCard: Maybe<DeleteCertificationCardPayload>;
  /** Deletes one of the signed-in user’s crop plans and answers its id; an id that is not one of the user’s plans is the GraphQL error NOT_FOUND. */
  deleteCropPlan: Maybe<DeleteCropPlanPayload>;
  /** Deletes a certificate or field trial and its uploaded PDF (admin only). Its versions stay in the history. */
  deleteDocument: Maybe<DeleteDocumentPayload>;
  /** Deletes an image (admin only) and answers its id: an uploaded one with its file, a built-in one (committed in the repository) by its row only. An unknown id is the GraphQL error NOT_FOUND. */
  deleteImageAsset: Maybe<DeleteImageAssetPayload>;
  /** Deletes a newsletter and its uploaded PDF (admin only); its address answers 404 from then on. Its versions stay in the history. */
  deleteNewsletter: Maybe<DeleteNewsletterPayload>;
  /** Deletes a product with its certifications, their PDFs and its safety data sheet (admin only); its address answers 404 from then on. A product with certifications or a safety data sheet is refused with a user error listing them unless `confirm` is true. Its versions stay in the history. */
  deleteProduct: Maybe<DeleteProductPayload>;
  /** Deletes a person (admin only). Their versions stay in the history. */
  deleteTeamMember: Maybe<DeleteTeamMemberPayload>;
  /** Deletes a testimonial (admin only); it stays deleted across restarts. Its versions stay in the history. */
  deleteTestimonial: Maybe<DeleteTestimonialPayload>;
  /** Deletes a video (admin only). Its versions stay in the history. */
  deleteVideo: Maybe<DeleteVideoPayload>;
  /** Deletes an empty tab (admin only). A tab that still holds videos is refused with a user error saying how many, e.g. "This category holds 3 videos: move or delete them first": the office moves them to another tab or deletes them first, so deleting a tab never takes videos with it. (Chosen over a confirmed delete of the videos: a video deleted by mistake loses its place and is only brought back by hand.) */
  deleteVideoCategory: Maybe<DeleteVideoCategoryPayload>;
  /** Ends a browser session at once, on every instance: one of the signed-in account's own, or (owners) anyone's. Ending this request's own session signs this browser out. NOT_FOUND for an unknown or ended one, or another person's for a role that does not manage accounts. Not from an API token (FORBIDDEN). Audited. */
  endAdminSession: Maybe<EndAdminSessionPayload>;
  /** Erases everything `personalData` shows for the address, in one transaction, at the person's request (admin only), and keeps a salted hash of the address on the suppression list so that no import, form or mailing reaches it again. One audit entry records the counts, never the address. */
  erasePersonalData: Maybe<ErasePersonalDataPayload>;
  /** Keeps your lock alive (admin only; every 30 s, it expires 90 s after the last). Answers the lock now: someone else's when they took over. */
  heartbeatEditLock: Maybe<HeartbeatEditLockPayload>;
  /** Invites a person by e-mail (owners only): makes an INVITED account whose username is the address, and e-mails it a link to choose a password (valid 7 days, once). User errors: a blank name, an invalid address, or one another account uses. Audited. */
  inviteStaffAccount: Maybe<InviteStaffAccountPayload>;
  /** Takes an erased address off the suppression list when its person asks to be able to subscribe again (admin only; subscribing on the site never lifts it). Audited without the address. */
  liftMailSuppression: Maybe<LiftMailSuppressionPayload>;
  /** Moves a card to another place on /certifications (admin only), the others closing up around it. */
  moveCertificationCard: Maybe<MoveCertificationCardPayload>;
  /** Moves a document to another place within its tab (admin only), the others closing up around it. */
  moveDocument: Maybe<MoveDocumentPayload>;
  /** Moves a person to another place within their group (admin only), the others closing up around them; the home page follows at once. */
  moveTeamMember: Maybe<MoveTeamMemberPayload>;
  /** Moves a testimonial to another place on the site (admin only), the others closing up around it; the home page follows at once. */
  moveTestimonial: Maybe<MoveTestimonialPayload>;
  /** Moves a video to another place within its tab (admin only), the others closing up around it; the videos page follows at once. */
  moveVideo: Maybe<MoveVideoPayload>;
  /** Moves a tab to another place on the videos page (admin only), the others closing up around it. */
  moveVideoCategory: Maybe<MoveVideoCategoryPayload>;
  /** Publishes a newsletter now, or schedules it for `at` (admin only); a time already past publishes at once (`publishedNow`). A failing check before publishing refuses it unless `publishAnyway`, which the audit trail records with the failing checks. */
  publishNewsletter: Maybe<PublishNewsletterPayload>;
  /** Lets go of your lock when you leave the record (admin only). */
  releaseEditLock: Maybe<ReleaseEditLockPayload>;
  /** Renames a tab (admin only); its videos stay in it. `videos(category:)` takes the new name from then on. */
  renameVideoCategory: Maybe<RenameVideoCategoryPayload>;
  /** Asks for a password-reset link (no session needed). If an active account uses the address, it is e-mailed a link valid for one hour, once; the answer is the same either way. An invalid address is a user error. Each request counts against the sign-in limits of the address and of the client (TOO_MANY_REQUESTS). */
  requestPasswordReset: Maybe<RequestPasswordResetPayload>;
  /** E-mails an INVITED account a new invitation (owners only); the earlier link stops working. A user error for an account that is not INVITED. Audited. */
  resendStaffInvitation: Maybe<ResendStaffInvitationPayload>;
  /** Sets a new password with an e-mailed reset link's token (no session needed) and signs the account out on every device. An expired, used or unknown link, or a password shorter than 12 characters or equal to the username or address, is a user error. Counts against the client's sign-in limit. */
  resetPasswordWithLink: Maybe<ResetPasswordWithLinkPayload>;
  /** Brings back an earlier version's fields and subtypes as a new version (admin only). */
  restoreCertificationCardVersion: Maybe<RestoreCertificationCardVersionPayload>;
  /** Brings back an earlier version's fields as a new version (admin only); the PDF stays the current one. */
  restoreDocumentVersion: Maybe<RestoreDocumentVersionPayload>;
  /** Brings back an earlier version's fields and state as a new version (admin only). */
  restoreNewsletterVersion: Maybe<RestoreNewsletterVersionPayload>;
  /** Brings back an earlier version of a product's fields as a new version (admin only), checked as a save is; it keeps its place in the list, and its documents stay as they are. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`. */
  restoreProductVersion: Maybe<RestoreProductVersionPayload>;
  /** Brings back an earlier version of a person's fields as a new version (admin only), checked as a save is; they keep their place (a version of the other group puts them last in it, as a save does). Refused with a CONFLICT user error when someone else saved them after `expectedVersion`. */
  restoreTeamMemberVersion: Maybe<RestoreTeamMemberVersionPayload>;
  /** Saves an earlier version's fields again as a new version (admin only), checked as any save; a CONFLICT user error when someone else saved it after `expectedVersion`. */
  restoreTechnologyVersion: Maybe<RestoreTechnologyVersionPayload>;
  /** Brings back an earlier version of a testimonial as a new version (admin only), checked as a save is; it keeps its place on the site. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`. */
  restoreTestimonialVersion: Maybe<RestoreTestimonialVersionPayload>;
  /** Brings back an earlier version of a video's fields as a new version (admin only), checked as a save is: a thumbnail or a tab deleted since is refused with the field's message. It keeps its place (a version of another tab puts it last there, as a save does). Refused with a CONFLICT user error when someone else saved it after `expectedVersion`. */
  restoreVideoVersion: Maybe<RestoreVideoVersionPayload>;
  /** Subscribes again from the unsubscribe page, with the same link's token: the signed link proves the address, so the subscription is confirmed at once, with a new consent record. */
  resubscribe: Maybe<ResubscribePayload>;
  /** Revokes one of the signed-in account's API tokens: refused from the next request on, on every instance. NOT_FOUND for another account's or a revoked one. Not from an API token (FORBIDDEN). Audited. */
  revokeApiToken: Maybe<RevokeApiTokenPayload>;
  /** E-mails a published newsletter to its confirmed subscribers (admin only), once: the checks run again and any failing one refuses it, as does a recipient count other than `expectedRecipients` or a newsletter already e-mailed. The send runs in the background; follow `newsletterMailing(newsletterId).progress`. */
  sendNewsletter: Maybe<SendNewsletterPayload>;
  /** Sends a newsletter's e-mail, marked as a test, to one address (admin only). It goes through the queue like every message: see it in the outbox or the inbox within seconds. */
  sendNewsletterTest: Maybe<SendNewsletterTestPayload>;
  /** Ends every session of the signed-in account: its browser sessions and bearer tokens, on every device, this one included (API tokens stay: revoke them one by one). Audited. */
  signOutEverywhere: Maybe<SignOutEverywherePayload>;
  /** Starts setting up two-factor sign-in for the signed-in account: a new secret, as a QR code and as text, to add to an authenticator app; `confirmTwoFactorSetup` turns it on. Starting again replaces a secret not yet confirmed. A user error when two-factor is already on. */
  startTwoFactorSetup: Maybe<StartTwoFactorSetupPayload>;
  /** Sends a message through the contact form. A receipt means it is stored; problems with the fields are `userErrors` (nothing stored). Each message, aliased ones included, spends one of the sender address's CONTACT_LIMIT messages per window (shared with POST /api/contact); beyond it the field is a TOO_MANY_REQUESTS error with `extensions.retryAfter` (seconds). */
  submitContact: Maybe<SubmitContactPayload>;
  /** Subscribes an e-mail address to the newsletter (double opt-in: a new, or unsubscribed, address is pending until its owner follows the link e-mailed to it; a pending one is sent the link again at most once an hour). Subscribing again answers the same success (no duplicate, nothing revealed). An invalid address or an unknown `consentVersion` is a user error (nothing stored). Each subscription, aliased ones included, spends one of the sender address's SUBSCRIBE_LIMIT per window (shared with POST /api/subscribe); beyond it the field is a TOO_MANY_REQUESTS error with `extensions.retryAfter` (seconds). */
  subscribe: Maybe<SubscribePayload>;
  /** Turns another account's two-factor sign-in off (owners only), for a person who lost both their phone and their recovery codes; they set it up again at their next sign-in if owners require it. Audited. */
  turnOffStaffTwoFactor: Maybe<TurnOffStaffTwoFactorPayload>;
  /** Turns the signed-in account's two-factor sign-in off, with its password (a wrong one is a user error and counts against the sign-in limits). Refused while owners require two-factor. Audited. */
  turnOffTwoFactor: Maybe<TurnOffTwoFactorPayload>;
  /** Takes a newsletter off the site, back to a draft (admin only). */
  unpublishNewsletter: Maybe<UnpublishNewsletterPayload>;
  /** Unsubscribes at once, with the token of a newsletter's unsubscribe (or preferences) link, and records the withdrawal of consent. Unsubscribing again answers the same. */
  unsubscribe: Maybe<UnsubscribePayload>;
  /** Saves a card's fields and subtypes (admin only). Refused with a CONFLICT user error when someone else saved it after `expectedVersion`. */
  updateCertificationCard: Maybe<UpdateCertificationCardPayload>;
  /** Replaces the company's phones, e-mail addresses, addresses, business hours and map point (admin only). The site's footer, contact page and structured data show the new values from the next page load. Problems with a value are `userErrors` naming the field (nothing saved). */
  updateCompanySettings: Maybe<UpdateCompanySettingsPayload>;
  /** Marks a contact message handled or reopens it, and sets the office's note (admin only). Marking it handled records when and by whom; reopening forgets both. Audited by the message's number, never its sender or text. Refused with a CONFLICT user error when someone else changed it after `expectedVersion`. */
  updateContactTriage: Maybe<UpdateContactTriagePayload>;
  /** Changes one of the signed-in user’s crop plans. Problems with the changes are `userErrors` (nothing changed); an id that is not one of the user’s plans is the GraphQL error NOT_FOUND. */
  updateCropPlan: Maybe<UpdateCropPlanPayload>;
  /** Saves a document's fields (admin only); a new tab puts it last in it. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`. */
  updateDocument: Maybe<UpdateDocumentPayload>;
  /** Saves the name, category, description and tags of an image (admin only). Problems with the metadata are `userErrors` (nothing saved); an unknown id is the GraphQL error NOT_FOUND. Upload new images with POST /api/admin/images. */
  updateImageAsset: Maybe<UpdateImageAssetPayload>;
  /** Saves a newsletter's fields (admin only), its state unchanged. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`. */
  updateNewsletter: Maybe<UpdateNewsletterPayload>;
  /** Saves a product's fields (admin only); the site shows them at once. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`. */
  updateProduct: Maybe<UpdateProductPayload>;
  /** Saves how the admin is signed in to (owners only): whether two-factor sign-in is required for every account, and the browser sessions’ idle timeout and absolute lifetime (applied at once to every session). While two-factor is required, an account without it may only set it up (everything else is FORBIDDEN). User errors: requiring two-factor while the owner’s own account has none, a timeout out of its range, an idle timeout longer than the lifetime. Audited. */
  updateSecuritySettings: Maybe<UpdateSecuritySettingsPayload>;
  /** Changes a staff account's name, e-mail address, role or status (owners only). User errors: an address another account uses; disabling one's own account; leaving the company without an active owner. Disabling refuses the account's sessions and tokens at once, on every instance. Audited with the fields changed. */
  updateStaffAccount: Maybe<UpdateStaffAccountPayload>;
  /** Saves the topics chosen on the preferences page (the link's token). */
  updateSubscriptionPreferences: Maybe<UpdateSubscriptionPreferencesPayload>;
  /** Saves a person's fields (admin only); a new group puts them last in it. Refused with a CONFLICT user error when someone else saved them after `expectedVersion`. */
  updateTeamMember: Maybe<UpdateTeamMemberPayload>;
  /** Saves a technology entry's fields (admin only); its pages follow at once. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`. Its key never changes. The entries are fixed: the pages look each one up by its key, so there is no create or delete (a new key would show on no page; a deleted one would leave its page on "Technology Not Found"). */
  updateTechnology: Maybe<UpdateTechnologyPayload>;
  /** Saves a testimonial's fields (admin only). Refused with a CONFLICT user error when someone else saved it after `expectedVersion`. */
  updateTestimonial: Maybe<UpdateTestimonialPayload>;
  /** Saves a video's fields (admin only); another tab puts it last there. Refused with a CONFLICT user error when someone else saved it after `expectedVersion`. */
  updateVideo: Maybe<UpdateVideoPayload>;
};


export type MutationAcceptStaffInvitationArgs = {
  input: SetPasswordWithLinkInput;
};


export type MutationAcquireEditLockArgs = {
  recordId: Scalars['ID']['input'];
  recordType: Scalars['String']['input'];
  sessionKey: Scalars['String']['input'];
  takeOver?: Scalars['Boolean']['input'];
};


export type MutationAdminLoginArgs = {
  browserSession?: Scalars['Boolean']['input'];
  input: AdminLoginInput;
};


export type MutationAdminLoginTwoFactorArgs = {
  browserSession?: Scalars['Boolean']['input'];
  input: AdminLoginTwoFactorInput;
};


export type MutationChangeAdminPasswordArgs = {
  input: ChangeAdminPasswordInput;
};


export type MutationConfirmSubscriptionArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmTwoFactorSetupArgs = {
  input: ConfirmTwoFactorSetupInput;
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationCreateCertificationCardArgs = {
  input: CertificationCardInput;
};


export type MutationCreateCropPlanArgs = {
  input: CropPlanInput;
};


export type MutationCreateDocumentArgs = {
  input: DocumentInput;
};


export type MutationCreateNewsletterArgs = {
  input: NewsletterInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationCreateTeamMemberArgs = {
  input: TeamMemberInput;
};


export type MutationCreateTestimonialArgs = {
  input: TestimonialInput;
};


export type MutationCreateVideoArgs = {
  input: VideoInput;
};


export type MutationCreateVideoCategoryArgs = {
  input: VideoCategoryInput;
};


export type MutationDeleteCertificationCardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCropPlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDocumentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteImageAssetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteNewsletterArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  confirm?: Scalars['Boolean']['input'];
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationDeleteTeamMemberArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTestimonialArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVideoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVideoCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndAdminSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationErasePersonalDataArgs = {
  email: Scalars['String']['input'];
};


export type MutationHeartbeatEditLockArgs = {
  recordId: Scalars['ID']['input'];
  recordType: Scalars['String']['input'];
  sessionKey: Scalars['String']['input'];
};


export type MutationInviteStaffAccountArgs = {
  input: InviteStaffAccountInput;
};


export type MutationLiftMailSuppressionArgs = {
  email: Scalars['String']['input'];
};


export type MutationMoveCertificationCardArgs = {
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
};


export type MutationMoveDocumentArgs = {
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
};


export type MutationMoveTeamMemberArgs = {
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
};


export type MutationMoveTestimonialArgs = {
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
};


export type MutationMoveVideoArgs = {
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
};


export type MutationMoveVideoCategoryArgs = {
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
};


export type MutationPublishNewsletterArgs = {
  at?: InputMaybe<Scalars['DateTime']['input']>;
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  publishAnyway?: Scalars['Boolean']['input'];
};


export type MutationReleaseEditLockArgs = {
  recordId: Scalars['ID']['input'];
  recordType: Scalars['String']['input'];
  sessionKey: Scalars['String']['input'];
};


export type MutationRenameVideoCategoryArgs = {
  id: Scalars['ID']['input'];
  input: VideoCategoryInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResendStaffInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordWithLinkArgs = {
  input: SetPasswordWithLinkInput;
};


export type MutationRestoreCertificationCardVersionArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreDocumentVersionArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreNewsletterVersionArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreProductVersionArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreTeamMemberVersionArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreTechnologyVersionArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreTestimonialVersionArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRestoreVideoVersionArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationResubscribeArgs = {
  consentVersion?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendNewsletterArgs = {
  input: SendNewsletterInput;
};


export type MutationSendNewsletterTestArgs = {
  input: SendNewsletterTestInput;
};


export type MutationSubmitContactArgs = {
  input: ContactInput;
};


export type MutationSubscribeArgs = {
  input: SubscribeInput;
};


export type MutationTurnOffStaffTwoFactorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationTurnOffTwoFactorArgs = {
  input: TurnOffTwoFactorInput;
};


export type MutationUnpublishNewsletterArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationUnsubscribeArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateCertificationCardArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: CertificationCardInput;
};


export type MutationUpdateCompanySettingsArgs = {
  input: CompanySettingsInput;
};


export type MutationUpdateContactTriageArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: ContactTriageInput;
};


export type MutationUpdateCropPlanArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCropPlanInput;
};


export type MutationUpdateDocumentArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: DocumentInput;
};


export type MutationUpdateImageAssetArgs = {
  id: Scalars['ID']['input'];
  input: ImageAssetInput;
};


export type MutationUpdateNewsletterArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: NewsletterInput;
};


export type MutationUpdateProductArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: ProductInput;
};


export type MutationUpdateSecuritySettingsArgs = {
  input: UpdateSecuritySettingsInput;
};


export type MutationUpdateStaffAccountArgs = {
  input: UpdateStaffAccountInput;
};


export type MutationUpdateSubscriptionPreferencesArgs = {
  input: SubscriptionPreferencesInput;
};


export type MutationUpdateTeamMemberArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: TeamMemberInput;
};


export type MutationUpdateTechnologyArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: TechnologyInput;
};


export type MutationUpdateTestimonialArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: TestimonialInput;
};


export type MutationUpdateVideoArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: VideoInput;
};

/** A monthly newsletter article, with an optional PDF edition. */
export type Newsletter = {
  __typename?: 'Newsletter';
  /** Body as plain multi-line text; the site renders it line by line (empty line = spacer, short title-like line = heading, other lines = paragraphs). */
  content: Scalars['String']['output'];
  /** Publication date and time (the site shows month and year). A published edition whose date is still ahead is scheduled: the site shows it from that moment on. */
  date: Scalars['DateTime']['output'];
  /** Stable numeric identifier, used in /newsletter/{id}. */
  id: Scalars['ID']['output'];
  /** The cover image with its intrinsic size and variants; null without an image. */
  image: Maybe<ResponsiveImage>;
  /** Image path or URL. */
  imageUrl: Scalars['String']['output'];
  /** Path or URL of the PDF edition; empty string when there is none. */
  pdfUrl: Scalars['String']['output'];
  /** Draft, scheduled or published, now. */
  state: NewsletterState;
  /** One-paragraph summary shown on the list. */
  summary: Scalars['String']['output'];
  /** Headline, e.g. "Year in Review: Lessons From the 2025 Season". */
  title: Scalars['String']['output'];
  /** Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused. */
  version: Scalars['Int']['output'];
};

/** A page of newsletters, newest first. */
export type NewsletterConnection = {
  __typename?: 'NewsletterConnection';
  /** The rows of this page, in list order. */
  edges: Array<NewsletterEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One newsletter of a page, with the cursor that marks its place in the list. */
export type NewsletterEdge = {
  __typename?: 'NewsletterEdge';
  /** Opaque cursor of this newsletter: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The newsletter. */
  node: Newsletter;
};

/** What an editor writes of a newsletter. */
export type NewsletterInput = {
  /** Body as plain multi-line text (empty line = spacer, short title-like line = heading, other lines = paragraphs); at most 50,000 characters. */
  content: Scalars['String']['input'];
  /** Publication date and time. Published with a date ahead, the edition is scheduled for it. */
  date: Scalars['DateTime']['input'];
  /** Path of the cover, an image of the image manager (/images/… or /uploads/…); empty or null for none. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Summary shown on the list; 1 to 1000 characters (160 fit a search result). */
  summary: Scalars['String']['input'];
  /** Headline; 1 to 200 characters (60 or fewer fit search results). */
  title: Scalars['String']['input'];
};

/** A newsletter e-mailed to subscribers (admin only). */
export type NewsletterMailing = {
  __typename?: 'NewsletterMailing';
  /** When the send started. */
  createdAt: Scalars['DateTime']['output'];
  /** Its recipients and what became of each, in send order, a page at a time. */
  deliveries: MailDeliveryConnection;
  /** When every recipient had an answer; null while sending. */
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** The newsletter sent. */
  newsletterId: Scalars['Int']['output'];
  /** Recipients by state, now. */
  progress: MailingProgress;
  /** Recipients when the send started. */
  recipientCount: Scalars['Int']['output'];
  /** Who started the send. */
  startedBy: Scalars['String']['output'];
  /** Sending, or sent to everyone. */
  status: MailingStatus;
  /** The subject line, as sent (the newsletter title then). */
  subject: Scalars['String']['output'];
  /** Topics the audience was narrowed to; empty: every confirmed subscriber. */
  topics: Array<Scalars['String']['output']>;
};


/** A newsletter e-mailed to subscribers (admin only). */
export type NewsletterMailingDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<DeliveryStatus>;
};

/** What e-mailing a newsletter would do now (admin only). */
export type NewsletterMailingCheck = {
  __typename?: 'NewsletterMailingCheck';
  /** True when every check passes. */
  canSend: Scalars['Boolean']['output'];
  /** Every check, in the order the admin lists them. */
  checks: Array<SendCheck>;
  /** The message as the audience's first subscriber would get it (or a sample). */
  preview: MailPreview;
  /** Subscribers it would go to now. */
  recipientCount: Scalars['Int']['output'];
};

/** Where a newsletter stands: only PUBLISHED ones are on the site. */
export type NewsletterState =
  /** Being written; only the admin sees it. */
  | 'DRAFT'
  /** On the site. */
  | 'PUBLISHED'
  /** Published with a date still ahead: appears on the site at that moment (America/Edmonton). */
  | 'SCHEDULED';

/** A subscription as the holder of one of its e-mail's links sees it. */
export type NewsletterSubscription = {
  __typename?: 'NewsletterSubscription';
  /** The subscribed address. */
  email: Scalars['String']['output'];
  /** The topics chosen. */
  preferences: Array<Scalars['String']['output']>;
  /** Token of the preferences page (`/subscription/preferences?token=`). */
  preferencesToken: Scalars['String']['output'];
  /** Pending, confirmed or unsubscribed. */
  status: SubscriberStatus;
  /** The topics one may choose, in order. */
  topics: Array<Scalars['String']['output']>;
};

/** A message kept in the local outbox (admin only). */
export type OutboxMessage = {
  __typename?: 'OutboxMessage';
  /** When it was sent to the outbox. */
  createdAt: Scalars['DateTime']['output'];
  /** Headers beyond From, To, Reply-To and Subject (List-Unsubscribe…). */
  headers: Array<MailHeader>;
  /** The HTML part. Show it only in a sandboxed frame. */
  html: Scalars['String']['output'];
  /** Stable numeric identifier, in order of sending. */
  id: Scalars['ID']['output'];
  /** The Message-ID header. */
  messageId: Scalars['String']['output'];
  /** The To address. */
  recipient: Scalars['String']['output'];
  /** The Reply-To address, if any. */
  replyTo: Maybe<Scalars['String']['output']>;
  /** The From header (MAIL_FROM). */
  sender: Scalars['String']['output'];
  /** The Subject header. */
  subject: Scalars['String']['output'];
  /** The plain-text part. */
  text: Scalars['String']['output'];
};

/** A page of the local outbox, newest first (admin only). */
export type OutboxMessageConnection = {
  __typename?: 'OutboxMessageConnection';
  /** The rows of this page, in list order. */
  edges: Array<OutboxMessageEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One message of a page, with the cursor that marks its place in the list. */
export type OutboxMessageEdge = {
  __typename?: 'OutboxMessageEdge';
  /** Opaque cursor of this message: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The message. */
  node: OutboxMessage;
};

/** Where a page of a list starts and ends, and what lies beyond it. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last row of the page, to pass as `after` for the next page; null when the page is empty. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** More rows follow this page: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Rows come before this page, i.e. it was read `after` a cursor. Lists are read forward only. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first row of the page; null when the page is empty. */
  startCursor: Maybe<Scalars['String']['output']>;
};

/** One thing a role allows. Admin fields that need one answer FORBIDDEN to a role without it. */
export type Permission =
  /** Company settings, the audit trail, the mail outbox and privacy requests (finding and erasing a person). */
  | 'ADMINISTRATION'
  /** The site's content and images, their versions and edit locks, newsletter mailings. */
  | 'CONTENT'
  /** Contact messages and subscribers, with their CSV exports. */
  | 'MESSAGES';

/** Everything the site keeps about one e-mail address (a PIPEDA / Alberta PIPA access request, admin only): exactly what `erasePersonalData` would remove. */
export type PersonalData = {
  __typename?: 'PersonalData';
  /** The subscription's consent ledger entries, oldest first. */
  consents: Array<ConsentRecord>;
  /** Contact messages sent from the address, newest first. */
  contacts: Array<Contact>;
  /** Delivery ledger rows: messages to the address, and the notices of its contact messages to the company, newest first. */
  deliveries: Array<MailDelivery>;
  /** The address asked about, trimmed and in lower case. */
  email: Scalars['String']['output'];
  /** Audit trail entries and record versions that mention the address (normally none). */
  historyMentions: Scalars['Int']['output'];
  /** Messages of the local outbox to the address or replying to it, newest first. */
  outboxMessages: Array<OutboxMessage>;
  /** Its newsletter subscription, if any. */
  subscriber: Maybe<Subscriber>;
  /** The address is on the suppression list (erased before): nothing is sent to it and it is never added again. */
  suppressed: Scalars['Boolean']['output'];
};

/** How many rows of each kind an erasure removed (no personal data). */
export type PersonalDataErasure = {
  __typename?: 'PersonalDataErasure';
  /** Consent ledger entries. */
  consents: Scalars['Int']['output'];
  /** Contact messages. */
  contacts: Scalars['Int']['output'];
  /** Delivery ledger rows. */
  deliveries: Scalars['Int']['output'];
  /** Audit trail entries and record versions naming the address. */
  historyEntries: Scalars['Int']['output'];
  /** Messages of the local outbox. */
  outboxMessages: Scalars['Int']['output'];
  /** Subscribers (0 or 1). */
  subscribers: Scalars['Int']['output'];
};

/** A fertilizer or soil product sold by the company. */
export type Product = {
  __typename?: 'Product';
  /** The category the product is listed under. */
  category: ProductCategory;
  /** Certifications held by the product. */
  certifications: Array<Certification>;
  /** Marketing description (the site cuts it at 150 or 200 characters). */
  description: Scalars['String']['output'];
  /** Features and benefits, one sentence each. */
  features: Array<Scalars['String']['output']>;
  /** Stable numeric identifier, used in /products/{id}. */
  id: Scalars['ID']['output'];
  /** The image with its intrinsic size and variants; null without an image. */
  image: Maybe<ResponsiveImage>;
  /** Image path or URL, e.g. /images/products/elite-phos.svg. */
  imageUrl: Scalars['String']['output'];
  /** Product name, e.g. "Elite Phos". */
  name: Scalars['String']['output'];
  /** The safety data sheet of the product, if published. */
  safetyDataSheet: Maybe<DocumentFile>;
  /** Name in lower case with spaces replaced by hyphens, e.g. "elite-phos"; unique. Used by /solutions/products/{slug}. */
  slug: Scalars['String']['output'];
  /** Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused. */
  version: Scalars['Int']['output'];
};

/** The three product categories, in display order. */
export type ProductCategory =
  /** "Organic Solutions": inputs approved for organic farming. */
  | 'ORGANIC_SOLUTIONS'
  /** "Plant Nutrition": fertilizers that feed the crop. */
  | 'PLANT_NUTRITION'
  /** "Soil Health": products that build the soil. */
  | 'SOIL_HEALTH';

/** A page of products, in display order. */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** The rows of this page, in list order. */
  edges: Array<ProductEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One product of a page, with the cursor that marks its place in the list. */
export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** Opaque cursor of this product: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The product. */
  node: Product;
};

/** What an editor writes of a product. */
export type ProductInput = {
  /** One of the three categories. */
  category: ProductCategory;
  /** Marketing description, 1 to 5000 characters. */
  description: Scalars['String']['input'];
  /** Features and benefits, one sentence each: at most 20, each 1 to 300 characters. */
  features: Array<Scalars['String']['input']>;
  /** Path of the image, an image of the image manager (/images/… or /uploads/…); empty or null for none. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Product name, 1 to 120 characters; the slug (/solutions/products/{slug}) follows it. */
  name: Scalars['String']['input'];
};

/** One check a newsletter is put through before it is published. */
export type PublishCheck = {
  __typename?: 'PublishCheck';
  /** What was found, e.g. "74 characters; 60 at most". */
  detail: Scalars['String']['output'];
  /** Stable key: ALT_TEXT, TITLE_LENGTH, DESCRIPTION_LENGTH, PDF_SIZE, PAGE_WEIGHT. */
  key: Scalars['String']['output'];
  /** What is checked, e.g. "Title fits search results". */
  label: Scalars['String']['output'];
  /** Whether the edition passes it. */
  passed: Scalars['Boolean']['output'];
};

/** Answer to `publishNewsletter`. */
export type PublishNewsletterPayload = {
  __typename?: 'PublishNewsletterPayload';
  /** The checks before publishing (null when the input was refused). With a failing one and no `publishAnyway`, nothing is published and `userErrors` says so. */
  checks: Maybe<Array<PublishCheck>>;
  /** The edition as stored now; null when `userErrors` is not empty. */
  newsletter: Maybe<Newsletter>;
  /** True when the edition is on the site now: no time was given, or the time given had already passed; null when nothing was published. */
  publishedNow: Maybe<Scalars['Boolean']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

export type Query = {
  __typename?: 'Query';
  /** One certification card (admin only); NOT_FOUND when it does not exist. */
  adminCertificationCard: Maybe<CertificationCard>;
  /** The certification cards in their order (admin only), searched in titles, descriptions and subtype names. */
  adminCertificationCards: CertificationCardConnection;
  /** One document (admin only); NOT_FOUND when it does not exist. */
  adminDocument: Maybe<DocumentFile>;
  /** One tab's documents in their order (admin only), with or without a PDF, searched in titles and descriptions. */
  adminDocuments: DocumentFileConnection;
  /** One newsletter in any state (admin only); NOT_FOUND when it does not exist. */
  adminNewsletter: Maybe<Newsletter>;
  /** Every newsletter, drafts and scheduled ones included, newest first (admin only), searched in titles and summaries and filtered by state. */
  adminNewsletters: NewsletterConnection;
  /** Every product in display order (admin only), searched in names and category names and filtered by category. */
  adminProducts: ProductConnection;
  /** The browser sessions still in force of the signed-in account, or with `accountId` of another account (owners only; anyone else gets NOT_FOUND for it), the most recently used first. Bearer tokens and API tokens are not sessions of a browser and are not listed. */
  adminSessions: Maybe<Array<BrowserSession>>;
  /** One team member (admin only); NOT_FOUND when they do not exist. */
  adminTeamMember: Maybe<TeamMember>;
  /** One group's people in their order (admin only), searched in names, roles, credentials and biographies. */
  adminTeamMembers: TeamMemberConnection;
  /** The technology entries (admin only), in the order they were added, searched in keys, names, titles, short descriptions and summaries. The entries are fixed: the pages look each one up by its key, so there is no create or delete (a new key would show on no page; a deleted one would leave its page on "Technology Not Found"). */
  adminTechnologies: TechnologyContentConnection;
  /** One technology entry by id (admin only); NOT_FOUND when it does not exist. */
  adminTechnology: Maybe<TechnologyContent>;
  /** One testimonial (admin only); NOT_FOUND when it does not exist. */
  adminTestimonial: Maybe<Testimonial>;
  /** Every testimonial in display order (admin only), searched in the quote and in the customer’s name and farm. */
  adminTestimonials: TestimonialConnection;
  /** One video (admin only); NOT_FOUND when it does not exist. */
  adminVideo: Maybe<Video>;
  /** The tabs of /videos in their order, with how many videos each holds (admin only). */
  adminVideoCategories: Array<VideoCategory>;
  /** One tab's videos in their order (admin only), searched in titles and descriptions; NOT_FOUND when the tab does not exist. */
  adminVideos: VideoConnection;
  /** The signed-in account's API tokens still in force, newest first. */
  apiTokens: Maybe<Array<ApiToken>>;
  /** The audit trail (admin only): every change an admin made, newest first, filtered by who, what kind of record, what kind of change and when. */
  auditEvents: AuditEventConnection;
  /** The certification cards of /certifications. */
  certificationCards: Array<CertificationCard>;
  /** The company's contact details and locations. */
  company: Company;
  /** Contact form submissions, newest first, a page at a time (admin only), optionally searched by name or e-mail and filtered by status (new or handled), business type and days received; `totalCount` counts the matches. Follow `pageInfo.endCursor` with `after` (and the same filters) for the next page. */
  contacts: Maybe<ContactConnection>;
  /** One of the signed-in user's crop plans; NOT_FOUND otherwise. */
  cropPlan: Maybe<CropPlan>;
  /** The signed-in user's crop plans, by start date. */
  cropPlans: Array<CropPlan>;
  /** The admin the bearer token or session cookie belongs to (checks that the session is still valid). */
  currentAdmin: Maybe<AdminIdentity>;
  /** Counts for the admin dashboard (any signed-in role). */
  dashboardCounts: Maybe<DashboardCounts>;
  /** Downloadable documents of /documentation, optionally of one kind (tab); a document without its PDF yet is not listed. */
  documents: Array<DocumentFile>;
  /** Images of the image manager, optionally of one category, a page at a time: the 13 built-in ones first, then uploads. Public: they are the images the site shows. */
  imageAssets: ImageAssetConnection;
  /** The image categories, in display order. */
  imageCategories: Array<ImageCategory>;
  /** One published newsletter by id; NOT_FOUND when it does not exist, is a draft or is scheduled for later. */
  newsletter: Maybe<Newsletter>;
  /** The consent wording to show beside a subscribe form, with the company's current name and contact. */
  newsletterConsentWording: ConsentWording;
  /** The e-mailing of a newsletter, with its progress; null if it was never sent (admin only). */
  newsletterMailing: Maybe<NewsletterMailing>;
  /** What e-mailing a newsletter would do now: the checks before sending (any failing one blocks it), the recipient count and the message as the first recipient would get it (admin only). */
  newsletterMailingCheck: NewsletterMailingCheck;
  /** The checks before publishing, run on the newsletter as stored (admin only). */
  newsletterPublishChecks: Array<PublishCheck>;
  /** The subscription of a preferences link's token (the preferences page). Personal: never cached. */
  newsletterSubscription: SubscriptionLinkPayload;
  /** The topics a subscriber may choose, in the preferences page's order (admin only): an edition's audience may be narrowed to those who chose one of them. */
  newsletterTopics: Array<Scalars['String']['output']>;
  /** Published newsletters, newest first, a page at a time: `first: 1` is the latest edition. Follow `pageInfo.endCursor` with `after` for older ones. Drafts and scheduled editions are not listed until their time. */
  newsletters: NewsletterConnection;
  /** One message of the outbox (admin only). */
  outboxMessage: Maybe<OutboxMessage>;
  /** The local outbox: what the site sent while no SMTP server was configured (SMTP_URL unset), newest first, a page at a time (admin only). */
  outboxMessages: Maybe<OutboxMessageConnection>;
  /** Everything the site keeps about one e-mail address, matched without regard to case (admin only): the subscription and its consent ledger, contact messages, delivery ledger rows and outbox messages. For a person's access request; the same rows `erasePersonalData` removes. */
  personalData: Maybe<PersonalData>;
  /** One product by id; NOT_FOUND when it does not exist (also for a non-numeric id). */
  product: Maybe<Product>;
  /** One product by slug (e.g. "elite-phos"); NOT_FOUND when none matches. */
  productBySlug: Maybe<Product>;
  /** The three product categories, in display order. */
  productCategories: Array<ProductCategory>;
  /** One product's certifications; NOT_FOUND when the product does not exist. */
  productCertifications: Array<Certification>;
  /** Products in display order; with `category`, only the products of that category. */
  products: Array<Product>;
  /** The latest contact messages, subscriptions and admin changes, newest first (1 to 50 items), of the kinds the reader's role may see: messages and subscriptions with the MESSAGES permission, changes with ADMINISTRATION. */
  recentActivity: Maybe<Array<ActivityItem>>;
  /** The saved versions of one record (admin only), newest first. */
  recordVersions: Array<RecordVersion>;
  /** How the admin is signed in to (owners only). */
  securitySettings: Maybe<SecuritySettings>;
  /** Every staff account, owners first (owners only). */
  staffAccounts: Maybe<Array<StaffAccount>>;
  /** Newsletter subscribers, newest first, a page at a time (admin only), optionally of one status and searched by address; `totalCount` counts the matches. Follow `pageInfo.endCursor` with `after` (and the same filters) for the next page. */
  subscribers: Maybe<SubscriberConnection>;
  /** The team in display order: leadership first, then the farm consultants. */
  teamMembers: Array<TeamMember>;
  /** All technology content entries. */
  technologies: Array<TechnologyContent>;
  /** One entry by key ("technology", "soil-diagnostics", "micro-extraction" or "nanosorb"); NOT_FOUND for an unknown key. */
  technology: Maybe<TechnologyContent>;
  /** Customer testimonials in display order. */
  testimonials: Array<Testimonial>;
  /** The tabs of /videos in their order ("Product Features", "Product Information", "Customer Testimonials" to begin with) with their videos. */
  videoCategories: Array<VideoCategory>;
  /** Videos by tab and position; with `category` (e.g. "Product Features") only that tab. */
  videos: Array<Video>;
};


export type QueryAdminCertificationCardArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminCertificationCardsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminDocumentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminDocumentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind: DocumentKind;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminNewsletterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminNewslettersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<NewsletterState>;
};


export type QueryAdminProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ProductCategory>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminSessionsArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAdminTeamMemberArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminTeamMembersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  group: TeamGroup;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminTechnologiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminTechnologyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminTestimonialArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminTestimonialsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminVideoArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminVideosArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  categoryId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAuditEventsArgs = {
  action?: InputMaybe<AuditAction>;
  actor?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  recordType?: InputMaybe<Scalars['String']['input']>;
  since?: InputMaybe<Scalars['DateTime']['input']>;
  until?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryContactsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  businessType?: InputMaybe<BusinessType>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['Date']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ContactStatus>;
  to?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryCropPlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDocumentsArgs = {
  kind?: InputMaybe<DocumentKind>;
};


export type QueryImageAssetsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<ImageCategory>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNewsletterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsletterMailingArgs = {
  newsletterId: Scalars['ID']['input'];
};


export type QueryNewsletterMailingCheckArgs = {
  newsletterId: Scalars['ID']['input'];
  topics?: Array<Scalars['String']['input']>;
};


export type QueryNewsletterPublishChecksArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsletterSubscriptionArgs = {
  token: Scalars['String']['input'];
};


export type QueryNewslettersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOutboxMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOutboxMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPersonalDataArgs = {
  email: Scalars['String']['input'];
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryProductCertificationsArgs = {
  productId: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  category?: InputMaybe<ProductCategory>;
};


export type QueryRecentActivityArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryRecordVersionsArgs = {
  recordId: Scalars['ID']['input'];
  recordType: Scalars['String']['input'];
};


export type QuerySubscribersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<SubscriberStatus>;
};


export type QueryTeamMembersArgs = {
  group?: InputMaybe<TeamGroup>;
};


export type QueryTechnologyArgs = {
  key?: Scalars['String']['input'];
};


export type QueryVideosArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
};

/** One saved version of a record (admin only): who saved it, when, and what it held. */
export type RecordVersion = {
  __typename?: 'RecordVersion';
  /** Username of the admin who saved it. */
  author: Scalars['String']['output'];
  /** Fields this save changed (every field for the first version), e.g. ["title"]. */
  changedFields: Array<Scalars['String']['output']>;
  /** When it was saved. */
  createdAt: Scalars['DateTime']['output'];
  /** Identifier of this version row. */
  id: Scalars['ID']['output'];
  /** Every field of the record as this version holds it, to compare two versions. */
  values: Array<VersionFieldValue>;
  /** The version number, counting from 1; restore takes it. */
  version: Scalars['Int']['output'];
};

/** A product named on a technology page. */
export type RelatedProduct = {
  __typename?: 'RelatedProduct';
  /** E.g. "Elite Phos". */
  name: Scalars['String']['output'];
  /** Site path the link goes to: /solutions/products/{slug}. */
  path: Scalars['String']['output'];
  /** E.g. "elite-phos" (see `productBySlug`). */
  slug: Scalars['String']['output'];
};

/** Answer to `releaseEditLock`. */
export type ReleaseEditLockPayload = {
  __typename?: 'ReleaseEditLockPayload';
  /** True when you held the lock and it is now free; false when it was not yours (taken over, or expired and taken); null with `userErrors`. */
  released: Maybe<Scalars['Boolean']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `renameVideoCategory`: the renamed tab, or the problems. */
export type RenameVideoCategoryPayload = {
  __typename?: 'RenameVideoCategoryPayload';
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
  /** The tab as stored now; null when `userErrors` is not empty. */
  videoCategory: Maybe<VideoCategory>;
};

/** The e-mail address of the account whose password was forgotten. */
export type RequestPasswordResetInput = {
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
};

/** Answer to `requestPasswordReset`: the same for every address, whether or not an account uses it. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** True once the request is taken; null when `userErrors` is not empty. It never says whether a message was sent. */
  requested: Maybe<Scalars['Boolean']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `resendStaffInvitation`: the account invited again, or why not. */
export type ResendStaffInvitationPayload = {
  __typename?: 'ResendStaffInvitationPayload';
  /** The account, still INVITED; null when `userErrors` is not empty. */
  account: Maybe<StaffAccount>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `resetPasswordWithLink`: the username to sign in with, or the problems with the input. */
export type ResetPasswordWithLinkPayload = {
  __typename?: 'ResetPasswordWithLinkPayload';
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
  /** The username to sign in with, now with the new password; null when `userErrors` is not empty. */
  username: Maybe<Scalars['String']['output']>;
};

/** An image with its intrinsic size and responsive variants, so a page can reserve its space and pick the smallest file. */
export type ResponsiveImage = {
  __typename?: 'ResponsiveImage';
  /** Intrinsic height in pixels; null when unknown (an external URL). */
  height: Maybe<Scalars['Int']['output']>;
  /** The original: a built-in SVG, an upload, or an external URL. */
  url: Scalars['String']['output'];
  /** AVIF and WebP copies at a few widths, narrowest first: of an upload, made when it was uploaded; of a built-in illustration, the raster copies shipped beside its SVG. Empty for GIFs, external URLs and SVGs without copies. */
  variants: Array<ImageVariant>;
  /** Intrinsic width in pixels; null when unknown (an external URL). */
  width: Maybe<Scalars['Int']['output']>;
};

/** Answer to `restoreCertificationCardVersion`: the card with the version brought back, or the problems. */
export type RestoreCertificationCardVersionPayload = {
  __typename?: 'RestoreCertificationCardVersionPayload';
  /** The card as stored now, with its subtypes; null when `userErrors` is not empty. */
  certificationCard: Maybe<CertificationCard>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `restoreDocumentVersion`: the document with the version brought back, or the problems. */
export type RestoreDocumentVersionPayload = {
  __typename?: 'RestoreDocumentVersionPayload';
  /** The document as stored now; null when `userErrors` is not empty. */
  document: Maybe<DocumentFile>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `restoreNewsletterVersion`: the edition as restored, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`). */
export type RestoreNewsletterVersionPayload = {
  __typename?: 'RestoreNewsletterVersionPayload';
  /** The edition as stored now; null when `userErrors` is not empty. */
  newsletter: Maybe<Newsletter>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `restoreProductVersion`: the product as restored, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`). */
export type RestoreProductVersionPayload = {
  __typename?: 'RestoreProductVersionPayload';
  /** The product as stored now; null when `userErrors` is not empty. */
  product: Maybe<Product>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `restoreTeamMemberVersion`: the person as restored, or the problems (a CONFLICT user error when someone else saved them after `expectedVersion`). */
export type RestoreTeamMemberVersionPayload = {
  __typename?: 'RestoreTeamMemberVersionPayload';
  /** The team member as stored now; null when `userErrors` is not empty. */
  teamMember: Maybe<TeamMember>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `restoreTechnologyVersion`: the entry as restored, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`). */
export type RestoreTechnologyVersionPayload = {
  __typename?: 'RestoreTechnologyVersionPayload';
  /** The entry as stored now; null when `userErrors` is not empty. */
  technology: Maybe<TechnologyContent>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `restoreTestimonialVersion`: the testimonial as restored, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`). */
export type RestoreTestimonialVersionPayload = {
  __typename?: 'RestoreTestimonialVersionPayload';
  /** The testimonial as stored now; null when `userErrors` is not empty. */
  testimonial: Maybe<Testimonial>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `restoreVideoVersion`: the video as restored, or the problems (a CONFLICT user error when someone else saved the video after `expectedVersion`). */
export type RestoreVideoVersionPayload = {
  __typename?: 'RestoreVideoVersionPayload';
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
  /** The video as stored now; null when `userErrors` is not empty. */
  video: Maybe<Video>;
};

/** Answer to `resubscribe`. */
export type ResubscribePayload = {
  __typename?: 'ResubscribePayload';
  /** Why the link did nothing; null when it worked. */
  problem: Maybe<SubscriptionLinkProblem>;
  /** The subscription after the change; null with a `problem` or `userErrors`. */
  subscription: Maybe<NewsletterSubscription>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `revokeApiToken`. */
export type RevokeApiTokenPayload = {
  __typename?: 'RevokeApiTokenPayload';
  /** The revoked token; null when `userErrors` is not empty. */
  revokedId: Maybe<Scalars['ID']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** What a signed-in staff member may do: a fixed set of permissions. */
export type Role =
  /** Content and images; no accounts, no settings. */
  | 'EDITOR'
  /** Everything, including accounts and settings. */
  | 'OWNER'
  /** Contact messages and subscribers (read, mark handled, export); no content. */
  | 'SUPPORT';

/** How the admin is signed in to (owners only). */
export type SecuritySettings = {
  __typename?: 'SecuritySettings';
  /** Every account must sign in with two-factor. */
  requireTwoFactor: Scalars['Boolean']['output'];
  /** A browser session unused this many minutes ends (the idle timeout). */
  sessionIdleMinutes: Scalars['Int']['output'];
  /** A browser session ends this many hours after its sign-in, however busy (the absolute lifetime). */
  sessionLifetimeHours: Scalars['Int']['output'];
};

/** One check an e-mail is put through before it is sent. */
export type SendCheck = {
  __typename?: 'SendCheck';
  /** What was found. */
  detail: Scalars['String']['output'];
  /** Stable key: PUBLISHED, NOT_SENT, SENDER, MAILING_ADDRESS, UNSUBSCRIBE_LINK, UNSUBSCRIBE_HEADERS, SIZE, CONSENT, AUDIENCE. */
  key: Scalars['String']['output'];
  /** What is checked, e.g. "Has a working unsubscribe link". */
  label: Scalars['String']['output'];
  /** Whether the e-mail passes it. Any failing check blocks the send. */
  passed: Scalars['Boolean']['output'];
};

/** E-mailing a published newsletter to its subscribers. */
export type SendNewsletterInput = {
  /** The recipient count the office was shown (newsletterMailingCheck): a different count now refuses the send. */
  expectedRecipients: Scalars['Int']['input'];
  /** The newsletter. */
  newsletterId: Scalars['ID']['input'];
  /** Only subscribers who chose one of these topics; empty: every confirmed subscriber. */
  topics: Array<Scalars['String']['input']>;
};

/** Answer to `sendNewsletter`: the mailing started, or the problems. */
export type SendNewsletterPayload = {
  __typename?: 'SendNewsletterPayload';
  /** The mailing started; null when `userErrors` is not empty. */
  mailing: Maybe<NewsletterMailing>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** A test of a newsletter's e-mail to one address. */
export type SendNewsletterTestInput = {
  /** Where the test goes (a colleague, the office). */
  email: Scalars['String']['input'];
  /** The newsletter. */
  newsletterId: Scalars['ID']['input'];
};

/** Answer to `sendNewsletterTest`: queued, or the problems. */
export type SendNewsletterTestPayload = {
  __typename?: 'SendNewsletterTestPayload';
  /** True when the test is on its way. */
  queued: Maybe<Scalars['Boolean']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** An e-mailed link's token and the password to set with it. */
export type SetPasswordWithLinkInput = {
  /** The new password: 12 to 200 characters, not the username or e-mail address. */
  password: Scalars['String']['input'];
  /** The token of the link (the part after # in the e-mailed address). */
  token: Scalars['String']['input'];
};

/** The statuses an owner sets: an account is enabled or disabled. */
export type SettableAccountStatus =
  /** Signs in. */
  | 'ACTIVE'
  /** Does not sign in; every session and token of the account is refused from that moment. */
  | 'DISABLED';

/** Answer to `signOutEverywhere`. */
export type SignOutEverywherePayload = {
  __typename?: 'SignOutEverywherePayload';
  /** True once every session and token has ended; null when `userErrors` is not empty. */
  signedOut: Maybe<Scalars['Boolean']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** A staff account, as owners see it in the admin (never its password). */
export type StaffAccount = {
  __typename?: 'StaffAccount';
  /** When the account was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Where the account’s mail goes; null when not given. */
  email: Maybe<Scalars['String']['output']>;
  /** Account id. */
  id: Scalars['ID']['output'];
  /** The last successful sign-in; null if none. */
  lastSignInAt: Maybe<Scalars['DateTime']['output']>;
  /** The person's name; null when not given. */
  name: Maybe<Scalars['String']['output']>;
  /** What the account may do. */
  role: Role;
  /** Whether the account signs in. */
  status: StaffAccountStatus;
  /** Whether the account signs in with two-factor (TOTP). */
  twoFactorEnabled: Scalars['Boolean']['output'];
  /** What the person signs in with. */
  username: Scalars['String']['output'];
};

/** Whether a staff account signs in. */
export type StaffAccountStatus =
  /** Signs in. */
  | 'ACTIVE'
  /** Does not sign in; its sessions and tokens are refused. */
  | 'DISABLED'
  /** Invited; signs in once the invitation is accepted. */
  | 'INVITED';

/** Answer to `startTwoFactorSetup`: the secret to add to an authenticator app. */
export type StartTwoFactorSetupPayload = {
  __typename?: 'StartTwoFactorSetupPayload';
  /** The new secret; null when `userErrors` is not empty (already on). */
  setup: Maybe<TwoFactorSetup>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `submitContact`: a receipt when the message is stored, or the problems with its fields. */
export type SubmitContactPayload = {
  __typename?: 'SubmitContactPayload';
  /** The stored message; null when `userErrors` is not empty. */
  receipt: Maybe<ContactReceipt>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** A newsletter subscription. */
export type SubscribeInput = {
  /** Version of the consent wording the form showed (`newsletterConsentWording.version`); the current one when absent. An unknown version is a user error. */
  consentVersion?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address; compared without regard to case. */
  email: Scalars['String']['input'];
  /** Path of the page the form is on, e.g. "/newsletter", for the consent record. */
  page?: InputMaybe<Scalars['String']['input']>;
  /** Topics of interest; empty by default. At most 20, each at most 60 characters; a subscriber keeps the 20 latest. */
  preferences?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Leave empty. The form hides this field from people; a submission that fills it is answered as usual and not stored. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Answer to a subscription: the same for a new and an already subscribed address, so it never reveals who is subscribed; or the problems with the input. */
export type SubscribePayload = {
  __typename?: 'SubscribePayload';
  /** Text for the success toast: the address is subscribed. Null when `userErrors` is not empty. */
  message: Maybe<Scalars['String']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** A newsletter subscriber (admin only). */
export type Subscriber = {
  __typename?: 'Subscriber';
  /** When the address was last confirmed; null while never confirmed. */
  confirmedAt: Maybe<Scalars['DateTime']['output']>;
  /** The consent ledger of this address, oldest first (admin only). A page of subscribers reads the consents of all of them in one query. */
  consents: Array<ConsentRecord>;
  /** E-mail address, in lower case. */
  email: Scalars['String']['output'];
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /**
   * Not unsubscribed (derived from `status`).
   * @deprecated Use `status`: true unless UNSUBSCRIBED.
   */
  isActive: Scalars['Boolean']['output'];
  /**
   * The address was confirmed (CONFIRMED now, or confirmed before unsubscribing).
   * @deprecated Use `status` and `confirmedAt`.
   */
  isVerified: Scalars['Boolean']['output'];
  /** Topics the subscriber chose; empty by default. */
  preferences: Array<Scalars['String']['output']>;
  /** Pending, confirmed or unsubscribed. */
  status: SubscriberStatus;
  /** When the address first subscribed. */
  subscribeDate: Scalars['DateTime']['output'];
  /** When the subscriber unsubscribed; null unless `status` is UNSUBSCRIBED. */
  unsubscribedAt: Maybe<Scalars['DateTime']['output']>;
};

/** A page of newsletter subscribers, newest first (admin only). */
export type SubscriberConnection = {
  __typename?: 'SubscriberConnection';
  /** The rows of this page, in list order. */
  edges: Array<SubscriberEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One subscriber of a page, with the cursor that marks its place in the list. */
export type SubscriberEdge = {
  __typename?: 'SubscriberEdge';
  /** Opaque cursor of this subscriber: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The subscriber. */
  node: Subscriber;
};

/** Where a newsletter subscriber stands (double opt-in). */
export type SubscriberStatus =
  /** Confirmed the address: receives newsletters. */
  | 'CONFIRMED'
  /** Subscribed, the confirmation link not yet followed: sent nothing else. */
  | 'PENDING'
  /** Left the newsletter: sent nothing. */
  | 'UNSUBSCRIBED';

/** Answer to a link from an e-mail (confirm, unsubscribe, resubscribe, preferences): the subscription as it is now, or `problem`; the input's problems as `userErrors`. */
export type SubscriptionLinkPayload = {
  __typename?: 'SubscriptionLinkPayload';
  /** Why the link did nothing; null when it worked. */
  problem: Maybe<SubscriptionLinkProblem>;
  /** The subscription after the change; null with a `problem` or `userErrors`. */
  subscription: Maybe<NewsletterSubscription>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Why an e-mail's link did nothing. */
export type SubscriptionLinkProblem =
  /** Too old: ask for a new one by subscribing again. */
  | 'EXPIRED'
  /** Not a link we sent, already used, or replaced by a newer one. */
  | 'INVALID';

/** Topics chosen on the preferences page. */
export type SubscriptionPreferencesInput = {
  /** The topics wanted, from `NewsletterSubscription.topics`: Plant Nutrition, Soil Health, Organic Solutions. */
  preferences: Array<Scalars['String']['input']>;
  /** The preferences link's token. */
  token: Scalars['String']['input'];
};

/** Where a person appears in the team section of the home page. */
export type TeamGroup =
  /** The farm consultants, listed under "Our Farm Consultants". */
  | 'CONSULTANT'
  /** The leadership, shown as full cards with a biography. */
  | 'LEADERSHIP';

/** A person of the team. The home page shows the leadership as full cards and the rest under "Our Farm Consultants". */
export type TeamMember = {
  __typename?: 'TeamMember';
  /** A short biography, one paragraph of plain text. */
  bio: Scalars['String']['output'];
  /** Professional credentials, e.g. "P.Ag." */
  credentials: Maybe<Scalars['String']['output']>;
  /** Where the person appears on the home page. */
  group: TeamGroup;
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** The portrait with its intrinsic size and variants; null without an image. */
  image: Maybe<ResponsiveImage>;
  /** Portrait path or URL (illustrated initials in the seed data). */
  imageUrl: Scalars['String']['output'];
  /** Full name, e.g. "Harold Brandvold". */
  name: Scalars['String']['output'];
  /** Job title, e.g. "Senior Agronomist". */
  role: Scalars['String']['output'];
  /** Display position within its group, counting from 0; lower comes first. Change it with `moveTeamMember`. */
  sortOrder: Scalars['Int']['output'];
  /** Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused. */
  version: Scalars['Int']['output'];
};

/** A page of team members, in display order. */
export type TeamMemberConnection = {
  __typename?: 'TeamMemberConnection';
  /** The rows of this page, in list order. */
  edges: Array<TeamMemberEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One team member of a page, with the cursor that marks its place in the list. */
export type TeamMemberEdge = {
  __typename?: 'TeamMemberEdge';
  /** Opaque cursor of this team member: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The team member. */
  node: TeamMember;
};

/** What an editor writes of a team member. */
export type TeamMemberInput = {
  /** A short biography, one paragraph; 1 to 2000 characters. */
  bio: Scalars['String']['input'];
  /** Professional credentials, e.g. "P.Ag."; empty or null for none. */
  credentials?: InputMaybe<Scalars['String']['input']>;
  /** Where the person appears on the home page. */
  group: TeamGroup;
  /** Path of the portrait, an image of the image manager (/images/… or /uploads/…). */
  imageUrl: Scalars['String']['input'];
  /** Full name; 1 to 120 characters. */
  name: Scalars['String']['input'];
  /** Job title; 1 to 120 characters. */
  role: Scalars['String']['input'];
};

/** Content of a technology page: /soil-diagnostics/technology (keys "technology" and "soil-diagnostics"), and the pages of the two technologies (keys "micro-extraction" and "nanosorb"): /technologies/{key}, its short page under /soil-diagnostics and its card. */
export type TechnologyContent = {
  __typename?: 'TechnologyContent';
  /** Applications, one short phrase each, e.g. "In-crop foliar feeding". */
  applications: Array<Scalars['String']['output']>;
  /** Key Benefits. */
  benefits: Array<Scalars['String']['output']>;
  /** Quote attributed to the technical director. */
  developerQuote: Scalars['String']['output'];
  /** Paragraphs of the full description. */
  fullDescription: Array<Scalars['String']['output']>;
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** Alternative text of each image, same order. */
  imageAlts: Array<Scalars['String']['output']>;
  /** Image paths or URLs. */
  images: Array<Scalars['String']['output']>;
  /** Lookup key: "technology", "soil-diagnostics", "micro-extraction" or "nanosorb". */
  key: Scalars['String']['output'];
  /** Short name, e.g. "NanoSorb": the title of its card and of its short page under /soil-diagnostics. */
  name: Scalars['String']['output'];
  /** Related Products section. */
  relatedProducts: Array<RelatedProduct>;
  /** The images with their intrinsic sizes and variants, in the order of `images`. */
  responsiveImages: Array<ResponsiveImage>;
  /** One-sentence summary shown under the title. */
  shortDescription: Scalars['String']['output'];
  /** The "How It Works" steps, in order; empty when the page has no such section. */
  steps: Array<TechnologyStep>;
  /** One paragraph about the technology, for its card and its short page. */
  summary: Scalars['String']['output'];
  /** Page title, e.g. "Soil Diagnostics". */
  title: Scalars['String']['output'];
  /** Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused. */
  version: Scalars['Int']['output'];
};

/** A page of technology entries, in the order they were added. */
export type TechnologyContentConnection = {
  __typename?: 'TechnologyContentConnection';
  /** The rows of this page, in list order. */
  edges: Array<TechnologyContentEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One technology entry of a page, with the cursor that marks its place in the list. */
export type TechnologyContentEdge = {
  __typename?: 'TechnologyContentEdge';
  /** Opaque cursor of this technology entry: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The technology entry. */
  node: TechnologyContent;
};

/** What an editor writes of a technology entry. */
export type TechnologyInput = {
  /** Applications: 1 to 12, each 1 to 300 characters. */
  applications: Array<Scalars['String']['input']>;
  /** Key Benefits: 1 to 12, each 1 to 300 characters. */
  benefits: Array<Scalars['String']['input']>;
  /** The technical director's quote; 1 to 1000 characters. */
  developerQuote: Scalars['String']['input'];
  /** Paragraphs of the full description: 1 to 10, each 1 to 3000 characters. */
  fullDescription: Array<Scalars['String']['input']>;
  /** Alternative text of each image, in the order of `images`; each 1 to 300 characters. */
  imageAlts: Array<Scalars['String']['input']>;
  /** Paths of the images, images of the image manager (/images/… or /uploads/…): 1 to 6. */
  images: Array<Scalars['String']['input']>;
  /** Short name, the title of its card and of its short page under /soil-diagnostics; 1 to 200 characters. */
  name: Scalars['String']['input'];
  /** Names of products of the site for Related Products: 0 to 6 (matched in any case; stored as the product is named). */
  relatedProducts: Array<Scalars['String']['input']>;
  /** One-sentence summary under the title; 1 to 500 characters. */
  shortDescription: Scalars['String']['input'];
  /** The "How It Works" steps in order: 0 to 8 (none hides the section). */
  steps: Array<TechnologyStepInput>;
  /** One paragraph for its card, its short page and its full page; 1 to 1000 characters. */
  summary: Scalars['String']['input'];
  /** Page title (heading); 1 to 200 characters. */
  title: Scalars['String']['input'];
};

/** One step of a technology's "How It Works" section. */
export type TechnologyStep = {
  __typename?: 'TechnologyStep';
  /** What happens in the step, one paragraph. */
  text: Scalars['String']['output'];
  /** Heading of the step, e.g. "Load the carrier". */
  title: Scalars['String']['output'];
};

/** One step of the "How It Works" section. */
export type TechnologyStepInput = {
  /** What happens in the step, one paragraph; 1 to 1000 characters. */
  text: Scalars['String']['input'];
  /** Heading of the step; 1 to 120 characters. */
  title: Scalars['String']['input'];
};

/** What a customer says about the company, shown on the home page. */
export type Testimonial = {
  __typename?: 'Testimonial';
  /** The testimonial text. */
  content: Scalars['String']['output'];
  /** Name of the customer, as they agreed to be shown. */
  customerName: Scalars['String']['output'];
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** Rating from 1 to 5, shown as that many stars. */
  rating: Scalars['Int']['output'];
  /** Display position, counting from 0; lower comes first. Change it with `moveTestimonial`. */
  sortOrder: Scalars['Int']['output'];
  /** Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused. */
  version: Scalars['Int']['output'];
};

/** A page of testimonials, in display order. */
export type TestimonialConnection = {
  __typename?: 'TestimonialConnection';
  /** The rows of this page, in list order. */
  edges: Array<TestimonialEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One testimonial of a page, with the cursor that marks its place in the list. */
export type TestimonialEdge = {
  __typename?: 'TestimonialEdge';
  /** Opaque cursor of this testimonial: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The testimonial. */
  node: Testimonial;
};

/** What an editor writes of a testimonial. */
export type TestimonialInput = {
  /** What they said; 1 to 2000 characters. */
  content: Scalars['String']['input'];
  /** Who said it, as they agreed to be shown, with their farm: "Dale Kowalchuk, grain farmer near Vegreville"; 1 to 120 characters. */
  customerName: Scalars['String']['input'];
  /** Stars, a whole number from 1 to 5. */
  rating: Scalars['Int']['input'];
};

/** Answer to `turnOffStaffTwoFactor`: the account, or why its two-factor stays. */
export type TurnOffStaffTwoFactorPayload = {
  __typename?: 'TurnOffStaffTwoFactorPayload';
  /** The account, now without two-factor; null when `userErrors` is not empty. */
  account: Maybe<StaffAccount>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** The signed-in person's password, to turn two-factor sign-in off. */
export type TurnOffTwoFactorInput = {
  /** The current password; never logged or echoed. */
  password: Scalars['String']['input'];
};

/** Answer to `turnOffTwoFactor`. */
export type TurnOffTwoFactorPayload = {
  __typename?: 'TurnOffTwoFactorPayload';
  /** True once two-factor is off; null when `userErrors` is not empty. */
  turnedOff: Maybe<Scalars['Boolean']['output']>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** A new two-factor secret, waiting for a code to confirm it. */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  /** The QR code of `uri`, as an SVG document (no script). */
  qrSvg: Scalars['String']['output'];
  /** The secret in base32, for typing into an authenticator app by hand. */
  secret: Scalars['String']['output'];
  /** The `otpauth://totp/…` address the QR code holds. */
  uri: Scalars['String']['output'];
};

/** Answer to `unpublishNewsletter`: the edition, now a draft, or a CONFLICT user error when someone else saved it after `expectedVersion`. */
export type UnpublishNewsletterPayload = {
  __typename?: 'UnpublishNewsletterPayload';
  /** The edition as stored now; null when `userErrors` is not empty. */
  newsletter: Maybe<Newsletter>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `unsubscribe`. */
export type UnsubscribePayload = {
  __typename?: 'UnsubscribePayload';
  /** Why the link did nothing; null when it worked. */
  problem: Maybe<SubscriptionLinkProblem>;
  /** The subscription after the change; null with a `problem` or `userErrors`. */
  subscription: Maybe<NewsletterSubscription>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `updateCertificationCard`: the saved card, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`). */
export type UpdateCertificationCardPayload = {
  __typename?: 'UpdateCertificationCardPayload';
  /** The card as stored now, with its subtypes; null when `userErrors` is not empty. */
  certificationCard: Maybe<CertificationCard>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `updateCompanySettings`: the saved details, or the problems with them. */
export type UpdateCompanySettingsPayload = {
  __typename?: 'UpdateCompanySettingsPayload';
  /** The company details as stored now; null when `userErrors` is not empty. */
  company: Maybe<Company>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `updateContactTriage`: the message as stored now, or the problems (a CONFLICT user error when someone else changed it after `expectedVersion`). */
export type UpdateContactTriagePayload = {
  __typename?: 'UpdateContactTriagePayload';
  /** The message as stored now; null when `userErrors` is not empty. */
  contact: Maybe<Contact>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Changes to a crop plan; omitted fields stay as they are. */
export type UpdateCropPlanInput = {
  /** New recommendations, a free JSON object; null clears them. */
  aiRecommendations?: InputMaybe<Scalars['JSON']['input']>;
  /** New crop name, e.g. "Canola"; may not be blank. */
  cropName?: InputMaybe<Scalars['String']['input']>;
  /** New last day of the plan, on or after the start date. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** New field identifier; may not be blank. */
  field?: InputMaybe<Scalars['String']['input']>;
  /** New free-text notes, at most 5000 characters; null clears them. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** New first day of the plan. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** New status. */
  status?: InputMaybe<CropPlanStatus>;
};

/** Answer to `updateCropPlan`: the changed plan, or the problems with the changes. */
export type UpdateCropPlanPayload = {
  __typename?: 'UpdateCropPlanPayload';
  /** The plan as stored now; null when `userErrors` is not empty. */
  cropPlan: Maybe<CropPlan>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `updateDocument`: the saved document, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`). */
export type UpdateDocumentPayload = {
  __typename?: 'UpdateDocumentPayload';
  /** The document as stored now; null when `userErrors` is not empty. */
  document: Maybe<DocumentFile>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `updateImageAsset`: the saved image, or the problems with its metadata. */
export type UpdateImageAssetPayload = {
  __typename?: 'UpdateImageAssetPayload';
  /** The image as stored now; null when `userErrors` is not empty. */
  imageAsset: Maybe<ImageAsset>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `updateNewsletter`: the saved edition, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`). */
export type UpdateNewsletterPayload = {
  __typename?: 'UpdateNewsletterPayload';
  /** The edition as stored now; null when `userErrors` is not empty. */
  newsletter: Maybe<Newsletter>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `updateProduct`: the saved product, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`). */
export type UpdateProductPayload = {
  __typename?: 'UpdateProductPayload';
  /** The product as stored now; null when `userErrors` is not empty. */
  product: Maybe<Product>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** How the admin is signed in to. */
export type UpdateSecuritySettingsInput = {
  /** Whether every account must sign in with two-factor; unchanged when omitted. */
  requireTwoFactor?: InputMaybe<Scalars['Boolean']['input']>;
  /** Minutes a browser session may sit unused (5–1440); unchanged when omitted. */
  sessionIdleMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** Hours a browser session lasts at most (1–720); unchanged when omitted. */
  sessionLifetimeHours?: InputMaybe<Scalars['Int']['input']>;
};

/** Answer to `updateSecuritySettings`. */
export type UpdateSecuritySettingsPayload = {
  __typename?: 'UpdateSecuritySettingsPayload';
  /** The settings as saved; null when `userErrors` is not empty. */
  settings: Maybe<SecuritySettings>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Changes to a staff account's name, e-mail address, role or status. */
export type UpdateStaffAccountInput = {
  /** Where the account’s mail goes; one account per address. Null removes it. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The account. */
  id: Scalars['ID']['input'];
  /** The person's name, at most 100 characters; null or empty removes it. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The new role; unchanged when left out. */
  role?: InputMaybe<Role>;
  /** ACTIVE or DISABLED; unchanged when left out. */
  status?: InputMaybe<SettableAccountStatus>;
};

/** Answer to `updateStaffAccount`: the account as saved, or the problems with the input. */
export type UpdateStaffAccountPayload = {
  __typename?: 'UpdateStaffAccountPayload';
  /** The account as saved; null when `userErrors` is not empty. */
  account: Maybe<StaffAccount>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `updateSubscriptionPreferences`. */
export type UpdateSubscriptionPreferencesPayload = {
  __typename?: 'UpdateSubscriptionPreferencesPayload';
  /** Why the link did nothing; null when it worked. */
  problem: Maybe<SubscriptionLinkProblem>;
  /** The subscription after the change; null with a `problem` or `userErrors`. */
  subscription: Maybe<NewsletterSubscription>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `updateTeamMember`: the saved person, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`). */
export type UpdateTeamMemberPayload = {
  __typename?: 'UpdateTeamMemberPayload';
  /** The team member as stored now; null when `userErrors` is not empty. */
  teamMember: Maybe<TeamMember>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `updateTechnology`: the saved entry, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`). */
export type UpdateTechnologyPayload = {
  __typename?: 'UpdateTechnologyPayload';
  /** The entry as stored now; null when `userErrors` is not empty. */
  technology: Maybe<TechnologyContent>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `updateTestimonial`: the saved testimonial, or the problems (a CONFLICT user error when someone else saved it after `expectedVersion`). */
export type UpdateTestimonialPayload = {
  __typename?: 'UpdateTestimonialPayload';
  /** The testimonial as stored now; null when `userErrors` is not empty. */
  testimonial: Maybe<Testimonial>;
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
};

/** Answer to `updateVideo`: the saved video, or the problems (a CONFLICT user error when someone else saved the video after `expectedVersion`). */
export type UpdateVideoPayload = {
  __typename?: 'UpdateVideoPayload';
  /** Problems with the input, one per field; empty when the mutation succeeded. When not empty, nothing was changed and the result is null. */
  userErrors: Array<UserError>;
  /** The video as stored now; null when `userErrors` is not empty. */
  video: Maybe<Video>;
};

/** A problem with the input of a mutation, to show next to the field it names. A payload with user errors changed nothing. */
export type UserError = {
  __typename?: 'UserError';
  /** The kind of problem, for code to react to. */
  code: UserErrorCode;
  /** Path to the input field, from the argument: ["input", "email"]. Null when the problem is not about one field. */
  field: Maybe<Array<Scalars['String']['output']>>;
  /** What is wrong, in words to show the person who typed it. */
  message: Scalars['String']['output'];
};

/** What kind of problem a user error is: for a client that reacts to it in code. */
export type UserErrorCode =
  /** Someone else saved the record after the version this save started from (`expectedVersion`); nothing was saved. Read their changes, then save again from the new version. */
  | 'CONFLICT'
  /** The value is refused for another reason: not one of the allowed values, of the wrong kind (text, list, object), or in conflict with another field (an end date before the start date). */
  | 'INVALID'
  /** The text does not have the expected shape: an e-mail address, a phone number with its area code, a date as YYYY-MM-DD that exists, the address of a video. */
  | 'INVALID_FORMAT'
  /** The value is missing or blank (only white space), or a list has too few items. */
  | 'REQUIRED'
  /** The text has more characters, or the list more items, than allowed; the message names the limit. */
  | 'TOO_LONG';

/** One field of a record as a version holds it. */
export type VersionFieldValue = {
  __typename?: 'VersionFieldValue';
  /** Field name, e.g. "title". */
  name: Scalars['String']['output'];
  /** Its value as text (dates in ISO 8601); null when empty. */
  value: Maybe<Scalars['String']['output']>;
};

/** A video hosted on an external video site. */
export type Video = {
  __typename?: 'Video';
  /** Name of the tab the video is in. */
  category: Scalars['String']['output'];
  /** Id of the tab the video is in. */
  categoryId: Scalars['ID']['output'];
  /** What the video shows, one or two sentences. */
  description: Scalars['String']['output'];
  /** The id the video site gives the video (part of `url`), e.g. "pE7nSorb01a". */
  externalId: Scalars['String']['output'];
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** False: the site shows a disabled "Coming Soon" button. */
  isAvailable: Scalars['Boolean']['output'];
  /** Display position within its tab, counting from 0; lower comes first. Change it with `moveVideo`. */
  sortOrder: Scalars['Int']['output'];
  /** The thumbnail with its intrinsic size and variants; null without one (the site shows the tote). */
  thumbnail: Maybe<ResponsiveImage>;
  /** Thumbnail path or URL; the site falls back to the tote image. */
  thumbnailUrl: Scalars['String']['output'];
  /** Title shown on the card. */
  title: Scalars['String']['output'];
  /** Where "Watch Video" leads (external site, new tab). */
  url: Scalars['String']['output'];
  /** Raised by every save; send it back as `expectedVersion` so a save over someone else's newer change is refused. */
  version: Scalars['Int']['output'];
};

/** A tab of the videos page, e.g. "Product Features". */
export type VideoCategory = {
  __typename?: 'VideoCategory';
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** Tab label, e.g. "Customer Testimonials". */
  name: Scalars['String']['output'];
  /** Position of the tab, counting from 0; lower comes first. Change it with `moveVideoCategory`. */
  sortOrder: Scalars['Int']['output'];
  /** How many videos the tab holds. */
  videoCount: Scalars['Int']['output'];
  /** Videos of the tab, in display order. */
  videos: Array<Video>;
};

/** What an editor writes of a tab of the videos page. */
export type VideoCategoryInput = {
  /** Tab label, e.g. "Customer Testimonials"; 1 to 80 characters, unique. */
  name: Scalars['String']['input'];
};

/** A page of videos of one tab, in display order. */
export type VideoConnection = {
  __typename?: 'VideoConnection';
  /** The rows of this page, in list order. */
  edges: Array<VideoEdge>;
  /** Where this page starts and ends, and what follows. */
  pageInfo: PageInfo;
  /** How many rows the whole list holds (with its filters), across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One video of a page, with the cursor that marks its place in the list. */
export type VideoEdge = {
  __typename?: 'VideoEdge';
  /** Opaque cursor of this video: pass it as `after` to read the rows after it. */
  cursor: Scalars['String']['output'];
  /** The video. */
  node: Video;
};

/** What an editor writes of a video. */
export type VideoInput = {
  /** Id of the tab the video is in. */
  categoryId: Scalars['ID']['input'];
  /** What the video shows, one or two sentences; 1 to 1000 characters. */
  description: Scalars['String']['input'];
  /** False: the site shows a disabled "Coming Soon" button instead of the link. */
  isAvailable: Scalars['Boolean']['input'];
  /** Path of the thumbnail, an image of the image manager (/images/… or /uploads/…). */
  thumbnailUrl: Scalars['String']['input'];
  /** Title shown on the card; 1 to 200 characters. */
  title: Scalars['String']['input'];
  /** Address of the video on YouTube (watch?v=…, youtu.be/…, /embed/…, /shorts/…) or Vimeo (vimeo.com/…), http(s); the video's `externalId` is taken from it. */
  url: Scalars['String']['input'];
};

/** How a consent was withdrawn. */
export type WithdrawalMethod =
  /** An admin, at the person's request. */
  | 'ADMIN'
  /** The unsubscribe page, from a newsletter's link. */
  | 'LINK'
  /** The mail client's one-click unsubscribe (RFC 8058). */
  | 'ONE_CLICK'
  /** The preferences page. */
  | 'PREFERENCES';

export type NewsletterConsentWordingQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterConsentWordingQuery = { __typename?: 'Query', newsletterConsentWording: { __typename?: 'ConsentWording', version: string, text: string } };

export type SubscribeMutationVariables = Exact<{
  input: SubscribeInput;
}>;


export type SubscribeMutation = { __typename?: 'Mutation', subscribe: { __typename?: 'SubscribePayload', message: string | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, message: string, code: UserErrorCode }> } | null };

export type CompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyQuery = { __typename?: 'Query', company: { __typename?: 'Company', name: string, legalName: string, mission: string, headOfficePhone: string, fax: string, saskatchewanPhone: string, tollFreePhone: string, email: string, businessHours: string, headOffice: { __typename?: 'Address', street: string, city: string, province: string, postalCode: string }, warehouse: { __typename?: 'Address', street: string, city: string, province: string, postalCode: string }, mapLocation: { __typename?: 'MapLocation', latitude: number, longitude: number } } };

export type NewsletterCardFieldsFragment = { __typename?: 'Newsletter', id: string, title: string, date: string, summary: string, imageUrl: string, pdfUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null };

export type ResponsiveImageFieldsFragment = { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> };

export type UserErrorFieldsFragment = { __typename?: 'UserError', field: Array<string> | null, message: string, code: UserErrorCode };

export type CertificationsCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type CertificationsCardsQuery = { __typename?: 'Query', certificationCards: Array<{ __typename?: 'CertificationCard', id: string, title: string, description: string, validUntil: string, expired: boolean, expandable: boolean, subtypes: Array<{ __typename?: 'CertificationSubtype', id: string, name: string, description: string, available: boolean }> }> };

export type ContactSendMessageMutationVariables = Exact<{
  input: ContactInput;
}>;


export type ContactSendMessageMutation = { __typename?: 'Mutation', submitContact: { __typename?: 'SubmitContactPayload', receipt: { __typename?: 'ContactReceipt', id: string, message: string } | null, userErrors: Array<{ __typename?: 'UserError', field: Array<string> | null, message: string, code: UserErrorCode }> } | null };

export type DocumentationDocumentsQueryVariables = Exact<{
  kind: DocumentKind;
}>;


export type DocumentationDocumentsQuery = { __typename?: 'Query', documents: Array<{ __typename?: 'DocumentFile', id: string, kind: DocumentKind, title: string, description: string, fileUrl: string, productId: string | null, validUntil: string | null, expired: boolean, updatedOn: string | null }> };

export type HomeNewslettersQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeNewslettersQuery = { __typename?: 'Query', newsletters: { __typename?: 'NewsletterConnection', edges: Array<{ __typename?: 'NewsletterEdge', node: { __typename?: 'Newsletter', id: string, title: string, date: string, summary: string, imageUrl: string, pdfUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null } }> } };

export type HomeTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeTeamQuery = { __typename?: 'Query', teamMembers: Array<{ __typename?: 'TeamMember', id: string, name: string, role: string, credentials: string | null, bio: string, imageUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null }> };

export type HomeTestimonialsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeTestimonialsQuery = { __typename?: 'Query', testimonials: Array<{ __typename?: 'Testimonial', id: string, customerName: string, content: string, rating: number }> };

export type NewsletterArticleQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type NewsletterArticleQuery = { __typename?: 'Query', newsletter: { __typename?: 'Newsletter', id: string, title: string, date: string, summary: string, content: string, imageUrl: string, pdfUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null } | null };

export type NewsletterListNewslettersQueryVariables = Exact<{
  first: Scalars['Int']['input'];
}>;


export type NewsletterListNewslettersQuery = { __typename?: 'Query', newsletters: { __typename?: 'NewsletterConnection', edges: Array<{ __typename?: 'NewsletterEdge', node: { __typename?: 'Newsletter', id: string, title: string, date: string, summary: string, imageUrl: string, pdfUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null } }> } };

export type ProductBySlugQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type ProductBySlugQuery = { __typename?: 'Query', productBySlug: { __typename?: 'Product', id: string, name: string, slug: string, category: ProductCategory, description: string, features: Array<string>, imageUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null, certifications: Array<{ __typename?: 'Certification', id: string, type: string, documentUrl: string }>, safetyDataSheet: { __typename?: 'DocumentFile', id: string, title: string, fileUrl: string } | null } | null };

export type ProductDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductDetailQuery = { __typename?: 'Query', product: { __typename?: 'Product', id: string, name: string, slug: string, category: ProductCategory, description: string, features: Array<string>, imageUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null, certifications: Array<{ __typename?: 'Certification', id: string, type: string, documentUrl: string }>, safetyDataSheet: { __typename?: 'DocumentFile', id: string, title: string, fileUrl: string } | null } | null };

export type ProductDetailFieldsFragment = { __typename?: 'Product', id: string, name: string, slug: string, category: ProductCategory, description: string, features: Array<string>, imageUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null, certifications: Array<{ __typename?: 'Certification', id: string, type: string, documentUrl: string }>, safetyDataSheet: { __typename?: 'DocumentFile', id: string, title: string, fileUrl: string } | null };

export type ProductsPageProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductsPageProductsQuery = { __typename?: 'Query', products: Array<{ __typename?: 'Product', id: string, name: string, category: ProductCategory, description: string, imageUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null }> };

export type SoilDiagnosticsProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type SoilDiagnosticsProductsQuery = { __typename?: 'Query', products: Array<{ __typename?: 'Product', id: string, name: string, category: ProductCategory, description: string, imageUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null }> };

export type SoilTechnologyQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type SoilTechnologyQuery = { __typename?: 'Query', technology: { __typename?: 'TechnologyContent', id: string, key: string, title: string, shortDescription: string, fullDescription: Array<string>, images: Array<string>, imageAlts: Array<string>, benefits: Array<string>, applications: Array<string>, developerQuote: string, responsiveImages: Array<{ __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> }>, relatedProducts: Array<{ __typename?: 'RelatedProduct', name: string }> } | null };

export type TechnologyCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type TechnologyCardsQuery = { __typename?: 'Query', microExtraction: { __typename?: 'TechnologyContent', id: string, key: string, name: string, summary: string, responsiveImages: Array<{ __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> }> } | null, nanosorb: { __typename?: 'TechnologyContent', id: string, key: string, name: string, summary: string, responsiveImages: Array<{ __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> }> } | null };

export type TechnologyPageQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type TechnologyPageQuery = { __typename?: 'Query', technology: { __typename?: 'TechnologyContent', id: string, key: string, title: string, shortDescription: string, summary: string, fullDescription: Array<string>, imageAlts: Array<string>, benefits: Array<string>, applications: Array<string>, responsiveImages: Array<{ __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> }>, steps: Array<{ __typename?: 'TechnologyStep', title: string, text: string }> } | null };

export type TechnologySummaryQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type TechnologySummaryQuery = { __typename?: 'Query', technology: { __typename?: 'TechnologyContent', id: string, key: string, name: string, summary: string, imageAlts: Array<string>, benefits: Array<string>, responsiveImages: Array<{ __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> }> } | null };

export type VideosCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type VideosCategoriesQuery = { __typename?: 'Query', videoCategories: Array<{ __typename?: 'VideoCategory', id: string, name: string, videos: Array<{ __typename?: 'Video', id: string, title: string, description: string, url: string, thumbnailUrl: string, isAvailable: boolean, thumbnail: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null }> }> };

export const ResponsiveImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<ResponsiveImageFieldsFragment, unknown>;
export const NewsletterCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newsletter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<NewsletterCardFieldsFragment, unknown>;
export const UserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UserErrorFieldsFragment, unknown>;
export const ProductDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"safetyDataSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<ProductDetailFieldsFragment, unknown>;
export const NewsletterConsentWordingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterConsentWording"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterConsentWording"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<NewsletterConsentWordingQuery, NewsletterConsentWordingQueryVariables>;
export const SubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Subscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SubscribeMutation, SubscribeMutationVariables>;
export const CompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"mission"}},{"kind":"Field","name":{"kind":"Name","value":"headOfficePhone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"saskatchewanPhone"}},{"kind":"Field","name":{"kind":"Name","value":"tollFreePhone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"headOffice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessHours"}},{"kind":"Field","name":{"kind":"Name","value":"mapLocation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyQuery, CompanyQueryVariables>;
export const CertificationsCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificationsCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificationCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"expandable"}},{"kind":"Field","name":{"kind":"Name","value":"subtypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]}}]} as unknown as DocumentNode<CertificationsCardsQuery, CertificationsCardsQueryVariables>;
export const ContactSendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactSendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ContactSendMessageMutation, ContactSendMessageMutationVariables>;
export const DocumentationDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentationDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"updatedOn"}}]}}]}}]} as unknown as DocumentNode<DocumentationDocumentsQuery, DocumentationDocumentsQueryVariables>;
export const HomeNewslettersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeNewsletters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterCardFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newsletter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]} as unknown as DocumentNode<HomeNewslettersQuery, HomeNewslettersQueryVariables>;
export const HomeTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"credentials"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<HomeTeamQuery, HomeTeamQueryVariables>;
export const HomeTestimonialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeTestimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}}]}}]} as unknown as DocumentNode<HomeTestimonialsQuery, HomeTestimonialsQueryVariables>;
export const NewsletterArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<NewsletterArticleQuery, NewsletterArticleQueryVariables>;
export const NewsletterListNewslettersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterListNewsletters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterCardFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Newsletter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]} as unknown as DocumentNode<NewsletterListNewslettersQuery, NewsletterListNewslettersQueryVariables>;
export const ProductBySlugDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductBySlug"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productBySlug"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"safetyDataSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode<ProductBySlugQuery, ProductBySlugQueryVariables>;
export const ProductDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"safetyDataSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode<ProductDetailQuery, ProductDetailQueryVariables>;
export const ProductsPageProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductsPageProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<ProductsPageProductsQuery, ProductsPageProductsQueryVariables>;
export const SoilDiagnosticsProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SoilDiagnosticsProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<SoilDiagnosticsProductsQuery, SoilDiagnosticsProductsQueryVariables>;
export const SoilTechnologyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SoilTechnology"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technology"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"fullDescription"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"responsiveImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageAlts"}},{"kind":"Field","name":{"kind":"Name","value":"benefits"}},{"kind":"Field","name":{"kind":"Name","value":"applications"}},{"kind":"Field","name":{"kind":"Name","value":"developerQuote"}},{"kind":"Field","name":{"kind":"Name","value":"relatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<SoilTechnologyQuery, SoilTechnologyQueryVariables>;
export const TechnologyCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TechnologyCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"microExtraction"},"name":{"kind":"Name","value":"technology"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"micro-extraction","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"responsiveImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"nanosorb"},"name":{"kind":"Name","value":"technology"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"StringValue","value":"nanosorb","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"responsiveImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<TechnologyCardsQuery, TechnologyCardsQueryVariables>;
export const TechnologyPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TechnologyPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technology"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"fullDescription"}},{"kind":"Field","name":{"kind":"Name","value":"responsiveImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageAlts"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"benefits"}},{"kind":"Field","name":{"kind":"Name","value":"applications"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<TechnologyPageQuery, TechnologyPageQueryVariables>;
export const TechnologySummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TechnologySummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technology"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"responsiveImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageAlts"}},{"kind":"Field","name":{"kind":"Name","value":"benefits"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<TechnologySummaryQuery, TechnologySummaryQueryVariables>;
export const VideosCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VideosCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<VideosCategoriesQuery, VideosCategoriesQueryVariables>;