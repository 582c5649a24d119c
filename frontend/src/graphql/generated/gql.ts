/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query NewsletterConsentWording {\n  newsletterConsentWording {\n    version\n    text\n  }\n}": typeof types.NewsletterConsentWordingDocument,
    "mutation Subscribe($input: SubscribeInput!) {\n  subscribe(input: $input) {\n    message\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.SubscribeDocument,
    "query Company {\n  company {\n    name\n    legalName\n    mission\n    headOfficePhone\n    fax\n    saskatchewanPhone\n    tollFreePhone\n    email\n    headOffice {\n      street\n      city\n      province\n      postalCode\n    }\n    warehouse {\n      street\n      city\n      province\n      postalCode\n    }\n    businessHours\n    mapLocation {\n      latitude\n      longitude\n    }\n  }\n}": typeof types.CompanyDocument,
    "fragment NewsletterCardFields on Newsletter {\n  id\n  title\n  date\n  summary\n  imageUrl\n  image {\n    ...ResponsiveImageFields\n  }\n  pdfUrl\n}": typeof types.NewsletterCardFieldsFragmentDoc,
    "fragment ResponsiveImageFields on ResponsiveImage {\n  url\n  width\n  height\n  variants {\n    url\n    format\n    width\n  }\n}": typeof types.ResponsiveImageFieldsFragmentDoc,
    "fragment UserErrorFields on UserError {\n  field\n  message\n  code\n}": typeof types.UserErrorFieldsFragmentDoc,
    "query CertificationsCards {\n  certificationCards {\n    id\n    title\n    description\n    validUntil\n    expired\n    expandable\n    subtypes {\n      id\n      name\n      description\n      available\n    }\n  }\n}": typeof types.CertificationsCardsDocument,
    "mutation ContactSendMessage($input: ContactInput!) {\n  submitContact(input: $input) {\n    receipt {\n      id\n      message\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": typeof types.ContactSendMessageDocument,
    "query DocumentationDocuments($kind: DocumentKind!) {\n  documents(kind: $kind) {\n    id\n    kind\n    title\n    description\n    fileUrl\n    productId\n    validUntil\n    expired\n    updatedOn\n  }\n}": typeof types.DocumentationDocumentsDocument,
    "query HomeNewsletters {\n  newsletters(first: 1) {\n    edges {\n      node {\n        ...NewsletterCardFields\n      }\n    }\n  }\n}": typeof types.HomeNewslettersDocument,
    "query HomeTeam {\n  teamMembers {\n    id\n    name\n    role\n    credentials\n    bio\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}": typeof types.HomeTeamDocument,
    "query HomeTestimonials {\n  testimonials {\n    id\n    customerName\n    content\n    rating\n  }\n}": typeof types.HomeTestimonialsDocument,
    "query NewsletterArticle($id: ID!) {\n  newsletter(id: $id) {\n    id\n    title\n    date\n    summary\n    content\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n    pdfUrl\n  }\n}": typeof types.NewsletterArticleDocument,
    "query NewsletterListNewsletters($first: Int!) {\n  newsletters(first: $first) {\n    edges {\n      node {\n        ...NewsletterCardFields\n      }\n    }\n  }\n}": typeof types.NewsletterListNewslettersDocument,
    "query ProductBySlug($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductDetailFields\n  }\n}": typeof types.ProductBySlugDocument,
    "query ProductDetail($id: ID!) {\n  product(id: $id) {\n    ...ProductDetailFields\n  }\n}": typeof types.ProductDetailDocument,
    "fragment ProductDetailFields on Product {\n  id\n  name\n  slug\n  category\n  description\n  features\n  imageUrl\n  image {\n    ...ResponsiveImageFields\n  }\n  certifications {\n    id\n    type\n    documentUrl\n  }\n  safetyDataSheet {\n    id\n    title\n    fileUrl\n  }\n}": typeof types.ProductDetailFieldsFragmentDoc,
    "query ProductsPageProducts {\n  products {\n    id\n    name\n    category\n    description\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}": typeof types.ProductsPageProductsDocument,
    "query SoilDiagnosticsProducts {\n  products {\n    id\n    name\n    category\n    description\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}": typeof types.SoilDiagnosticsProductsDocument,
    "query SoilTechnology($key: String!) {\n  technology(key: $key) {\n    id\n    key\n    title\n    shortDescription\n    fullDescription\n    images\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n    imageAlts\n    benefits\n    applications\n    developerQuote\n    relatedProducts {\n      name\n    }\n  }\n}": typeof types.SoilTechnologyDocument,
    "query TechnologyCards {\n  microExtraction: technology(key: \"micro-extraction\") {\n    id\n    key\n    name\n    summary\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n  }\n  nanosorb: technology(key: \"nanosorb\") {\n    id\n    key\n    name\n    summary\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n  }\n}": typeof types.TechnologyCardsDocument,
    "query TechnologyPage($key: String!) {\n  technology(key: $key) {\n    id\n    key\n    title\n    shortDescription\n    summary\n    fullDescription\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n    imageAlts\n    steps {\n      title\n      text\n    }\n    benefits\n    applications\n  }\n}": typeof types.TechnologyPageDocument,
    "query TechnologySummary($key: String!) {\n  technology(key: $key) {\n    id\n    key\n    name\n    summary\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n    imageAlts\n    benefits\n  }\n}": typeof types.TechnologySummaryDocument,
    "query VideosCategories {\n  videoCategories {\n    id\n    name\n    videos {\n      id\n      title\n      description\n      url\n      thumbnailUrl\n      thumbnail {\n        ...ResponsiveImageFields\n      }\n      isAvailable\n    }\n  }\n}": typeof types.VideosCategoriesDocument,
};
const documents: Documents = {
    "query NewsletterConsentWording {\n  newsletterConsentWording {\n    version\n    text\n  }\n}": types.NewsletterConsentWordingDocument,
    "mutation Subscribe($input: SubscribeInput!) {\n  subscribe(input: $input) {\n    message\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.SubscribeDocument,
    "query Company {\n  company {\n    name\n    legalName\n    mission\n    headOfficePhone\n    fax\n    saskatchewanPhone\n    tollFreePhone\n    email\n    headOffice {\n      street\n      city\n      province\n      postalCode\n    }\n    warehouse {\n      street\n      city\n      province\n      postalCode\n    }\n    businessHours\n    mapLocation {\n      latitude\n      longitude\n    }\n  }\n}": types.CompanyDocument,
    "fragment NewsletterCardFields on Newsletter {\n  id\n  title\n  date\n  summary\n  imageUrl\n  image {\n    ...ResponsiveImageFields\n  }\n  pdfUrl\n}": types.NewsletterCardFieldsFragmentDoc,
    "fragment ResponsiveImageFields on ResponsiveImage {\n  url\n  width\n  height\n  variants {\n    url\n    format\n    width\n  }\n}": types.ResponsiveImageFieldsFragmentDoc,
    "fragment UserErrorFields on UserError {\n  field\n  message\n  code\n}": types.UserErrorFieldsFragmentDoc,
    "query CertificationsCards {\n  certificationCards {\n    id\n    title\n    description\n    validUntil\n    expired\n    expandable\n    subtypes {\n      id\n      name\n      description\n      available\n    }\n  }\n}": types.CertificationsCardsDocument,
    "mutation ContactSendMessage($input: ContactInput!) {\n  submitContact(input: $input) {\n    receipt {\n      id\n      message\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}": types.ContactSendMessageDocument,
    "query DocumentationDocuments($kind: DocumentKind!) {\n  documents(kind: $kind) {\n    id\n    kind\n    title\n    description\n    fileUrl\n    productId\n    validUntil\n    expired\n    updatedOn\n  }\n}": types.DocumentationDocumentsDocument,
    "query HomeNewsletters {\n  newsletters(first: 1) {\n    edges {\n      node {\n        ...NewsletterCardFields\n      }\n    }\n  }\n}": types.HomeNewslettersDocument,
    "query HomeTeam {\n  teamMembers {\n    id\n    name\n    role\n    credentials\n    bio\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}": types.HomeTeamDocument,
    "query HomeTestimonials {\n  testimonials {\n    id\n    customerName\n    content\n    rating\n  }\n}": types.HomeTestimonialsDocument,
    "query NewsletterArticle($id: ID!) {\n  newsletter(id: $id) {\n    id\n    title\n    date\n    summary\n    content\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n    pdfUrl\n  }\n}": types.NewsletterArticleDocument,
    "query NewsletterListNewsletters($first: Int!) {\n  newsletters(first: $first) {\n    edges {\n      node {\n        ...NewsletterCardFields\n      }\n    }\n  }\n}": types.NewsletterListNewslettersDocument,
    "query ProductBySlug($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductDetailFields\n  }\n}": types.ProductBySlugDocument,
    "query ProductDetail($id: ID!) {\n  product(id: $id) {\n    ...ProductDetailFields\n  }\n}": types.ProductDetailDocument,
    "fragment ProductDetailFields on Product {\n  id\n  name\n  slug\n  category\n  description\n  features\n  imageUrl\n  image {\n    ...ResponsiveImageFields\n  }\n  certifications {\n    id\n    type\n    documentUrl\n  }\n  safetyDataSheet {\n    id\n    title\n    fileUrl\n  }\n}": types.ProductDetailFieldsFragmentDoc,
    "query ProductsPageProducts {\n  products {\n    id\n    name\n    category\n    description\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}": types.ProductsPageProductsDocument,
    "query SoilDiagnosticsProducts {\n  products {\n    id\n    name\n    category\n    description\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}": types.SoilDiagnosticsProductsDocument,
    "query SoilTechnology($key: String!) {\n  technology(key: $key) {\n    id\n    key\n    title\n    shortDescription\n    fullDescription\n    images\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n    imageAlts\n    benefits\n    applications\n    developerQuote\n    relatedProducts {\n      name\n    }\n  }\n}": types.SoilTechnologyDocument,
    "query TechnologyCards {\n  microExtraction: technology(key: \"micro-extraction\") {\n    id\n    key\n    name\n    summary\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n  }\n  nanosorb: technology(key: \"nanosorb\") {\n    id\n    key\n    name\n    summary\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n  }\n}": types.TechnologyCardsDocument,
    "query TechnologyPage($key: String!) {\n  technology(key: $key) {\n    id\n    key\n    title\n    shortDescription\n    summary\n    fullDescription\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n    imageAlts\n    steps {\n      title\n      text\n    }\n    benefits\n    applications\n  }\n}": types.TechnologyPageDocument,
    "query TechnologySummary($key: String!) {\n  technology(key: $key) {\n    id\n    key\n    name\n    summary\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n    imageAlts\n    benefits\n  }\n}": types.TechnologySummaryDocument,
    "query VideosCategories {\n  videoCategories {\n    id\n    name\n    videos {\n      id\n      title\n      description\n      url\n      thumbnailUrl\n      thumbnail {\n        ...ResponsiveImageFields\n      }\n      isAvailable\n    }\n  }\n}": types.VideosCategoriesDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = gql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function gql(source: string): unknown;

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query NewsletterConsentWording {\n  newsletterConsentWording {\n    version\n    text\n  }\n}"): (typeof documents)["query NewsletterConsentWording {\n  newsletterConsentWording {\n    version\n    text\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation Subscribe($input: SubscribeInput!) {\n  subscribe(input: $input) {\n    message\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation Subscribe($input: SubscribeInput!) {\n  subscribe(input: $input) {\n    message\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Company {\n  company {\n    name\n    legalName\n    mission\n    headOfficePhone\n    fax\n    saskatchewanPhone\n    tollFreePhone\n    email\n    headOffice {\n      street\n      city\n      province\n      postalCode\n    }\n    warehouse {\n      street\n      city\n      province\n      postalCode\n    }\n    businessHours\n    mapLocation {\n      latitude\n      longitude\n    }\n  }\n}"): (typeof documents)["query Company {\n  company {\n    name\n    legalName\n    mission\n    headOfficePhone\n    fax\n    saskatchewanPhone\n    tollFreePhone\n    email\n    headOffice {\n      street\n      city\n      province\n      postalCode\n    }\n    warehouse {\n      street\n      city\n      province\n      postalCode\n    }\n    businessHours\n    mapLocation {\n      latitude\n      longitude\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment NewsletterCardFields on Newsletter {\n  id\n  title\n  date\n  summary\n  imageUrl\n  image {\n    ...ResponsiveImageFields\n  }\n  pdfUrl\n}"): (typeof documents)["fragment NewsletterCardFields on Newsletter {\n  id\n  title\n  date\n  summary\n  imageUrl\n  image {\n    ...ResponsiveImageFields\n  }\n  pdfUrl\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment ResponsiveImageFields on ResponsiveImage {\n  url\n  width\n  height\n  variants {\n    url\n    format\n    width\n  }\n}"): (typeof documents)["fragment ResponsiveImageFields on ResponsiveImage {\n  url\n  width\n  height\n  variants {\n    url\n    format\n    width\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment UserErrorFields on UserError {\n  field\n  message\n  code\n}"): (typeof documents)["fragment UserErrorFields on UserError {\n  field\n  message\n  code\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query CertificationsCards {\n  certificationCards {\n    id\n    title\n    description\n    validUntil\n    expired\n    expandable\n    subtypes {\n      id\n      name\n      description\n      available\n    }\n  }\n}"): (typeof documents)["query CertificationsCards {\n  certificationCards {\n    id\n    title\n    description\n    validUntil\n    expired\n    expandable\n    subtypes {\n      id\n      name\n      description\n      available\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ContactSendMessage($input: ContactInput!) {\n  submitContact(input: $input) {\n    receipt {\n      id\n      message\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"): (typeof documents)["mutation ContactSendMessage($input: ContactInput!) {\n  submitContact(input: $input) {\n    receipt {\n      id\n      message\n    }\n    userErrors {\n      ...UserErrorFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query DocumentationDocuments($kind: DocumentKind!) {\n  documents(kind: $kind) {\n    id\n    kind\n    title\n    description\n    fileUrl\n    productId\n    validUntil\n    expired\n    updatedOn\n  }\n}"): (typeof documents)["query DocumentationDocuments($kind: DocumentKind!) {\n  documents(kind: $kind) {\n    id\n    kind\n    title\n    description\n    fileUrl\n    productId\n    validUntil\n    expired\n    updatedOn\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query HomeNewsletters {\n  newsletters(first: 1) {\n    edges {\n      node {\n        ...NewsletterCardFields\n      }\n    }\n  }\n}"): (typeof documents)["query HomeNewsletters {\n  newsletters(first: 1) {\n    edges {\n      node {\n        ...NewsletterCardFields\n      }\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query HomeTeam {\n  teamMembers {\n    id\n    name\n    role\n    credentials\n    bio\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}"): (typeof documents)["query HomeTeam {\n  teamMembers {\n    id\n    name\n    role\n    credentials\n    bio\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query HomeTestimonials {\n  testimonials {\n    id\n    customerName\n    content\n    rating\n  }\n}"): (typeof documents)["query HomeTestimonials {\n  testimonials {\n    id\n    customerName\n    content\n    rating\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query NewsletterArticle($id: ID!) {\n  newsletter(id: $id) {\n    id\n    title\n    date\n    summary\n    content\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n    pdfUrl\n  }\n}"): (typeof documents)["query NewsletterArticle($id: ID!) {\n  newsletter(id: $id) {\n    id\n    title\n    date\n    summary\n    content\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n    pdfUrl\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query NewsletterListNewsletters($first: Int!) {\n  newsletters(first: $first) {\n    edges {\n      node {\n        ...NewsletterCardFields\n      }\n    }\n  }\n}"): (typeof documents)["query NewsletterListNewsletters($first: Int!) {\n  newsletters(first: $first) {\n    edges {\n      node {\n        ...NewsletterCardFields\n      }\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProductBySlug($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductDetailFields\n  }\n}"): (typeof documents)["query ProductBySlug($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductDetailFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProductDetail($id: ID!) {\n  product(id: $id) {\n    ...ProductDetailFields\n  }\n}"): (typeof documents)["query ProductDetail($id: ID!) {\n  product(id: $id) {\n    ...ProductDetailFields\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment ProductDetailFields on Product {\n  id\n  name\n  slug\n  category\n  description\n  features\n  imageUrl\n  image {\n    ...ResponsiveImageFields\n  }\n  certifications {\n    id\n    type\n    documentUrl\n  }\n  safetyDataSheet {\n    id\n    title\n    fileUrl\n  }\n}"): (typeof documents)["fragment ProductDetailFields on Product {\n  id\n  name\n  slug\n  category\n  description\n  features\n  imageUrl\n  image {\n    ...ResponsiveImageFields\n  }\n  certifications {\n    id\n    type\n    documentUrl\n  }\n  safetyDataSheet {\n    id\n    title\n    fileUrl\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ProductsPageProducts {\n  products {\n    id\n    name\n    category\n    description\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}"): (typeof documents)["query ProductsPageProducts {\n  products {\n    id\n    name\n    category\n    description\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SoilDiagnosticsProducts {\n  products {\n    id\n    name\n    category\n    description\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}"): (typeof documents)["query SoilDiagnosticsProducts {\n  products {\n    id\n    name\n    category\n    description\n    imageUrl\n    image {\n      ...ResponsiveImageFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SoilTechnology($key: String!) {\n  technology(key: $key) {\n    id\n    key\n    title\n    shortDescription\n    fullDescription\n    images\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n    imageAlts\n    benefits\n    applications\n    developerQuote\n    relatedProducts {\n      name\n    }\n  }\n}"): (typeof documents)["query SoilTechnology($key: String!) {\n  technology(key: $key) {\n    id\n    key\n    title\n    shortDescription\n    fullDescription\n    images\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n    imageAlts\n    benefits\n    applications\n    developerQuote\n    relatedProducts {\n      name\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query TechnologyCards {\n  microExtraction: technology(key: \"micro-extraction\") {\n    id\n    key\n    name\n    summary\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n  }\n  nanosorb: technology(key: \"nanosorb\") {\n    id\n    key\n    name\n    summary\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n  }\n}"): (typeof documents)["query TechnologyCards {\n  microExtraction: technology(key: \"micro-extraction\") {\n    id\n    key\n    name\n    summary\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n  }\n  nanosorb: technology(key: \"nanosorb\") {\n    id\n    key\n    name\n    summary\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query TechnologyPage($key: String!) {\n  technology(key: $key) {\n    id\n    key\n    title\n    shortDescription\n    summary\n    fullDescription\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n    imageAlts\n    steps {\n      title\n      text\n    }\n    benefits\n    applications\n  }\n}"): (typeof documents)["query TechnologyPage($key: String!) {\n  technology(key: $key) {\n    id\n    key\n    title\n    shortDescription\n    summary\n    fullDescription\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n    imageAlts\n    steps {\n      title\n      text\n    }\n    benefits\n    applications\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query TechnologySummary($key: String!) {\n  technology(key: $key) {\n    id\n    key\n    name\n    summary\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n    imageAlts\n    benefits\n  }\n}"): (typeof documents)["query TechnologySummary($key: String!) {\n  technology(key: $key) {\n    id\n    key\n    name\n    summary\n    responsiveImages {\n      ...ResponsiveImageFields\n    }\n    imageAlts\n    benefits\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query VideosCategories {\n  videoCategories {\n    id\n    name\n    videos {\n      id\n      title\n      description\n      url\n      thumbnailUrl\n      thumbnail {\n        ...ResponsiveImageFields\n      }\n      isAvailable\n    }\n  }\n}"): (typeof documents)["query VideosCategories {\n  videoCategories {\n    id\n    name\n    videos {\n      id\n      title\n      description\n      url\n      thumbnailUrl\n      thumbnail {\n        ...ResponsiveImageFields\n      }\n      isAvailable\n    }\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;