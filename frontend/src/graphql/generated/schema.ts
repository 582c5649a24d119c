/* eslint-disable */
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

/** What an entry of the dashboard's "Recent Activity" records. */
export type ActivityKind =
  /** A change an admin made (an entry of the audit trail). */
  | 'CHANGE'
  /** A message sent through the contact form. */
  | 'CONTACT'
  /** A newsletter subscription. */
  | 'SUBSCRIPTION';

/** The credentials of an admin account. */
export type AdminLoginInput = {
  /** For an account with two-factor sign-in: its current 6-digit code or a recovery code, to sign in in one step. Without it such an account answers a `twoFactorChallenge`. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Admin password; never logged or echoed. */
  password: Scalars['String']['input'];
  /** Admin username. */
  username: Scalars['String']['input'];
};

/** A two-factor challenge and the code that answers it. */
export type AdminLoginTwoFactorInput = {
  /** `twoFactorChallenge` of the `adminLogin` answer (valid 5 minutes). */
  challenge: Scalars['String']['input'];
  /** The 6-digit code of the authenticator app, or a recovery code. */
  code: Scalars['String']['input'];
};

/** An app’s status on /apps: LIVE, BETA or COMING_SOON ("Coming Soon"). */
export type AppStatus =
  /** Being tested (secondary badge); a working tool’s card links to it. */
  | 'BETA'
  /** Not available yet (outline badge). */
  | 'COMING_SOON'
  /** Open to everyone (default badge); the card links to the tool. */
  | 'LIVE';

