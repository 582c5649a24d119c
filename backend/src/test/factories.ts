import type { EntityManager, FilterQuery, MikroORM } from '@mikro-orm/postgresql';
import type { EntityClass } from '@mikro-orm/core';
import { CertificationCard, CertificationSubtype } from '../modules/certification-cards/index.js';
import { CompanySettings } from '../modules/company/index.js';
import { Document, DocumentKind } from '../modules/documents/index.js';
import { FoliarProduct, FoliarProductKind } from '../modules/foliar-products/index.js';
import { ImageAsset, ImageCategory } from '../modules/media/index.js';
import { Newsletter, NewsletterStatus } from '../modules/newsletters/index.js';
import { Certification, Product, ProductCategory, productSlug } from '../modules/products/index.js';
import { TeamGroup, TeamMember } from '../modules/team/index.js';
import { TechnologyContent } from '../modules/technologies/index.js';
import { Testimonial } from '../modules/testimonials/index.js';
import { Video, VideoCategory } from '../modules/videos/index.js';

/*
 * Factories of the records tests assert on, as Redwood's scenarios: each makes one record with
 * invented defaults (any field can be overridden), stores it as the seeders store built-in
 * content (through the ORM, last in its list) and returns it. Names carry a random tag, so the
 * records of one test never meet another's, in any order. Call them one after the other: a
 * record's place is the count of the list it joins.
 */

/** A test database or a test app's: where the records go. */
export interface RecordStore {
  orm: MikroORM;
}

/** `label` with a random tag: unique among the records of a run. */
export function unique(label: string): string {
  return `${label} ${Math.random().toString(36).slice(2, 8)}`;
}

/** Where a new record of `entity` goes: last of the rows matching `where`. */
function nextPlace<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: FilterQuery<T>,
): Promise<number> {
  return em.count(entity, where);
}

export interface ProductFields {
  name: string;
  category: ProductCategory;
  description: string;
  features: string[];
  imageUrl: string;
  /** Its certifications: a type and the path of its PDF. */
  certifications: { type: string; documentUrl: string }[];
  /** The path of its safety data sheet's PDF, listed on /documentation; none when absent. */
  safetyDataSheet?: string;
}

export async function makeProduct(
  store: RecordStore,
  fields: Partial<ProductFields> = {},
): Promise<Product> {
  const em = store.orm.em.fork();
  const { certifications = [], safetyDataSheet, ...own } = fields;
  const name = own.name ?? unique('Test Blend');
  const product = em.create(Product, {
    name,
    slug: productSlug(name),
    category: ProductCategory.SOIL_HEALTH,
    description: 'A humic blend that feeds soil life through the season.',
    features: ['Builds organic matter', 'Holds moisture in sandy soils'],
    imageUrl: '/images/tote.svg',
    ...own,
    sortOrder: await nextPlace(em, Product, {}),
  });
  certifications.forEach((certification, index) =>
    em.create(Certification, { product, ...certification, sortOrder: index }),
  );
  if (safetyDataSheet !== undefined) {
    em.create(Document, {
      kind: DocumentKind.SAFETY_DATA_SHEET,
      title: `${name} Safety Data Sheet`,
      description: `Hazards, handling, storage and first aid for ${name}.`,
      fileUrl: safetyDataSheet,
      product,
      updatedOn: '2024-01-15',
      sortOrder: await nextPlace(em, Document, { kind: DocumentKind.SAFETY_DATA_SHEET }),
    });
  }
  await em.flush();
  return product;
}

export interface DocumentFields {
  kind: DocumentKind.CERTIFICATE | DocumentKind.FIELD_TRIAL;
  title: string;
  description: string;
  fileUrl: string;
  validUntil: string | null;
  updatedOn: string | null;
}

/** A certificate or field trial of /documentation (safety data sheets come with makeProduct). */
export async function makeDocument(
  store: RecordStore,
  fields: Partial<DocumentFields> = {},
): Promise<Document> {
  const em = store.orm.em.fork();
  const kind = fields.kind ?? DocumentKind.CERTIFICATE;
  const document = em.create(Document, {
    kind,
    title: unique('Test Certificate'),
    description: 'A certificate of the test’s own.',
    fileUrl: '/documents/certificates/approved-input-list.pdf',
    validUntil: null,
    updatedOn: '2024-04-24',
    ...fields,
    sortOrder: await nextPlace(em, Document, { kind }),
  });
  await em.flush();
  return document;
}

