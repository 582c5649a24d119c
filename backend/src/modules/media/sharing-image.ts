import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ImageStorage } from './image-storage.js';

/**
 * The size Facebook, LinkedIn and X show large (1.91:1): smaller pictures get a thumbnail or
 * nothing, and none of them shows an SVG.
 */
export const SHARING_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/**
 * The site's page background (ui-kit palette `wheat100`, the web manifest's `background_color`):
 * the bands around a picture whose shape is not 1.91:1 look like the site, not like black bars.
 */
export const SHARING_BACKGROUND = '#f7f5ef';

/** Same ceiling as uploads (image-processing.ts): a stored file is decoded with the same care. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Rendered images kept in memory: one per record and version, about 30–80 KB each. */
const CACHED_IMAGES = 200;

/**
 * Draws `source` (a raster or an SVG) as a 1200×630 JPEG: scaled to fit, never stretched or
 * cropped, centred on the site's background. An SVG is rasterised (librsvg, in sharp's build) at
 * the density that makes it exactly as large as it is shown, so lines and label text stay sharp
 * instead of a 72 dpi rendering being scaled up.
 */
export async function renderSharingImage(source: Buffer): Promise<Buffer> {
  const { width, height } = SHARING_IMAGE;
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  const probe = await sharp(source, options).metadata();
  let density: number | undefined;
  if (probe.format === 'svg' && probe.width && probe.height) {
    const scale = Math.min(width / probe.width, height / probe.height);
    density = Math.min(72 * scale, 2400);
  }
  return sharp(source, { ...options, density, autoOrient: true })
    .resize({ width, height, fit: 'contain', background: SHARING_BACKGROUND })
    .flatten({ background: SHARING_BACKGROUND })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * Sharing images of records, each made once per source image and record version: the key holds
 * the image's path and the record's last change, so an edit gets a new image at the next request
 * and the old one ages out of the LRU. Concurrent requests for one key share one rendering.
 */
export class SharingImages {
  private readonly rendered = new LRUCache<string, Promise<Buffer | undefined>>({
    max: CACHED_IMAGES,
  });

  constructor(private readonly storage: ImageStorage) {}

  /** The cache key (and ETag seed) of `imagePath` as of `changedAt`. */
  static key(imagePath: string, changedAt: Date): string {
    return `${imagePath}@${changedAt.getTime()}`;
  }

  /**
   * The JPEG of the site's image at `imagePath` (an upload or a built-in image); undefined when
   * the path is not a file the site serves (an outside URL is never fetched) or cannot be decoded.
   */
  render(imagePath: string, changedAt: Date): Promise<Buffer | undefined> {
    const key = SharingImages.key(imagePath, changedAt);
    let image = this.rendered.get(key);
    if (!image) {
      image = this.renderFile(imagePath);
      this.rendered.set(key, image);
      // A failure is not remembered: a file restored in the store is found at the next request.
      void image.then((bytes) => bytes ?? this.rendered.delete(key));
    }
    return image;
  }

  private async renderFile(imagePath: string): Promise<Buffer | undefined> {
    // A store that cannot answer now is tried again at the next request (nothing is remembered).
    const source = await this.storage.read(imagePath).catch(() => undefined);
    if (!source) return undefined;
    return renderSharingImage(source).catch(() => undefined);
  }
}
