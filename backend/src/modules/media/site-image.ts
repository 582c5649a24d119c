import type { EntityManager } from '@mikro-orm/postgresql';
import { builtinImage } from './builtin-images.js';
import { ImageAsset } from './image-asset.entity.js';

/**
 * True when `path` is an image the site has: one of the image manager's, or a built-in
 * illustration (the seeded covers and portraits, which the manager does not list). What an editor
 * picks for a cover, a product image or a portrait must be one of them.
 */
export async function isSiteImage(em: EntityManager, path: string): Promise<boolean> {
  return (await em.count(ImageAsset, { path })) > 0 || (await builtinImage(path)) !== undefined;
}