export interface FoliarProductFields {
  name: string;
  kind: FoliarProductKind;
  /** Minutes the spray must stay dry, from its label (15 to 1440). */
  rainfastMinutes: number;
  labelNotes: string;
}

/** A sprayed product of the Spray Condition App's choice, last. */
export async function makeFoliarProduct(
  store: RecordStore,
  fields: Partial<FoliarProductFields> = {},
): Promise<FoliarProduct> {
  const em = store.orm.em.fork();
  const product = em.create(FoliarProduct, {
    name: unique('Test Foliar'),
    kind: FoliarProductKind.FOLIAR_NUTRIENT,
    rainfastMinutes: 60,
    labelNotes: 'Keep 1 hour clear of rain.',
    ...fields,
    sortOrder: await nextPlace(em, FoliarProduct, {}),
  });
  await em.flush();
  return product;
}

export interface NewsletterFields {
  title: string;
  date: Date;
  summary: string;
  content: string;
  imageUrl: string;
  pdfUrl: string;
  status: NewsletterStatus;
}

/** A published edition (visitors see it once its date has come). */
export async function makeNewsletter(
  store: RecordStore,
  fields: Partial<NewsletterFields> = {},
): Promise<Newsletter> {
  const em = store.orm.em.fork();
  const newsletter = em.create(Newsletter, {
    title: unique('Field Notes'),
    date: new Date('2025-03-15T18:00:00Z'),
    summary: 'What to check before the drill goes in.',
    content: 'Soil temperature\n\nWait for 5 °C at seeding depth.',
    imageUrl: '/images/newsletters/2025-11.svg',
    status: NewsletterStatus.PUBLISHED,
    ...fields,
  });
  await em.flush();
  return newsletter;
}

export interface TeamMemberFields {
  name: string;
  role: string;
  credentials: string | null;
  bio: string;
  imageUrl: string;
  group: TeamGroup;
}

/** A person of the team, last of their group (a consultant unless told). */
export async function makeTeamMember(
  store: RecordStore,
  fields: Partial<TeamMemberFields> = {},
): Promise<TeamMember> {
  const em = store.orm.em.fork();
  const group = fields.group ?? TeamGroup.CONSULTANT;
  const member = em.create(TeamMember, {
    name: unique('Kim Tester'),
    role: 'Farm Consultant, Peace Country',
    credentials: null,
    bio: 'Kim works with canola growers around Grande Prairie.',
    imageUrl: '/images/placeholder.svg',
    ...fields,
    group,
    sortOrder: await nextPlace(em, TeamMember, { group }),
  });
  await em.flush();
  return member;
}

export interface TestimonialFields {
  customerName: string;
  content: string;
  rating: number;
}

export async function makeTestimonial(
  store: RecordStore,
  fields: Partial<TestimonialFields> = {},
): Promise<Testimonial> {
  const em = store.orm.em.fork();
  const testimonial = em.create(Testimonial, {
    customerName: unique('Jo Tester, canola grower near Wetaskiwin'),
    content: 'Even emergence on every field we tested.',
    rating: 4,
    ...fields,
    sortOrder: await nextPlace(em, Testimonial, {}),
  });
  await em.flush();
  return testimonial;
}

/** A tab of /videos, last. */
export async function makeVideoCategory(
  store: RecordStore,
  name = unique('Field Days'),
): Promise<VideoCategory> {
  const em = store.orm.em.fork();
  const category = em.create(VideoCategory, {
    name,
    sortOrder: await nextPlace(em, VideoCategory, {}),
  });
  await em.flush();
  return category;
}

export interface VideoFields {
  title: string;
  description: string;
  /** The id the video site gives; the link is made from it. */
  videoId: string;
  thumbnailUrl: string;
  isAvailable: boolean;
}

/** A video, last of its tab `category`. */
export async function makeVideo(
  store: RecordStore,
  category: VideoCategory,
  fields: Partial<VideoFields> = {},
): Promise<Video> {
  const em = store.orm.em.fork();
  const videoId = fields.videoId ?? 'pE7nSorb01a';
  const video = em.create(Video, {
    category: category.id,
    title: unique('Seeding Depth'),
    description: 'Checking seed depth behind the drill.',
    url: `https://www.youtube.com/watch?v=${videoId}`,
    thumbnailUrl: '/images/videos/pE7nSorb01a.svg',
    isAvailable: true,
    ...fields,
    videoId,
    sortOrder: await nextPlace(em, Video, { category: category.id }),
  });
  await em.flush();
  return video;
}

