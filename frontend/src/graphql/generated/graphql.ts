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
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: any; output: any; }
};

/** One entry of the dashboard's "Recent Activity" (admin only). */
export type ActivityItem = {
  __typename?: 'ActivityItem';
  /** When it happened. */
  at: Scalars['DateTimeISO']['output'];
  /** What: the business type of a message; empty for a subscription. */
  detail: Scalars['String']['output'];
  /** Unique in the list: the kind and the row id, e.g. "contact:7". */
  id: Scalars['ID']['output'];
  /** "contact" (a contact form message) or "subscription". */
  kind: Scalars['String']['output'];
  /** Who: the sender's name, or the subscriber's e-mail address. */
  title: Scalars['String']['output'];
};

/** A postal address in Canada. */
export type AddressType = {
  __typename?: 'AddressType';
  city: Scalars['String']['output'];
  /** Two-letter country code. */
  country: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  /** Two-letter province code, e.g. AB. */
  province: Scalars['String']['output'];
  /** Street line, with suite or rural route. */
  street: Scalars['String']['output'];
};

/** Who the bearer token of this request belongs to. */
export type AdminIdentity = {
  __typename?: 'AdminIdentity';
  /** Admin user id (the JWT subject; owner of crop plans). */
  id: Scalars['ID']['output'];
  /** Role carried by the token: `admin`. */
  role: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

/** A signed-in admin session: send the token as `Authorization: Bearer`. */
export type AdminSession = {
  __typename?: 'AdminSession';
  /** When the token stops being accepted. */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** JWT (HS256) to send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
  /** The signed-in admin. */
  username: Scalars['String']['output'];
};

/** A certification or registration held by one product. */
export type Certification = {
  __typename?: 'Certification';
  /** Path or URL of the certificate PDF; empty when none is published. */
  documentUrl: Scalars['String']['output'];
  /** Stable numeric identifier. */
  id: Scalars['ID']['output'];
  /** Id of the product this certification belongs to. */
  productId: Scalars['Int']['output'];
  /** Kind of certification, e.g. "OMRI Listed". */
  type: Scalars['String']['output'];
};

/** A company certification shown as a card on /certifications. */
export type CertificationCard = {
  __typename?: 'CertificationCard';
  description: Scalars['String']['output'];
  /** True when the card can be expanded to list its subtypes. */
  expandable: Scalars['Boolean']['output'];
  /** True when validUntil has passed (judged by the day in Edmonton; "2025" holds through 31 December 2025). */
  expired: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Standards listed when the card is expanded; empty for other cards. */
  subtypes: Array<CertificationSubtype>;
  /** E.g. "ISO 9001:2015". */
  title: Scalars['String']['output'];
  /** Year (or date) until which it is valid, as displayed, e.g. "2026". */
  validUntil: Scalars['String']['output'];
};

/** A standard listed inside an expandable certification card. */
export type CertificationSubtype = {
  __typename?: 'CertificationSubtype';
  /** Whether products are currently certified under this standard. */
  available: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** E.g. "OMRI". */
  name: Scalars['String']['output'];
};

/** The company's public contact details, as shown in the footer and on /contact. */
export type Company = {
  __typename?: 'Company';
  /** General information e-mail address. */
  email: Scalars['String']['output'];
  fax: Scalars['String']['output'];
  /** Head office in Edmonton, Alberta. */
  headOffice: AddressType;
  /** Head office phone (Edmonton). */
  headOfficePhone: Scalars['String']['output'];
  legalName: Scalars['String']['output'];
  /** Mission statement. */
  mission: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Phone for Saskatchewan customers. */
  saskatchewanPhone: Scalars['String']['output'];
  /** Mailbox that receives contact-form submissions. */
  submissionsMailbox: Scalars['String']['output'];
  tollFreePhone: Scalars['String']['output'];
  /** Warehouse near Tofield, Alberta. */
  warehouse: AddressType;
};

/** A message sent through the contact form (admin only). */
export type Contact = {
  __typename?: 'Contact';
  /** One of "Crop Farming", "Livestock Farming", "Mixed Farming", "Organic Farming", "Other". */
  businessType: Scalars['String']['output'];
  /** When the message was received. */
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The message, line breaks kept. */
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

/** A message from the contact form. */
export type ContactInput = {
  /** One of "Crop Farming", "Livestock Farming", "Mixed Farming", "Organic Farming", "Other". */
  businessType: Scalars['String']['input'];
  email: Scalars['String']['input'];
  message: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

/** Receipt for a contact message: it is stored. */
export type ContactReceipt = {
  __typename?: 'ContactReceipt';
  /** Id of the stored message. */
  id: Scalars['ID']['output'];
  /** Text for the success toast. */
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** A signed-in user's plan for one crop on one field. */
export type CropPlan = {
  __typename?: 'CropPlan';
  /** Recommendations from an advisory tool, as free JSON. */
  aiRecommendations: Maybe<Scalars['JSON']['output']>;
  /** When the plan was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  cropName: Scalars['String']['output'];
  /** Last day (YYYY-MM-DD), on or after startDate. */
  endDate: Scalars['String']['output'];
  /** Field identifier, e.g. "NE-12-51-19-W4". */
  field: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  notes: Maybe<Scalars['String']['output']>;
  /** First day (YYYY-MM-DD). */
  startDate: Scalars['String']['output'];
  /** One of "planned" (default), "in-progress", "completed", "cancelled". */
  status: Scalars['String']['output'];
  /** When the plan was last changed. */
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Id of the user who owns the plan. */
  userId: Scalars['Int']['output'];
};

/** A new crop plan. */
export type CropPlanInput = {
  /** Free JSON object. */
  aiRecommendations?: InputMaybe<Scalars['JSON']['input']>;
  /** Crop, e.g. "Canola". */
  cropName: Scalars['String']['input'];
  /** Last day, YYYY-MM-DD, on or after the start date. */
  endDate: Scalars['String']['input'];
  /** Field identifier, e.g. a legal land description. */
  field: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  /** First day, YYYY-MM-DD. */
  startDate: Scalars['String']['input'];
  /** Defaults to "planned". */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** Counts for the tiles of the admin dashboard. */
export type DashboardCounts = {
  __typename?: 'DashboardCounts';
  /** Contact form submissions. */
  contacts: Scalars['Int']['output'];
  documents: Scalars['Int']['output'];
  imageAssets: Scalars['Int']['output'];
  newsletters: Scalars['Int']['output'];
  products: Scalars['Int']['output'];
  subscribers: Scalars['Int']['output'];
  teamMembers: Scalars['Int']['output'];
  testimonials: Scalars['Int']['output'];
  videos: Scalars['Int']['output'];
};

/** A downloadable PDF of the documentation page. */
export type DocumentFile = {
  __typename?: 'DocumentFile';
  description: Scalars['String']['output'];
  /** True when validUntil has passed (judged by the day in Edmonton): the certificate is no longer current. */
  expired: Scalars['Boolean']['output'];
  /** Path or URL of the PDF. */
  fileUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: DocumentKind;
  /** For a safety data sheet, its product id. */
  productId: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  /** Day the document was last updated (YYYY-MM-DD). */
  updatedOn: Maybe<Scalars['String']['output']>;
  /** Last day of validity (YYYY-MM-DD), for certificates. */
  validUntil: Maybe<Scalars['String']['output']>;
};

/** Which tab of /documentation a document belongs to. */
export type DocumentKind =
  /** Approved input certificates and lists ("Certifications"). */
  | 'CERTIFICATE'
  /** Field trial results ("Field Trials"). */
  | 'FIELD_TRIAL'
  /** One safety data sheet per product ("Product MSDS"). */
  | 'SAFETY_DATA_SHEET';

/** An image of the image manager (/admin/images). */
export type ImageAsset = {
  __typename?: 'ImageAsset';
  /** One of "Field", "Product", "Consultation", "Technology", "Team", "Other". */
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** Intrinsic height in pixels. */
  height: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Path the image is served at, e.g. /images/fields/canola-bloom.svg. */
  path: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  /** AVIF and WebP copies at a few widths, narrowest first: of an upload, made when it was uploaded (deleted with it); of a built-in illustration, the raster copies shipped beside its SVG. Empty for GIFs and for built-in SVGs without copies (the fallbacks). */
  variants: Array<ImageVariant>;
  /** Intrinsic width in pixels (measured at upload, or read from the built-in SVG); null for an upload made before sizes were measured. */
  width: Maybe<Scalars['Int']['output']>;
};

/** Name, category, description and tags of an image. */
export type ImageAssetInput = {
  /** Field, Product, Consultation, Technology, Team or Other. */
  category: Scalars['String']['input'];
  /** Optional; empty when absent. */
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** Tags; blank and repeated ones are dropped. A form may send "a, b". */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Format of an image variant (the `type` of a `<source>` is image/avif or image/webp). */
export type ImageFormat =
  /** AVIF: the smallest files; offered first. */
  | 'AVIF'
  /** WebP: for browsers without AVIF. */
  | 'WEBP';

/** A resized copy of an image in a modern format, for a srcset: of an uploaded photo (never wider than the original) or a raster copy of a built-in illustration. */
export type ImageVariant = {
  __typename?: 'ImageVariant';
  format: ImageFormat;
  /** Height in pixels. */
  height: Scalars['Int']['output'];
  /** Path the variant is served at, e.g. /uploads/<uuid>-960w.avif or /images/products/elite-phos-960w.avif. */
  url: Scalars['String']['output'];
  /** Width in pixels (the `w` of a srcset). */
  width: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Signs an admin in. Wrong username or password: UNAUTHENTICATED "Invalid credentials"; after 10 failures in 15 minutes from one address: TOO_MANY_REQUESTS. */
  adminLogin: AdminSession;
  /** Creates a crop plan (status "planned" by default). */
  createCropPlan: CropPlan;
  /** Deletes one of the signed-in user’s crop plans. */
  deleteCropPlan: Scalars['Boolean']['output'];
  /** Deletes an image (admin only): an uploaded one with its file, a built-in one (committed in the repository) by its row only. */
  deleteImageAsset: Scalars['Boolean']['output'];
  /** Sends a message through the contact form. */
  submitContact: ContactReceipt;
  /** Subscribes an e-mail address to the newsletter. Subscribing again answers the same success (no duplicate, nothing revealed). */
  subscribe: SubscribeResult;
  /** Changes one of the signed-in user’s crop plans. */
  updateCropPlan: CropPlan;
  /** Saves the name, category, description and tags of an image (admin only). Upload new images with POST /api/admin/images. */
  updateImageAsset: ImageAsset;
};


export type MutationAdminLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationCreateCropPlanArgs = {
  input: CropPlanInput;
};


export type MutationDeleteCropPlanArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteImageAssetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSubmitContactArgs = {
  input: ContactInput;
};


export type MutationSubscribeArgs = {
  input: SubscribeInput;
};


export type MutationUpdateCropPlanArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCropPlanInput;
};


export type MutationUpdateImageAssetArgs = {
  id: Scalars['ID']['input'];
  input: ImageAssetInput;
};

/** A monthly newsletter article, with an optional PDF edition. */
export type Newsletter = {
  __typename?: 'Newsletter';
  /** Body as plain multi-line text; the site renders it line by line (empty line = spacer, short title-like line = heading, other lines = paragraphs). */
  content: Scalars['String']['output'];
  /** Publication date (the site shows month and year). */
  date: Scalars['DateTimeISO']['output'];
  /** Stable numeric identifier, used in /newsletter/{id}. */
  id: Scalars['ID']['output'];
  /** The cover image with its intrinsic size and variants; null without an image. */
  image: Maybe<ResponsiveImage>;
  /** Image path or URL. */
  imageUrl: Scalars['String']['output'];
  /** Path or URL of the PDF edition; empty string when there is none. */
  pdfUrl: Scalars['String']['output'];
  /** One-paragraph summary shown on the list. */
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A fertilizer or soil product sold by the company. */
export type Product = {
  __typename?: 'Product';
  /** One of "Plant Nutrition", "Soil Health", "Organic Solutions". */
  category: Scalars['String']['output'];
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
};

export type Query = {
  __typename?: 'Query';
  /** The certification cards of /certifications. */
  certificationCards: Array<CertificationCard>;
  /** The company's contact details and locations. */
  company: Company;
  /** Contact form submissions, newest first (admin only). */
  contacts: Maybe<Array<Contact>>;
  /** One of the signed-in user's crop plans; NOT_FOUND otherwise. */
  cropPlan: Maybe<CropPlan>;
  /** The signed-in user's crop plans, by start date. */
  cropPlans: Array<CropPlan>;
  /** The admin the bearer token belongs to (checks a stored token's validity). */
  currentAdmin: Maybe<AdminIdentity>;
  /** Counts for the admin dashboard (admin only). */
  dashboardCounts: Maybe<DashboardCounts>;
  /** Downloadable documents of /documentation, optionally of one kind (tab). */
  documents: Array<DocumentFile>;
  /** Images of the image manager, optionally of one category: the 13 built-in ones first, then uploads. Public: they are the images the site shows. */
  imageAssets: Array<ImageAsset>;
  /** The image categories, in display order. */
  imageCategories: Array<Scalars['String']['output']>;
  /** One newsletter by id; NOT_FOUND when it does not exist. */
  newsletter: Maybe<Newsletter>;
  /** Newsletters, newest first. */
  newsletters: Array<Newsletter>;
  /** One product by id; NOT_FOUND when it does not exist (also for a non-numeric id). */
  product: Maybe<Product>;
  /** One product by slug (e.g. "elite-phos"); NOT_FOUND when none matches. */
  productBySlug: Maybe<Product>;
  /** The three product categories, in display order. */
  productCategories: Array<Scalars['String']['output']>;
  /** One product's certifications; NOT_FOUND when the product does not exist. */
  productCertifications: Array<Certification>;
  /** Products in display order; with `category`, only that category ("Plant Nutrition", "Soil Health" or "Organic Solutions"; another value is BAD_USER_INPUT). */
  products: Array<Product>;
  /** The latest contact messages and subscriptions, newest first (admin only; 1 to 50 items). */
  recentActivity: Maybe<Array<ActivityItem>>;
  /** Newsletter subscribers, newest first (admin only). */
  subscribers: Maybe<Array<Subscriber>>;
  /** The team in display order: leadership first, then the farm consultants. */
  teamMembers: Array<TeamMember>;
  /** All technology content entries. */
  technologies: Array<TechnologyContent>;
  /** One entry by key ("technology" or "soil-diagnostics"); NOT_FOUND for an unknown key. */
  technology: Maybe<TechnologyContent>;
  /** Customer testimonials in display order. */
  testimonials: Array<Testimonial>;
  /** The three tabs of /videos ("Product Features", "Product Information", "Customer Testimonials") with their videos. */
  videoCategories: Array<VideoCategory>;
  /** Videos by tab and position; with `category` (e.g. "Product Features") only that tab. */
  videos: Array<Video>;
};


export type QueryCropPlanArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDocumentsArgs = {
  kind?: InputMaybe<DocumentKind>;
};


export type QueryImageAssetsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
};


export type QueryNewsletterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewslettersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
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
  category?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRecentActivityArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryTeamMembersArgs = {
  group?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTechnologyArgs = {
  key?: Scalars['String']['input'];
};


export type QueryVideosArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
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

/** A newsletter subscription. */
export type SubscribeInput = {
  /** E-mail address; compared without regard to case. */
  email: Scalars['String']['input'];
  /** Topics of interest; empty by default. */
  preferences?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Answer to a subscription. The same for a new and an already subscribed address, so it never reveals who is subscribed. */
export type SubscribeResult = {
  __typename?: 'SubscribeResult';
  /** Text for the success toast. */
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** A newsletter subscriber (admin only). */
export type Subscriber = {
  __typename?: 'Subscriber';
  /** E-mail address, in lower case. */
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Receives newsletters; true on subscription. */
  isActive: Scalars['Boolean']['output'];
  /** Confirmed the address; false on subscription (how is not built yet). */
  isVerified: Scalars['Boolean']['output'];
  /** Topics the subscriber chose; empty by default. */
  preferences: Array<Scalars['String']['output']>;
  /** When the address first subscribed. */
  subscribeDate: Scalars['DateTimeISO']['output'];
};

/** A person of the team. The home page shows the leadership as full cards and the rest under "Our Farm Consultants". */
export type TeamMember = {
  __typename?: 'TeamMember';
  bio: Scalars['String']['output'];
  /** Professional credentials, e.g. "P.Ag." */
  credentials: Maybe<Scalars['String']['output']>;
  /** "leadership" (full cards) or "consultant". */
  group: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The portrait with its intrinsic size and variants; null without an image. */
  image: Maybe<ResponsiveImage>;
  /** Portrait path or URL (illustrated initials in the seed data). */
  imageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Job title, e.g. "Senior Agronomist". */
  role: Scalars['String']['output'];
  /** Display position; lower comes first. */
  sortOrder: Scalars['Float']['output'];
};

/** Content of a technology page (/soil-diagnostics/technology and /technologies/{key}). */
export type TechnologyContent = {
  __typename?: 'TechnologyContent';
  applications: Array<Scalars['String']['output']>;
  /** Key Benefits. */
  benefits: Array<Scalars['String']['output']>;
  /** Quote attributed to the technical director. */
  developerQuote: Scalars['String']['output'];
  /** Paragraphs of the full description. */
  fullDescription: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Alternative text of each image, same order. */
  imageAlts: Array<Scalars['String']['output']>;
  /** Image paths or URLs. */
  images: Array<Scalars['String']['output']>;
  /** Lookup key, e.g. "technology" or "soil-diagnostics". */
  key: Scalars['String']['output'];
  /** Related Products section. */
  relatedProducts: Array<RelatedProduct>;
  /** The images with their intrinsic sizes and variants, in the order of `images`. */
  responsiveImages: Array<ResponsiveImage>;
  shortDescription: Scalars['String']['output'];
  title: Scalars['String']['output'];
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
};

/** Changes to a crop plan; omitted fields stay as they are. */
export type UpdateCropPlanInput = {
  aiRecommendations?: InputMaybe<Scalars['JSON']['input']>;
  cropName?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  field?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/** A video hosted on an external video site. */
export type Video = {
  __typename?: 'Video';
  /** Name of the tab the video is in. */
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** False: the site shows a disabled "Coming Soon" button. */
  isAvailable: Scalars['Boolean']['output'];
  /** The thumbnail with its intrinsic size and variants; null without one (the site shows the tote). */
  thumbnail: Maybe<ResponsiveImage>;
  /** Thumbnail path or URL; the site falls back to the tote image. */
  thumbnailUrl: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Where "Watch Video" leads (external site, new tab). */
  url: Scalars['String']['output'];
  /** The video site's own id of the video. */
  videoId: Scalars['String']['output'];
};

/** A tab of the videos page, e.g. "Product Features". */
export type VideoCategory = {
  __typename?: 'VideoCategory';
  id: Scalars['ID']['output'];
  /** Tab label, e.g. "Customer Testimonials". */
  name: Scalars['String']['output'];
  /** Videos of the tab, in display order. */
  videos: Array<Video>;
};

export type SubscribeMutationVariables = Exact<{
  input: SubscribeInput;
}>;


export type SubscribeMutation = { __typename?: 'Mutation', subscribe: { __typename?: 'SubscribeResult', success: boolean, message: string } };

export type CompanyQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyQuery = { __typename?: 'Query', company: { __typename?: 'Company', name: string, legalName: string, mission: string, headOfficePhone: string, fax: string, saskatchewanPhone: string, tollFreePhone: string, email: string, headOffice: { __typename?: 'AddressType', street: string, city: string, province: string, postalCode: string }, warehouse: { __typename?: 'AddressType', street: string, city: string, province: string, postalCode: string } } };

export type ResponsiveImageFieldsFragment = { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> };

export type CertificationsCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type CertificationsCardsQuery = { __typename?: 'Query', certificationCards: Array<{ __typename?: 'CertificationCard', id: string, title: string, description: string, validUntil: string, expired: boolean, expandable: boolean, subtypes: Array<{ __typename?: 'CertificationSubtype', id: string, name: string, description: string, available: boolean }> }> };

export type ContactSendMessageMutationVariables = Exact<{
  input: ContactInput;
}>;


export type ContactSendMessageMutation = { __typename?: 'Mutation', submitContact: { __typename?: 'ContactReceipt', success: boolean, id: string, message: string } };

export type DocumentationDocumentsQueryVariables = Exact<{
  kind: DocumentKind;
}>;


export type DocumentationDocumentsQuery = { __typename?: 'Query', documents: Array<{ __typename?: 'DocumentFile', id: string, kind: DocumentKind, title: string, description: string, fileUrl: string, productId: number | null, validUntil: string | null, expired: boolean, updatedOn: string | null }> };

export type HomeNewslettersQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeNewslettersQuery = { __typename?: 'Query', newsletters: Array<{ __typename?: 'Newsletter', id: string, title: string, date: string, summary: string, imageUrl: string, pdfUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null }> };

export type HomeTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeTeamQuery = { __typename?: 'Query', teamMembers: Array<{ __typename?: 'TeamMember', id: string, name: string, role: string, credentials: string | null, bio: string, imageUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null }> };

export type HomeTestimonialsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeTestimonialsQuery = { __typename?: 'Query', testimonials: Array<{ __typename?: 'Testimonial', id: string, customerName: string, content: string, rating: number }> };

export type NewsletterArticleQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type NewsletterArticleQuery = { __typename?: 'Query', newsletter: { __typename?: 'Newsletter', id: string, title: string, date: string, summary: string, content: string, imageUrl: string, pdfUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null } | null };

export type NewsletterListNewslettersQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterListNewslettersQuery = { __typename?: 'Query', newsletters: Array<{ __typename?: 'Newsletter', id: string, title: string, date: string, summary: string, imageUrl: string, pdfUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null }> };

export type ProductBySlugQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type ProductBySlugQuery = { __typename?: 'Query', productBySlug: { __typename?: 'Product', id: string, name: string, slug: string, category: string, description: string, features: Array<string>, imageUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null, certifications: Array<{ __typename?: 'Certification', id: string, type: string, documentUrl: string }>, safetyDataSheet: { __typename?: 'DocumentFile', id: string, title: string, fileUrl: string } | null } | null };

export type ProductDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductDetailQuery = { __typename?: 'Query', product: { __typename?: 'Product', id: string, name: string, slug: string, category: string, description: string, features: Array<string>, imageUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null, certifications: Array<{ __typename?: 'Certification', id: string, type: string, documentUrl: string }>, safetyDataSheet: { __typename?: 'DocumentFile', id: string, title: string, fileUrl: string } | null } | null };

export type ProductDetailFieldsFragment = { __typename?: 'Product', id: string, name: string, slug: string, category: string, description: string, features: Array<string>, imageUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null, certifications: Array<{ __typename?: 'Certification', id: string, type: string, documentUrl: string }>, safetyDataSheet: { __typename?: 'DocumentFile', id: string, title: string, fileUrl: string } | null };

export type ProductsPageProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductsPageProductsQuery = { __typename?: 'Query', products: Array<{ __typename?: 'Product', id: string, name: string, category: string, description: string, imageUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null }> };

export type SoilDiagnosticsProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type SoilDiagnosticsProductsQuery = { __typename?: 'Query', products: Array<{ __typename?: 'Product', id: string, name: string, category: string, description: string, imageUrl: string, image: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null }> };

export type SoilTechnologyQueryVariables = Exact<{
  key: Scalars['String']['input'];
}>;


export type SoilTechnologyQuery = { __typename?: 'Query', technology: { __typename?: 'TechnologyContent', id: string, key: string, title: string, shortDescription: string, fullDescription: Array<string>, images: Array<string>, imageAlts: Array<string>, benefits: Array<string>, applications: Array<string>, developerQuote: string, responsiveImages: Array<{ __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> }>, relatedProducts: Array<{ __typename?: 'RelatedProduct', name: string }> } | null };

export type VideosCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type VideosCategoriesQuery = { __typename?: 'Query', videoCategories: Array<{ __typename?: 'VideoCategory', id: string, name: string, videos: Array<{ __typename?: 'Video', id: string, title: string, description: string, url: string, thumbnailUrl: string, isAvailable: boolean, thumbnail: { __typename?: 'ResponsiveImage', url: string, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } | null }> }> };

export type AdminContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminContactsQuery = { __typename?: 'Query', contacts: Array<{ __typename?: 'Contact', id: string, name: string, email: string, phone: string, businessType: string, message: string, createdAt: string }> | null, company: { __typename?: 'Company', name: string, email: string } };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { __typename?: 'Query', dashboardCounts: { __typename?: 'DashboardCounts', products: number, newsletters: number, testimonials: number, contacts: number, subscribers: number, imageAssets: number, teamMembers: number } | null, recentActivity: Array<{ __typename?: 'ActivityItem', id: string, kind: string, title: string, detail: string, at: string }> | null };

export type AdminCurrentAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCurrentAdminQuery = { __typename?: 'Query', currentAdmin: { __typename?: 'AdminIdentity', id: string, username: string } | null };

export type AdminLoginMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type AdminLoginMutation = { __typename?: 'Mutation', adminLogin: { __typename?: 'AdminSession', token: string, expiresAt: string, username: string } };

export type AdminDeleteImageAssetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeleteImageAssetMutation = { __typename?: 'Mutation', deleteImageAsset: boolean };

export type AdminImageAssetsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminImageAssetsQuery = { __typename?: 'Query', imageCategories: Array<string>, imageAssets: Array<{ __typename?: 'ImageAsset', id: string, path: string, name: string, category: string, description: string, tags: Array<string>, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> }> };

export type AdminUpdateImageAssetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ImageAssetInput;
}>;


export type AdminUpdateImageAssetMutation = { __typename?: 'Mutation', updateImageAsset: { __typename?: 'ImageAsset', id: string, path: string, name: string, category: string, description: string, tags: Array<string>, width: number | null, height: number | null, variants: Array<{ __typename?: 'ImageVariant', url: string, format: ImageFormat, width: number }> } };

export const ResponsiveImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<ResponsiveImageFieldsFragment, unknown>;
export const ProductDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"safetyDataSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<ProductDetailFieldsFragment, unknown>;
export const SubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Subscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscribeMutation, SubscribeMutationVariables>;
export const CompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"mission"}},{"kind":"Field","name":{"kind":"Name","value":"headOfficePhone"}},{"kind":"Field","name":{"kind":"Name","value":"fax"}},{"kind":"Field","name":{"kind":"Name","value":"saskatchewanPhone"}},{"kind":"Field","name":{"kind":"Name","value":"tollFreePhone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"headOffice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warehouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyQuery, CompanyQueryVariables>;
export const CertificationsCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificationsCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificationCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"expandable"}},{"kind":"Field","name":{"kind":"Name","value":"subtypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]}}]} as unknown as DocumentNode<CertificationsCardsQuery, CertificationsCardsQueryVariables>;
export const ContactSendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactSendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContactSendMessageMutation, ContactSendMessageMutationVariables>;
export const DocumentationDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentationDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"updatedOn"}}]}}]}}]} as unknown as DocumentNode<DocumentationDocumentsQuery, DocumentationDocumentsQueryVariables>;
export const HomeNewslettersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeNewsletters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<HomeNewslettersQuery, HomeNewslettersQueryVariables>;
export const HomeTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"credentials"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<HomeTeamQuery, HomeTeamQueryVariables>;
export const HomeTestimonialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeTestimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}}]}}]} as unknown as DocumentNode<HomeTestimonialsQuery, HomeTestimonialsQueryVariables>;
export const NewsletterArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<NewsletterArticleQuery, NewsletterArticleQueryVariables>;
export const NewsletterListNewslettersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterListNewsletters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<NewsletterListNewslettersQuery, NewsletterListNewslettersQueryVariables>;
export const ProductBySlugDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductBySlug"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productBySlug"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"safetyDataSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode<ProductBySlugQuery, ProductBySlugQueryVariables>;
export const ProductDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"safetyDataSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]} as unknown as DocumentNode<ProductDetailQuery, ProductDetailQueryVariables>;
export const ProductsPageProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductsPageProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<ProductsPageProductsQuery, ProductsPageProductsQueryVariables>;
export const SoilDiagnosticsProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SoilDiagnosticsProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<SoilDiagnosticsProductsQuery, SoilDiagnosticsProductsQueryVariables>;
export const SoilTechnologyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SoilTechnology"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technology"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"fullDescription"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"responsiveImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageAlts"}},{"kind":"Field","name":{"kind":"Name","value":"benefits"}},{"kind":"Field","name":{"kind":"Name","value":"applications"}},{"kind":"Field","name":{"kind":"Name","value":"developerQuote"}},{"kind":"Field","name":{"kind":"Name","value":"relatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<SoilTechnologyQuery, SoilTechnologyQueryVariables>;
export const VideosCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VideosCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ResponsiveImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]} as unknown as DocumentNode<VideosCategoriesQuery, VideosCategoriesQueryVariables>;
export const AdminContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AdminContactsQuery, AdminContactsQueryVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"newsletters"}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"}},{"kind":"Field","name":{"kind":"Name","value":"subscribers"}},{"kind":"Field","name":{"kind":"Name","value":"imageAssets"}},{"kind":"Field","name":{"kind":"Name","value":"teamMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminCurrentAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCurrentAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<AdminCurrentAdminQuery, AdminCurrentAdminQueryVariables>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminDeleteImageAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteImageAsset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteImageAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteImageAssetMutation, AdminDeleteImageAssetMutationVariables>;
export const AdminImageAssetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminImageAssets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageAssets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageCategories"}}]}}]} as unknown as DocumentNode<AdminImageAssetsQuery, AdminImageAssetsQueryVariables>;
export const AdminUpdateImageAssetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateImageAsset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageAssetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateImageAsset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateImageAssetMutation, AdminUpdateImageAssetMutationVariables>;