/**
 * The metadata every public page sets (spec section 1): title, description, canonical URL, Open
 * Graph and Twitter card tags, optional JSON-LD. One pure function builds the tags so the browser
 * (PageMeta) and the server renderer write exactly the same ones.
 */
import type { ImagePreload } from 'ui-kit';

/** The company's name as the API's company record gives it (scripts/company-name.test.ts). */
export const SITE_NAME = 'Prairie Elite Agronomics';

/**
 * A sharing image with its size and type, which Facebook and LinkedIn need to show a large
 * picture on the first share (without them they show a thumbnail until they have fetched it).
 */
export interface SharingImage {
  url: string;
  width: number;
  height: number;
  type: string;
}

/** The size social sites show large (1.91:1), as the backend draws records' images. */
export const SHARING_IMAGE_SIZE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** A JPEG of the sharing size at `url` (frontend/public/og-default.jpg, or a record's image). */
export const sharingJpeg = (url: string): SharingImage => ({ url, ...SHARING_IMAGE_SIZE });

export const DEFAULT_IMAGE = sharingJpeg('/og-default.jpg');

/** Another format of the page, e.g. a feed: `<link rel="alternate" type=… title=… href=…>`. */
export interface AlternateLink {
  type: string;
  title: string;
  /** Site path or absolute URL. */
  href: string;
}

export interface PageMetaInput {
  /** Page title without the site name, e.g. "Newsletter". */
  title: string;
  description: string;
  /** Path of the page, e.g. "/products/3"; the canonical URL is the site URL plus this path. */
  path: string;
  /**
   * The sharing image: an absolute URL or site path, or a JPEG with its size (social sites show
   * neither SVG nor small pictures large).
   */
  image?: string | SharingImage;
  /** Other formats of the page (the newsletter's feeds). */
  alternates?: readonly AlternateLink[];
  type?: 'website' | 'article' | 'product';
  /** Admin pages and error screens stay out of search engines. */
  noindex?: boolean;
  /** Structured data objects, each written as one application/ld+json script. */
  jsonLd?: object[];
  /**
   * The page's main image (ui-kit's `imagePreload`): preloaded from the `<head>`, so its download
   * starts before the browser has parsed the inline styles in front of the `<img>`.
   */
  preloadImage?: ImagePreload;
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { tag: 'link'; rel: string; href: string; type?: string; title?: string }
  | ({ tag: 'preload' } & ImagePreload)
  | { tag: 'script'; type: 'application/ld+json'; text: string };

function absolute(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}

export function fullTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

export function buildHeadTags(input: PageMetaInput, siteUrl: string): HeadTag[] {
  const url = absolute(siteUrl, input.path);
  const given = input.image ?? DEFAULT_IMAGE;
  const sharing = typeof given === 'string' ? undefined : given;
  const image = absolute(siteUrl, typeof given === 'string' ? given : given.url);
  const title = fullTitle(input.title);
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    ...(input.preloadImage ? [{ tag: 'preload' as const, ...input.preloadImage }] : []),
    { tag: 'meta', key: 'name', name: 'description', content: input.description },
    { tag: 'link', rel: 'canonical', href: url },
    { tag: 'meta', key: 'property', name: 'og:site_name', content: SITE_NAME },
    { tag: 'meta', key: 'property', name: 'og:title', content: title },
    { tag: 'meta', key: 'property', name: 'og:description', content: input.description },
    { tag: 'meta', key: 'property', name: 'og:url', content: url },
    { tag: 'meta', key: 'property', name: 'og:image', content: image },
    ...(sharing
      ? ([
          { tag: 'meta', key: 'property', name: 'og:image:width', content: String(sharing.width) },
          {
            tag: 'meta',
            key: 'property',
            name: 'og:image:height',
            content: String(sharing.height),
          },
          { tag: 'meta', key: 'property', name: 'og:image:type', content: sharing.type },
        ] as const)
      : []),
    { tag: 'meta', key: 'property', name: 'og:type', content: input.type ?? 'website' },
    { tag: 'meta', key: 'property', name: 'og:locale', content: 'en_CA' },
    { tag: 'meta', key: 'name', name: 'twitter:card', content: 'summary_large_image' },
    { tag: 'meta', key: 'name', name: 'twitter:title', content: title },
    { tag: 'meta', key: 'name', name: 'twitter:description', content: input.description },
    { tag: 'meta', key: 'name', name: 'twitter:image', content: image },
  ];
  for (const { type, title: feedTitle, href } of input.alternates ?? []) {
    tags.push({
      tag: 'link',
      rel: 'alternate',
      type,
      title: feedTitle,
      href: absolute(siteUrl, href),
    });
  }
  if (input.noindex) {
    tags.push({ tag: 'meta', key: 'name', name: 'robots', content: 'noindex, nofollow' });
  }
  for (const data of input.jsonLd ?? []) {
    tags.push({ tag: 'script', type: 'application/ld+json', text: JSON.stringify(data) });
  }
  return tags;
}

/** The attributes of an image preload link, the same on the server and in the browser. */
export function preloadAttributes({ href, srcSet, sizes, type }: ImagePreload) {
  return {
    rel: 'preload',
    as: 'image',
    href,
    ...(srcSet ? { imagesrcset: srcSet, imagesizes: sizes ?? '100vw' } : {}),
    ...(type ? { type } : {}),
    fetchpriority: 'high',
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags as HTML, for the server renderer. JSON-LD is escaped so it cannot close its script. */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map((t) => {
      switch (t.tag) {
        case 'title':
          return `<title>${escapeHtml(t.text)}</title>`;
        case 'meta':
          return `<meta ${t.key}="${escapeHtml(t.name)}" content="${escapeHtml(t.content)}" data-page-meta>`;
        case 'link':
          return `<link rel="${escapeHtml(t.rel)}"${t.type ? ` type="${escapeHtml(t.type)}"` : ''}${t.title ? ` title="${escapeHtml(t.title)}"` : ''} href="${escapeHtml(t.href)}" data-page-meta>`;
        case 'preload':
          return `<link ${Object.entries(preloadAttributes(t))
            .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
            .join(' ')} data-page-meta>`;
        case 'script':
          return `<script type="application/ld+json" data-page-meta>${t.text.replace(/</g, '\\u003c')}</script>`;
      }
    })
    .join('\n');
}