export interface CertificationCardFields {
  title: string;
  description: string;
  /** The year it is valid until, as the card states it ("2026"). */
  validUntil: string;
  expandable: boolean;
  subtypes: { name: string; description: string; available?: boolean }[];
}

/** A card of /certifications, last. */
export async function makeCertificationCard(
  store: RecordStore,
  fields: Partial<CertificationCardFields> = {},
): Promise<CertificationCard> {
  const em = store.orm.em.fork();
  const { subtypes = [], ...own } = fields;
  const card = em.create(CertificationCard, {
    title: unique('Test Standard'),
    description: 'Audited every year by an accredited body.',
    validUntil: '2026',
    expandable: subtypes.length > 0,
    ...own,
    sortOrder: await nextPlace(em, CertificationCard, {}),
  });
  subtypes.forEach((subtype, index) =>
    em.create(CertificationSubtype, { card, ...subtype, sortOrder: index }),
  );
  await em.flush();
  return card;
}

export interface TechnologyFields {
  key: string;
  name: string;
  title: string;
  shortDescription: string;
  summary: string;
  fullDescription: string[];
  steps: { title: string; text: string }[];
  images: string[];
  imageAlts: string[];
  benefits: string[];
  applications: string[];
  developerQuote: string;
  /** Names of products, as the office types them. */
  relatedProducts: string[];
}

/** A technology entry under a key of its own (or `key`), as the seeder adds a built-in one. */
export async function makeTechnology(
  store: RecordStore,
  fields: Partial<TechnologyFields> = {},
): Promise<TechnologyContent> {
  const em = store.orm.em.fork();
  const title = fields.title ?? unique('Carrier Technology');
  const entry = em.create(TechnologyContent, {
    key: `test-${Math.random().toString(36).slice(2, 10)}`,
    name: title,
    title,
    shortDescription: 'A coating that keeps a nutrient available in cold soil.',
    summary: 'The coating holds the nutrient until the roots reach it.',
    fullDescription: ['Why it was made.', 'How growers use it.'],
    steps: [
      { title: 'Coat', text: 'The nutrient is coated at the plant.' },
      { title: 'Release', text: 'Soil moisture opens the coating.' },
    ],
    images: ['/images/technology/nanosorb.svg'],
    imageAlts: ['Coated granules beside a root'],
    benefits: ['Steady supply'],
    applications: ['Banded at seeding'],
    developerQuote: 'Keep it where the roots are.',
    relatedProducts: [],
    ...fields,
  });
  await em.flush();
  return entry;
}

export interface ImageAssetFields {
  name: string;
  category: ImageCategory;
  description: string;
  tags: string[];
}

/**
 * A row of the image manager for the built-in picture at `path` (a file under /images/; uploads
 * go through the image manager's API), last. A path is listed once.
 */
export async function makeImageAsset(
  store: RecordStore,
  path: string,
  fields: Partial<ImageAssetFields> = {},
): Promise<ImageAsset> {
  const em = store.orm.em.fork();
  const asset = em.create(ImageAsset, {
    path,
    name: unique('Farm Picture'),
    category: ImageCategory.OTHER,
    description: 'A built-in drawing.',
    tags: ['farm'],
    ...fields,
    sortOrder: await nextPlace(em, ImageAsset, {}),
  });
  await em.flush();
  return asset;
}

export interface ContactFacts {
  email: string;
  tollFreePhone: string;
  headOfficePhone: string;
  /** Where contact-form notices go when COMPANY_MAILBOX is not set. */
  submissionsMailbox: string;
  /** The head office's street, city, province and postal code (mail footers print it). */
  headOffice: { street: string; city: string; province: string; postalCode: string };
}

/**
 * Replaces the company's stored contact facts (the one row the 'settings' seed holds, as the
 * office's Settings form would), so a test asserts on facts of its own rather than the built-in
 * ones. Facts not given keep their value.
 */
export async function setContactFacts(
  store: RecordStore,
  facts: Partial<ContactFacts>,
): Promise<CompanySettings> {
  const em = store.orm.em.fork();
  const settings = await em.findOneOrFail(
    CompanySettings,
    { id: { $gt: 0 } },
    { orderBy: { id: 'asc' } },
  );
  const { headOffice, ...own } = facts;
  em.assign(settings, own);
  if (headOffice) Object.assign(settings.headOffice, headOffice);
  await em.flush();
  return settings;
}
