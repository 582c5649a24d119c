import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import multer from 'multer';
import { InvalidInputError } from '../../common/errors.js';
import { validateInput } from '../../common/validation.js';
import type { TokenService } from '../../modules/auth/index.js';
import {
  ImageAssetInput,
  ImageAssetService,
  type ImageStorage,
} from '../../modules/media/index.js';
import { requestEm } from '../request-context.js';
import { requestActor, requireAdmin } from '../require-admin.js';

/** Spec section 9: the image manager accepts files up to 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'The image is larger than 5 MB';

const upload = multer({
  storage: multer.memoryStorage(),
  // One file and the four text fields; anything more is refused before it is buffered.
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 8, fieldSize: 8 * 1024, parts: 10 },
});

/** multer's refusals as the REST error shape: 413 for a large file, 400 for the others. */
const multerErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof multer.MulterError)) return next(error);
  if (error.code === 'LIMIT_FILE_SIZE') {
    res.status(413).json({ message: IMAGE_TOO_LARGE, errors: { file: IMAGE_TOO_LARGE } });
    return;
  }
  const message =
    error.code === 'LIMIT_UNEXPECTED_FILE'
      ? 'Send one image in the "file" field'
      : 'The upload form could not be read';
  next(new InvalidInputError(message, { file: message }));
};

/**
 * POST /api/admin/images (admin bearer token), multipart: `file` (JPG, PNG, GIF or WEBP, 5 MB at
 * most, recognised by content) and `name`, `category`, `description`, `tags` ("a, b") → 201 with
 * the stored image `{ id, path, name, category, description, tags, width, height, variants }`
 * (the fields of GraphQL's ImageAsset). The token is checked before any byte of the file is read.
 */
export function imageAssetRoutes(tokens: TokenService, storage: ImageStorage): Router {
  const router = Router();
  const create: RequestHandler = async (req, res) => {
    const input = await validateInput(ImageAssetInput, { ...req.body });
    const service = new ImageAssetService(requestEm(req), storage);
    const { id, path, name, category, description, tags, width, height, variants } =
      await service.upload(req.file?.buffer, input, requestActor(req));
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json({ id, path, name, category, description, tags, width, height, variants });
  };
  router.post(
    '/admin/images',
    requireAdmin(tokens, 'content'),
    upload.single('file'),
    create,
    multerErrors,
  );
  return router;
}
