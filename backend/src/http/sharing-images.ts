import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import { Router, type RequestHandler } from 'express';
import { createHash } from 'node:crypto';
import { NotFoundError } from '../common/errors.js';
import { SHARING_IMAGE, SharingImages, type ImageStorage } from '../modules/media/index.js';
import { NewsletterService } from '../modules/newsletters/index.js';
import { ProductService } from '../modules/products/index.js';
import { entityManagerPerRequest, requestEm } from './request-context.js';

/** The kinds of record with a sharing image, and the address segment of each. */
export type SharingImageKind = 'newsletter' | 'product';

/**
 * Where a record's sharing image is served, e.g. /og/newsletter/12.jpeg: `.jpeg`, not `.jpg`,
 * because the `feed` library types an Atom enclosure by its extension (`.jpg` would say
 * "image/jpg", which is no media type). The frontend's pages
 * point `og:image` here (sharingImagePath in frontend/src/app/site-routes.ts); the tests of both
 * sides pin this address.
 */
export const sharingImagePath = (kind: SharingImageKind, id: number | string) =>
  `/og/${kind}/${id}.jpeg`;

/**
 * A day, as for the site's other images (static-files.ts). The address does not change with an
 * edit, so a browser may show the old picture for up to a day; social sites keep their own copy
 * for longer whatever we send, and refresh it when asked to re-read the page.
 */
const SHARING_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Changes whenever the drawing changes (size, background, quality): part of the ETag, so a new
 * deployment's images are not answered 304 against a browser's copy of the old ones.
 */
const RENDERING = 'v1';

export const NO_SHARING_IMAGE = 'This page has no sharing image';

interface Illustrated {
  imageUrl: string;
  updatedAt: Date;
}

/** The record a visitor may see, or NotFoundError (a draft, a scheduled or an unknown one). */
const FIND: Record<SharingImageKind, (em: EntityManager, id: string) => Promise<Illustrated>> = {
  newsletter: (em, id) => new NewsletterService(em).get(id),
  product: (em, id) => new ProductService(em).get(id),
};

function sharingImageRoute(kind: SharingImageKind, images: SharingImages): RequestHandler {
  return async (req, res) => {
    const id = String(req.params.id);
    const { imageUrl, updatedAt } = await FIND[kind](requestEm(req), id);
    if (!imageUrl) throw new NotFoundError(NO_SHARING_IMAGE);
    // The validator is known before anything is drawn: a revalidation costs one query.
    const key = `${RENDERING}:${SharingImages.key(imageUrl, updatedAt)}`;
    const etag = `"${createHash('sha1').update(key).digest('base64url')}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', SHARING_CACHE_CONTROL);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const jpeg = await images.render(imageUrl, updatedAt);
    if (!jpeg) {
      res.removeHeader('ETag');
      res.removeHeader('Cache-Control');
      // An image path outside the site (never fetched) or a file that is gone or unreadable.
      throw new NotFoundError(NO_SHARING_IMAGE);
    }
    res.type(SHARING_IMAGE.type).send(jpeg);
  };
}

/**
 * GET /og/newsletter/{id}.jpeg and /og/product/{id}.jpeg: the record's cover or packaging as a
 * 1200×630 JPEG, the image social sites show for a shared page. 404 for a record visitors cannot
 * see and for one without an image of the site's own.
 */
export function sharingImageRoutes(orm: MikroORM, storage: ImageStorage): Router {
  const router = Router();
  const images = new SharingImages(storage);
  for (const kind of ['newsletter', 'product'] as const) {
    router.get(
      sharingImagePath(kind, ':id'),
      entityManagerPerRequest(orm),
      sharingImageRoute(kind, images),
    );
  }
  return router;
}
