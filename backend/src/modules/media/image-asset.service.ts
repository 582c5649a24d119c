import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, NotFoundError } from '../../common/errors.js';
import { parseId } from '../../common/ids.js';
import type { ImageAssetInput } from './dto/image-asset.input.js';
import { IMAGE_CATEGORIES, ImageAsset, type ImageCategory } from './image-asset.entity.js';
import type { ImageStorage } from './image-storage.js';
import { detectImageType } from './image-type.js';

export const IMAGE_NOT_FOUND = 'Image not found';
export const UNSUPPORTED_IMAGE =
  'The file is not a JPG, PNG, GIF or WEBP image (checked by its content, not its name)';
export const IMAGE_FILE_REQUIRED = 'Choose an image file to upload';

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

/**
 * The image manager's rules. Reads are public (the site shows these images); writes are for
 * admins (the resolver and the REST route check the token). Built-in images live in the
 * repository (backend/public/images): deleting one removes its row only, never the committed
 * file. Uploaded images live in the upload folder: deleting one removes its row and its file.
 */
export class ImageAssetService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage?: ImageStorage,
  ) {}

  list(category?: string | null): Promise<ImageAsset[]> {
    if (category != null && !(IMAGE_CATEGORIES as readonly string[]).includes(category)) {
      const message = `Category must be one of ${IMAGE_CATEGORIES.join(', ')}`;
      throw new InvalidInputError(message, { category: message });
    }
    return this.em.find(ImageAsset, category ? { category: category as ImageCategory } : {}, {
      orderBy: { sortOrder: 'asc', id: 'asc' },
    });
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

  async update(rawId: unknown, input: ImageAssetInput): Promise<ImageAsset> {
    const asset = await this.get(rawId);
    Object.assign(asset, metadata(input));
    await this.em.flush();
    return asset;
  }

  /** Removes the row, then the file of an uploaded image (a built-in file stays in the repo). */
  async remove(rawId: unknown): Promise<boolean> {
    const asset = await this.get(rawId);
    await this.em.remove(asset).flush();
    await this.requireStorage().remove(asset.path);
    return true;
  }

  /**
   * Stores an uploaded file after checking its content, and its row after the 13 built-in images
   * and earlier uploads. A file whose row cannot be written is removed again.
   */
  async upload(file: Uint8Array | undefined, input: ImageAssetInput): Promise<ImageAsset> {
    if (!file || file.length === 0) {
      throw new InvalidInputError(IMAGE_FILE_REQUIRED, { file: IMAGE_FILE_REQUIRED });
    }
    const type = detectImageType(file);
    if (!type) throw new InvalidInputError(UNSUPPORTED_IMAGE, { file: UNSUPPORTED_IMAGE });
    const storage = this.requireStorage();
    const path = await storage.save(file, type.extension);
    try {
      const [{ next }] = await this.em
        .getConnection()
        .execute<{ next: number }[]>(
          'select coalesce(max(sort_order), -1) + 1 as next from image_assets',
        );
      const asset = this.em.create(ImageAsset, { ...metadata(input), path, sortOrder: next });
      await this.em.flush();
      return asset;
    } catch (error) {
      await storage.remove(path);
      throw error;
    }
  }

  private requireStorage(): ImageStorage {
    if (!this.storage) throw new Error('ImageAssetService needs the image storage for files');
    return this.storage;
  }
}
