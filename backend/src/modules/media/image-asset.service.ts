import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import {
  findPage,
  type Connection,
  type KeysetOrder,
  type PageRequest,
} from '../../common/pagination.js';
import { AuditAction, HistoryService, type Actor } from '../history/index.js';
import { builtinImage, builtinImageSize } from './builtin-images.js';
import type { ImageSize } from './svg-size.js';
import type { ImageAssetInput } from './dto/image-asset.input.js';
import { IMAGE_CATEGORIES, ImageAsset, type ImageCategory } from './image-asset.entity.js';
import { processImage, type ProcessedImage } from './image-processing.js';
import { UPLOADS_URL_PREFIX, type ImageStorage } from './image-storage.js';
import { detectImageType, type DetectedImage } from './image-type.js';
import { ImageFormat, type ImageVariant, type ResponsiveImage } from './responsive-image.js';

export const IMAGE_NOT_FOUND = 'Image not found';
export const UNSUPPORTED_IMAGE =
  'The file is not a JPG, PNG, GIF or WEBP image (checked by its content, not its name)';
export const IMAGE_FILE_REQUIRED = 'Choose an image file to upload';
export const UNREADABLE_IMAGE =
  'The image could not be read: the file is damaged or larger than 40 megapixels';

/** The kind of record of images' audit rows. */
export const IMAGE_RECORD = 'image';

/** The metadata fields the image manager edits, as the audit trail names them. */
const METADATA_FIELDS = ['name', 'category', 'description', 'tags'] as const;

/** The image manager's order: built-in images first, then uploads as they came. */
const IMAGE_ORDER: KeysetOrder<ImageAsset> = { key: 'sortOrder', kind: 'int', direction: 'asc' };

/** Trimmed, non-empty and each only once (spec: a tag is added only when non-empty and new). */
export function normaliseTags(tags: readonly string[] | undefined): string[] {
  const result: string[] = [];
  for (const raw of tags ?? []) {
    const tag = raw.trim();
    if (tag && !result.includes(tag)) result.push(tag);
  }
  return result;
}

function metadata(input: ImageAssetInput) {
  return {
    name: input.name.trim(),
    category: input.category as ImageCategory,
    description: (input.description ?? '').trim(),
    tags: normaliseTags(input.tags),
  };
}

/** Measures and converts an upload; a file sharp cannot decode is refused like a wrong type. */
async function processUpload(file: Uint8Array, type: DetectedImage): Promise<ProcessedImage> {
  try {
    return await processImage(file, type);
  } catch {
    throw new InvalidInputError(UNREADABLE_IMAGE, { file: UNREADABLE_IMAGE });
  }
}

/**
 * The image manager's rules. Reads are public (the site shows these images); writes are for
 * admins (the resolver and the REST route check the token). Built-in images live in the
 * repository (backend/public/images): deleting one removes its row only, never the committed
 * file. Uploaded images live in the upload store: deleting one removes its row and its files.
 */
