import { useEffect, useRef, useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../shared/placeholders';

/** Formats of the modern copies the server makes of uploaded photos (GraphQL `ImageFormat`). */
export type ImageFormat = 'AVIF' | 'WEBP';

/** One resized copy of an image (GraphQL `ImageVariant`). */
export interface ImageVariant {
  url: string;
  format: ImageFormat;
  /** Width in pixels: the `w` descriptor of the srcset. */
  width: number;
}

/** An image with what the browser needs before it loads (GraphQL `ResponsiveImage`). */
export interface ResponsiveImage {
  url: string;
  /** Intrinsic size: with both, the browser reserves the image's box before a byte arrives. */
  width?: number | null;
  height?: number | null;
  /** Resized AVIF and WebP copies; the browser picks the first format it reads, then the width. */
  variants?: readonly ImageVariant[] | null;
}

export interface FallbackImageProps {
  /** The image with its size and variants, e.g. a product's `image` from GraphQL. */
  image?: ResponsiveImage | null;
  /** A plain address, for an image whose size is unknown; `image` wins when both are given. */
  src?: string | null;
  alt: string;
  /** Shown when the image is missing or fails to load. */
  fallbackSrc?: string;
  className?: string;
  /**
   * How wide the image is drawn, as in `<img sizes>`, so the browser downloads the smallest
   * variant that fills it: e.g. "(min-width: 900px) 40vw, 100vw". Only used with variants.
   */
  sizes?: string;
  /**
   * The page's main image (its Largest Contentful Paint): fetched at once with high priority.
   * Every other image waits until it nears the viewport and decodes off the main thread.
   */
  priority?: boolean;
}

/**
 * `sizes` of an image filling a card of the ui-kit's card grid (`pe-grid`: columns of at least
 * 280 px in a page at most 1200 px wide): four columns, three, two, then one.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1224px) 282px, (min-width: 920px) 33vw, (min-width: 616px) 50vw, 100vw';

/**
 * `sizes` of the picture of a card that shows it as a 128 px thumbnail on phones
 * (`pe-card--phone-row`: products, the team's leaders) and fills the card above that.
 */
export const PHONE_ROW_CARD_IMAGE_SIZES = `(max-width: 575px) 128px, ${CARD_IMAGE_SIZES}`;

/** The built-in placeholder's own size (see placeholders.ts), for a missing image. */
const PLACEHOLDER_SIZE = { width: 400, height: 300 };

const MIME: Record<ImageFormat, string> = { AVIF: 'image/avif', WEBP: 'image/webp' };
// AVIF first: a browser takes the first <source> whose type it can decode.
const FORMAT_ORDER: ImageFormat[] = ['AVIF', 'WEBP'];

function srcSet(variants: readonly ImageVariant[], format: ImageFormat): string {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** What a `<link rel="preload" as="image">` for an image needs. */
export interface ImagePreload {
  href: string;
  /** With variants: the AVIF srcset and the slot's sizes, as the `<picture>` offers them. */
  srcSet?: string;
  sizes?: string;
  /** Only browsers that read this type preload; the others find the `<picture>` as usual. */
  type?: string;
}

/**
 * The preload of a page's main image, for its `<head>`: the file the browser will pick from the
 * `<picture>` (its AVIF srcset) or the image itself. Lets the download start before the browser
 * has read the styles and markup in front of the image.
 */
export function imagePreload(image: ResponsiveImage, sizes = '100vw'): ImagePreload {
  const set = srcSet(image.variants ?? [], 'AVIF');
  return set ? { href: image.url, srcSet: set, sizes, type: MIME.AVIF } : { href: image.url };
}

/**
 * An image that never moves the page: it carries its intrinsic `width` and `height` (the CSS
 * keeps the ratio with `height: auto`), offers AVIF and WebP variants in a `<picture>` when there
 * are some, is lazy unless it is the page's main image, and swaps itself for a fallback once when
 * its source is missing or broken (keeping the same box).
 */
/**
 * What FallbackImage does when its picture fails, for a server-rendered `<img>` that React does not
 * manage (markup the site never hydrates): the placeholder in the box the image announced, or
 * the placeholder's own size. The `<picture>`'s sources go, or the browser would keep them.
 */
export function showImageFallback(img: HTMLImageElement): void {
  if (img.dataset.fallback) return;
  img.dataset.fallback = 'true';
  img.parentElement?.querySelectorAll(':scope > source').forEach((source) => source.remove());
  if (!img.getAttribute('width') || !img.getAttribute('height')) {
    img.width = PLACEHOLDER_SIZE.width;
    img.height = PLACEHOLDER_SIZE.height;
  }
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_IMAGE;
}

export function FallbackImage({
  image,
  src: plainSrc,
  alt,
  fallbackSrc = PLACEHOLDER_IMAGE,
  className,
  sizes = '100vw',
  priority = false,
}: FallbackImageProps) {
  const src = image ? image.url : plainSrc;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  const imageRef = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before React hydrates and listens for onError: check once.
  useEffect(() => {
    const img = imageRef.current;
    if (src && img?.complete && img.currentSrc && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  // A broken image keeps the size it announced, so the fallback takes exactly its box.
  const size =
    image?.width && image.height
      ? { width: image.width, height: image.height }
      : broken && fallbackSrc === PLACEHOLDER_IMAGE
        ? PLACEHOLDER_SIZE
        : undefined;
  const img = (
    <img
      ref={imageRef}
      className={className ? `pe-image ${className}` : 'pe-image'}
      src={broken ? fallbackSrc : src}
      alt={alt}
      width={size?.width}
      height={size?.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      data-fallback={broken ? 'true' : undefined}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
  const variants = broken ? [] : (image?.variants ?? []);
  if (variants.length === 0) return img;
  return (
    <picture className="pe-picture">
      {FORMAT_ORDER.map((format) => {
        const set = srcSet(variants, format);
        return set ? <source key={format} type={MIME[format]} srcSet={set} sizes={sizes} /> : null;
      })}
      {img}
    </picture>
  );
}
