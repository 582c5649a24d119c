/**
 * The metadata every public page sets (spec section 1): title, description, canonical URL, Open
 * Graph and Twitter card tags, optional JSON-LD. One pure function builds the tags so the browser
 * (PageMeta) and the server renderer write exactly the same ones.
 */
import type { ImagePreload } from 'ui-kit';

/** The company's name as the API's company record gives it (scripts/company-name.test.ts). */
export const SITE_NAME = 'Prairie Elite Agronomics';
export const DEFAULT_IMAGE = '/og-default.jpg';

export interface PageMetaInput {
  /** Page title without the site name, e.g. "Newsletter". */
  title: string;
  description: string;
  /** Path of the page, e.g. "/products/3"; the canonical URL is the site URL plus this path. */
  path: string;
  /** Absolute URL or site path of the sharing image. */
  image?: string;
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
  | { tag: 'link'; rel: string; href: string }
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
  const image = absolute(siteUrl, input.image ?? DEFAULT_IMAGE);
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
    { tag: 'meta', key: 'property', name: 'og:type', content: input.type ?? 'website' },
    { tag: 'meta', key: 'property', name: 'og:locale', content: 'en_CA' },
    { tag: 'meta', key: 'name', name: 'twitter:card', content: 'summary_large_image' },
    { tag: 'meta', key: 'name', name: 'twitter:title', content: title },
    { tag: 'meta', key: 'name', name: 'twitter:description', content: input.description },
    { tag: 'meta', key: 'name', name: 'twitter:image', content: image },
  ];
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
          return `<link rel="${escapeHtml(t.rel)}" href="${escapeHtml(t.href)}" data-page-meta>`;
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