/** The status of each app on /apps, as the admin’s Settings send them. */
export type AppStatusesInput = {
  /** FarmOps Manager. */
  farmOps: AppStatus;
  /** Optimize Calculator. */
  optimizeCalculator: AppStatus;
  /** Salt Index App. */
  saltIndex: AppStatus;
  /** Spray Condition App. */
  sprayConditions: AppStatus;
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

/** How a product is applied. */
export type CatalogueForm =
  /** Granules, rated by mass. */
  | 'DRY'
  /** Anhydrous ammonia: kept liquid under pressure, injected as a gas. */
  | 'GAS'
  /** A solution, also rated by volume. */
  | 'LIQUID';

/** Whose product it is. */
export type CatalogueProductKind =
  /** One of the company's products, with its price. */
  | 'COMPANY'
  /** A cited common fertilizer (no price). */
  | 'REFERENCE';

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

/** The code the authenticator app shows for the new secret. */
export type ConfirmTwoFactorSetupInput = {
  /** The 6-digit code shown now. */
  code: Scalars['String']['input'];
};

/** A kind of consent under CASL. */
export type ConsentType =
  /** Asked for the newsletter (subscribe form, contact form box) or a waitlist (its form); the wording version says which. */
  | 'EXPRESS'
  /** Implied by an inquiry; never makes a subscription. */
  | 'IMPLIED_INQUIRY';

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

/** A crop the farm tools know. */
export type FertilizerCrop =
  /** Barley. */
  | 'BARLEY'
  /** Canola. */
  | 'CANOLA'
  /** Durum wheat. */
  | 'DURUM'
  /** Field pea (no removal coefficients: enter targets directly). */
  | 'FIELD_PEA'
  /** Flax. */
  | 'FLAX'
  /** Lentil (no removal coefficients: enter targets directly). */
  | 'LENTIL'
  /** Oats. */
  | 'OATS'
  /** Spring wheat. */
  | 'SPRING_WHEAT';

/** How a company product is applied. */
export type FertilizerForm =
  /** Granules, rated by mass. */
  | 'DRY'
  /** A solution, also rated by volume (needs its density). */
  | 'LIQUID';

/** What to plan: products, targets, field and mode. */
export type FertilizerPlanInput = {
  /** Field size, acres (or hectares). */
  acres?: InputMaybe<Scalars['Float']['input']>;
  /** Field size, hectares. */
  hectares?: InputMaybe<Scalars['Float']['input']>;
  /** EXACT or LEAST_COST. */
  mode?: PlanMode;
  /** Ids from `fertilizerCatalogue`. */
  productIds: Array<Scalars['ID']['input']>;
  /** Targets, lb/ac. */
  targetsLbPerAcre: NutrientAmountsInput;
};

/** What an editor writes of a fertilizer product. */
export type FertilizerProductInput = {
  /** DRY or LIQUID. */
  form: FertilizerForm;
  /** Liquids: lb per US gallon, more than 0 and at most 20; null for dry products. */
  lbPerUsGal?: InputMaybe<Scalars['Float']['input']>;
  /** Whether the company allows it in the seed row. */
  maySeedPlace: Scalars['Boolean']['input'];
  /** Name as sold, 1 to 120 characters. */
  name: Scalars['String']['input'];
  /** Guaranteed total nitrogen (N), % by mass. */
  nitrogenPercent: Scalars['Float']['input'];
  /** What the other declared nutrients are, e.g. "1 % Zn"; empty for none. */
  otherNutrients: Scalars['String']['input'];
  /** Every other declared nutrient together, % by mass; 0 for none. */
  otherPercent: Scalars['Float']['input'];
  /** Guaranteed available phosphate (P₂O₅), % by mass. */
  phosphatePercent: Scalars['Float']['input'];
  /** Guaranteed soluble potash (K₂O), % by mass. */
  potashPercent: Scalars['Float']['input'];
  /** Price per tonne in Canadian dollars, 0 to 100 000; null for none. */
  pricePerTonne?: InputMaybe<Scalars['Float']['input']>;
  /** The day the price was set; required with a price. */
  priceSetOn?: InputMaybe<Scalars['Date']['input']>;
  /** Salt index (sodium nitrate = 100), 0 to 300; null when none is known. */
  saltIndex?: InputMaybe<Scalars['Float']['input']>;
  /** Where the salt index comes from (title, publisher, year); required with a salt index. */
  saltIndexSource: Scalars['String']['input'];
  /** Guaranteed sulphur (S), % by mass. */
  sulphurPercent: Scalars['Float']['input'];
};

/** Targets from a yield goal less a soil test. */
export type FertilizerTargetsInput = {
  /** Yield goal, bu/ac (or tonnesPerHa). */
  bushelsPerAcre?: InputMaybe<Scalars['Float']['input']>;
  /** The crop. */
  crop: FertilizerCrop;
  /** Soil test, lb/ac. */
  soilTestLbPerAcre?: InputMaybe<NutrientAmountsInput>;
  /** Yield goal, t/ha. */
  tonnesPerHa?: InputMaybe<Scalars['Float']['input']>;
};

/** What an editor writes of a foliar product. */
export type FoliarProductInput = {
  /** What the product is. */
  kind: FoliarProductKind;
  /** The label’s spraying notes; 1 to 1000 characters. */
  labelNotes: Scalars['String']['input'];
  /** Name as on the label; 1 to 120 characters. */
  name: Scalars['String']['input'];
  /** Rainfast time from the label, in minutes (15 to 1440). */
  rainfastMinutes: Scalars['Int']['input'];
};

/** What a sprayed product is. */
export type FoliarProductKind =
  /** An adjuvant or surfactant sprayed with another product. */
  | 'ADJUVANT'
  /** A foliar fertilizer or micronutrient. */
  | 'FOLIAR_NUTRIENT'
  /** A fungicide. */
  | 'FUNGICIDE'
  /** A herbicide. */
  | 'HERBICIDE';

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

/** A person to invite to the admin by e-mail. */
export type InviteStaffAccountInput = {
  /** Where the invitation goes; also the username the person signs in with, so at most 100 characters. One account per address. */
  email: Scalars['String']['input'];
  /** The person's name, 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** What the account may do once the invitation is accepted. */
  role: Role;
};

/** A request to join a waitlist. */
export type JoinWaitlistInput = {
  /** Version of the waitlist's consent wording the form showed (`waitlistConsentWording.version`); the current one when absent. Another waitlist's, the newsletter's or an unknown version is a user error. */
  consentVersion?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address; compared without regard to case. */
  email: Scalars['String']['input'];
  /** Path of the page the form is on, e.g. "/apps", for the consent record. */
  page?: InputMaybe<Scalars['String']['input']>;
  /** The waitlist to join. */
  waitlist: Waitlist;
  /** Leave empty. The form hides this field from people; a submission that fills it is answered as usual and not stored. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Where the e-mailing of a newsletter stands. */
export type MailingStatus =
  /** Recipients are being mailed. */
  | 'SENDING'
  /** Every recipient has an answer: sent, failed, bounced or skipped. */
  | 'SENT';

/** A point on the map, in Canada. */
export type MapLocationInput = {
  /** Latitude in degrees, 41.6 to 83.2 (Canada). */
  latitude: Scalars['Float']['input'];
  /** Longitude in degrees, -141 to -52 (Canada; west negative). */
  longitude: Scalars['Float']['input'];
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

/** Where a newsletter stands: only PUBLISHED ones are on the site. */
export type NewsletterState =
  /** Being written; only the admin sees it. */
  | 'DRAFT'
  /** On the site. */
  | 'PUBLISHED'
  /** Published with a date still ahead: appears on the site at that moment (America/Edmonton). */
  | 'SCHEDULED';

/** A nutrient as fertilizer labels declare it. */
export type Nutrient =
  /** Potash as K₂O. */
  | 'K2O'
  /** Nitrogen as N. */
  | 'N'
  /** Phosphate as P₂O₅. */
  | 'P2O5'
  /** Sulphur as S. */
  | 'S';

/** Nutrient amounts, lb/ac; leave one out for none. */
export type NutrientAmountsInput = {
  /** N. */
  nitrogen?: InputMaybe<Scalars['Float']['input']>;
  /** P₂O₅. */
  phosphate?: InputMaybe<Scalars['Float']['input']>;
  /** K₂O. */
  potash?: InputMaybe<Scalars['Float']['input']>;
  /** S. */
  sulphur?: InputMaybe<Scalars['Float']['input']>;
};

/** One thing a role allows. Admin fields that need one answer FORBIDDEN to a role without it. */
export type Permission =
  /** Company settings, the audit trail, the mail outbox and privacy requests (finding and erasing a person). */
  | 'ADMINISTRATION'
  /** The site's content and images, their versions and edit locks, newsletter mailings. */
  | 'CONTENT'
  /** Contact messages and subscribers, with their CSV exports. */
  | 'MESSAGES';

/** What the plan optimises. */
export type PlanMode =
  /** Meet every target with the least nutrient to spare. */
  | 'EXACT'
  /** Meet every target at the least cost (priced products only). */
  | 'LEAST_COST';

/** The three product categories, in display order. */
export type ProductCategory =
  /** "Organic Solutions": inputs approved for organic farming. */
  | 'ORGANIC_SOLUTIONS'
  /** "Plant Nutrition": fertilizers that feed the crop. */
  | 'PLANT_NUTRITION'
  /** "Soil Health": products that build the soil. */
  | 'SOIL_HEALTH';

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

/** The e-mail address of the account whose password was forgotten. */
export type RequestPasswordResetInput = {
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
};

/** What a signed-in staff member may do: a fixed set of permissions. */
export type Role =
  /** Content and images; no accounts, no settings. */
  | 'EDITOR'
  /** Everything, including accounts and settings. */
  | 'OWNER'
  /** Contact messages and subscribers (read, mark handled, export); no content. */
  | 'SUPPORT';

/** The seed row: crop, soil, opener and what goes with the seed. */
export type SeedRowCheckInput = {
  /** The crop. */
  crop: FertilizerCrop;
  /** What goes with the seed. */
  lines: Array<SeedRowLineInput>;
  /** Seedbed moisture. */
  moisture: SeedbedMoisture;
  /** Row spacing, more than 0. */
  rowSpacing: Scalars['Float']['input'];
  /** Opener spread, in the row spacing’s unit. */
  spread: Scalars['Float']['input'];
  /** Soil texture. */
  texture: SoilTexture;
};

/** A product placed with the seed, and its rate. */
export type SeedRowLineInput = {
  /** Product rate, lb/ac. */
  lbPerAcre: Scalars['Float']['input'];
  /** An id from `fertilizerCatalogue`. */
  productId: Scalars['ID']['input'];
};

/** The seed-row answer. */
export type SeedRowVerdict =
  /** Within them, but a condition makes the guideline uncertain. */
  | 'CAUTION'
  /** More than a published safe rate, or a product that must not be seed-placed. */
  | 'EXCEEDS'
  /** Within the published safe rates. */
  | 'SAFE';

/** Seedbed moisture at seeding. */
export type SeedbedMoisture =
  /** Drier than that: the guidelines give no rates, so any N or P₂O₅ is a caution. */
  | 'DRIER'
  /** Good to excellent (at or near field capacity). */
  | 'GOOD_TO_EXCELLENT';

/** E-mailing a published newsletter to its subscribers. */
export type SendNewsletterInput = {
  /** The recipient count the office was shown (newsletterMailingCheck): a different count now refuses the send. */
  expectedRecipients: Scalars['Int']['input'];
  /** The newsletter. */
  newsletterId: Scalars['ID']['input'];
  /** Only subscribers who chose one of these topics; empty: every confirmed subscriber. */
  topics: Array<Scalars['String']['input']>;
};

/** A test of a newsletter's e-mail to one address. */
export type SendNewsletterTestInput = {
  /** Where the test goes (a colleague, the office). */
  email: Scalars['String']['input'];
  /** The newsletter. */
  newsletterId: Scalars['ID']['input'];
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

/** The soil's texture class. */
export type SoilTexture =
  /** Heavy (clay to heavy clay). */
  | 'HEAVY'
  /** Light (sandy loam). */
  | 'LIGHT'
  /** Medium (loam to clay loam). */
  | 'MEDIUM';

/** Whether the forecast could be read. */
export type SprayForecastStatus =
  /** Rated hours follow. */
  | 'AVAILABLE'
  /** No forecast now (provider outage, still being fetched, or no provider configured): use manual mode. */
  | 'UNAVAILABLE';

/** How suitable an hour is for spraying. */
export type SprayRating =
  /** Effective and drift-safe: no reason against it. */
  | 'GOOD'
  /** Possible with care: at least one marginal reason. */
  | 'MARGINAL'
  /** Do not spray: at least one poor reason. */
  | 'POOR';

/** Why an hour is not Good. */
export type SprayReasonCode =
  /** ΔT above 8 °C (marginal) or 10 °C (poor): droplets evaporate. */
  | 'DELTA_T_HIGH'
  /** ΔT below 2 °C: drift and inversion risk. */
  | 'DELTA_T_LOW'
  /** Outside the wet-bulb formula’s range: ΔT cannot be given. */
  | 'DELTA_T_UNKNOWN'
  /** Gusts above 20 km/h. */
  | 'GUSTS'
  /** Calm or clear between evening and sunrise. */
  | 'INVERSION_RISK'
  /** The forecast does not cover the rainfast time. */
  | 'RAIN_UNKNOWN'
  /** Rain forecast before the product is rainfast. */
  | 'RAIN_WITHIN_RAINFAST_TIME'
  /** Air below 15 °C or above 26 °C. */
  | 'TEMPERATURE_OUT_OF_RANGE'
  /** Wind under 3 km/h. */
  | 'WIND_TOO_CALM'
  /** Wind above 15 km/h (marginal) or 20 km/h (poor). */
  | 'WIND_TOO_STRONG';

/** Why a forecast is UNAVAILABLE, so a client knows whether asking again can help. */
export type SprayUnavailableReason =
  /** The place’s forecast is still being fetched from a slow provider (the server waits at most SPRAY_FORECAST_WAIT_MS, then goes on fetching): asking again in a minute may find it. Never kept by the server’s caches. */
  | 'FETCHING'
  /** This site has no forecast provider configured (SPRAY_FORECAST_PROVIDER=none): asking again will not help. */
  | 'NOT_CONFIGURED'
  /** The provider failed or timed out, or its circuit breaker is open after repeated failures: asking again soon will not help; try later. Never kept by the server’s caches. */
  | 'OUTAGE';

/** Whether a staff account signs in. */
export type StaffAccountStatus =
  /** Signs in. */
  | 'ACTIVE'
  /** Does not sign in; its sessions and tokens are refused. */
  | 'DISABLED'
  /** Invited; signs in once the invitation is accepted. */
  | 'INVITED';

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

/** Where a newsletter subscriber stands (double opt-in). */
export type SubscriberStatus =
  /** Confirmed the address: receives newsletters. */
  | 'CONFIRMED'
  /** Subscribed, the confirmation link not yet followed: sent nothing else. */
  | 'PENDING'
  /** Left the newsletter: sent nothing. */
  | 'UNSUBSCRIBED';

/** Why an e-mail's link did nothing. */
export type SubscriptionLinkProblem =
  /** Too old: ask for a new one by subscribing again. */
  | 'EXPIRED'
  /** Not a link we sent, already used, or replaced by a newer one. */
  | 'INVALID';

/** Topics chosen on the preferences page. */
export type SubscriptionPreferencesInput = {
  /** The topics wanted, from `NewsletterSubscription.topics`: Plant Nutrition, Soil Health, Organic Solutions, FarmOps Manager waitlist. A waitlist left out is left; one the address is not on is not joined. */
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

/** One step of the "How It Works" section. */
export type TechnologyStepInput = {
  /** What happens in the step, one paragraph; 1 to 1000 characters. */
  text: Scalars['String']['input'];
  /** Heading of the step; 1 to 120 characters. */
  title: Scalars['String']['input'];
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

/** The signed-in person's password, to turn two-factor sign-in off. */
export type TurnOffTwoFactorInput = {
  /** The current password; never logged or echoed. */
  password: Scalars['String']['input'];
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

/** How the admin is signed in to. */
export type UpdateSecuritySettingsInput = {
  /** Whether every account must sign in with two-factor; unchanged when omitted. */
  requireTwoFactor?: InputMaybe<Scalars['Boolean']['input']>;
  /** Minutes a browser session may sit unused (5–1440); unchanged when omitted. */
  sessionIdleMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** Hours a browser session lasts at most (1–720); unchanged when omitted. */
  sessionLifetimeHours?: InputMaybe<Scalars['Int']['input']>;
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

/** What an editor writes of a tab of the videos page. */
export type VideoCategoryInput = {
  /** Tab label, e.g. "Customer Testimonials"; 1 to 80 characters, unique. */
  name: Scalars['String']['input'];
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

/** A waitlist of an app in development: a subscription topic of its own. */
export type Waitlist =
  /** FarmOps Manager (Coming Soon on /apps); topic "FarmOps Manager waitlist". */
  | 'FARMOPS_MANAGER';

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