export class ImageAssetService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage?: ImageStorage,
  ) {}

  /**
   * One page of the image manager's order (`sortOrder`, then id), optionally of one category,
   * after a cursor (GraphQL `imageAssets`).
   */
  page(category: string | null | undefined, request: PageRequest): Promise<Connection<ImageAsset>> {
    if (category != null && !(IMAGE_CATEGORIES as readonly string[]).includes(category)) {
      const message = `Category must be one of ${IMAGE_CATEGORIES.join(', ')}`;
      throw new InvalidInputError(message, { category: message });
    }
    const where = category ? { category: category as ImageCategory } : {};
    return findPage(this.em, ImageAsset, where, IMAGE_ORDER, request);
  }

  count(): Promise<number> {
    return this.em.count(ImageAsset);
  }

  async get(rawId: unknown): Promise<ImageAsset> {
    const id = parseId(rawId);
    const asset = id ? await this.em.findOne(ImageAsset, { id }) : null;
    if (!asset) throw new NotFoundError(IMAGE_NOT_FOUND);
    return asset;
  }

  /**
   * Saves new metadata. The audit row (the names of the fields that changed) goes in the same
   * flush as the change; a save that changes nothing records nothing.
   */
  async update(rawId: unknown, input: ImageAssetInput, actor: Actor): Promise<ImageAsset> {
    const asset = await this.get(rawId);
    const next = metadata(input);
    const fields = METADATA_FIELDS.filter(
      (name) => JSON.stringify(asset[name]) !== JSON.stringify(next[name]),
    );
    Object.assign(asset, next);
    if (fields.length > 0) {
      new HistoryService(this.em).audit(
        IMAGE_RECORD,
        asset.id,
        asset.name,
        [...fields],
        actor,
        AuditAction.UPDATE,
      );
    }
    await this.em.flush();
    return asset;
  }

  /**
   * Removes the row, then the files of an uploaded image: the original and its variants (a
   * built-in file stays in the repo). Answers the id of the deleted image. The audit row is
   * written in the flush that deletes the row.
   */
  async remove(rawId: unknown, actor: Actor): Promise<number> {
    const asset = await this.get(rawId);
    const { id } = asset;
    this.em.remove(asset);
    new HistoryService(this.em).audit(IMAGE_RECORD, id, asset.name, [], actor, AuditAction.DELETE);
    await this.em.flush();
    await this.requireStorage().remove(asset.path, ...asset.variants.map((v) => v.url));
    return id;
  }

  /**
   * Stores an uploaded file after checking its content, with its measured size and its AVIF and
   * WebP variants, and its row after the 13 built-in images and earlier uploads. Files whose row
   * cannot be written are removed again. The row and its audit row commit together.
   */
  async upload(
    file: Uint8Array | undefined,
    input: ImageAssetInput,
    actor: Actor,
  ): Promise<ImageAsset> {
    if (!file || file.length === 0) {
      throw new InvalidInputError(IMAGE_FILE_REQUIRED, { file: IMAGE_FILE_REQUIRED });
    }
    const type = detectImageType(file);
    if (!type) throw new InvalidInputError(UNSUPPORTED_IMAGE, { file: UNSUPPORTED_IMAGE });
    const processed = await processUpload(file, type);
    const storage = this.requireStorage();
    const path = await storage.save(file, type.extension);
    const variants: ImageVariant[] = [];
    try {
      for (const { bytes, ...variant } of processed.variants) {
        const extension = variant.format === ImageFormat.AVIF ? 'avif' : 'webp';
        const url = await storage.saveVariant(path, variant.width, extension, bytes);
        variants.push({ url, ...variant });
      }
      const [{ next }] = await this.em
        .getConnection()
        .execute<{ next: number }[]>(
          'select coalesce(max(sort_order), -1) + 1 as next from image_assets',
        );
      return await this.em.transactional(async (em) => {
        const asset = em.create(ImageAsset, {
          ...metadata(input),
          path,
          sortOrder: next,
          width: processed.width,
          height: processed.height,
          variants,
        });
        // Flushed first: the audit row needs the new id.
        await em.flush();
        new HistoryService(em).audit(
          IMAGE_RECORD,
          asset.id,
          asset.name,
          ['file', ...METADATA_FIELDS],
          actor,
          AuditAction.CREATE,
        );
        return asset;
      });
    } catch (error) {
      await storage.remove(path, ...variants.map((v) => v.url));
      throw error;
    }
  }

  /**
   * The intrinsic size of an image of the manager: measured at upload for an upload, read from
   * the committed SVG for a built-in one; null when unknown (an upload older than the measuring).
   */
  async sizeOf(asset: ImageAsset): Promise<ImageSize | null> {
    if (asset.width && asset.height) return { width: asset.width, height: asset.height };
    return (await builtinImageSize(asset.path)) ?? null;
  }

  /** The image manager's image at `path`, or null (a built-in illustration, an external URL). */
  findByPath(path: string): Promise<ImageAsset | null> {
    return this.em.findOne(ImageAsset, { path });
  }

  /** The AVIF and WebP copies of an image: made at upload, or shipped beside a built-in SVG. */
  async variantsOf(asset: ImageAsset): Promise<ImageVariant[]> {
    if (asset.variants.length > 0) return asset.variants;
    return (await builtinImage(asset.path))?.variants ?? [];
  }

  /**
   * What a page needs to show the images at `urls` (the image fields of products, newsletters,
   * people...) without layout shift: size and variants of uploads from their rows (one query for
   * all), of built-in SVGs from their files and the raster copies beside them; an external URL has neither. Same order as `urls`.
   */
  async describe(urls: readonly string[]): Promise<ResponsiveImage[]> {
    const uploaded = urls.filter((url) => url.startsWith(UPLOADS_URL_PREFIX));
    const rows = uploaded.length
      ? await this.em.find(ImageAsset, { path: { $in: [...new Set(uploaded)] } })
      : [];
    const byPath = new Map(rows.map((row) => [row.path, row]));
    return Promise.all(
      urls.map(async (url) => {
        const row = byPath.get(url);
        const image = row
          ? { ...(await this.sizeOf(row)), variants: row.variants }
          : await builtinImage(url);
        return {
          url,
          width: image?.width ?? null,
          height: image?.height ?? null,
          variants: image?.variants ?? [],
        };
      }),
    );
  }

  private requireStorage(): ImageStorage {
    if (!this.storage) throw new Error('ImageAssetService needs the image storage for files');
    return this.storage;
  }
}
