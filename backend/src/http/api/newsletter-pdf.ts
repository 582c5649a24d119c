import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import multer from 'multer';
import { InvalidInputError } from '../../common/errors.js';
import type { TokenService } from '../../modules/auth/index.js';
import type { ImageStorage } from '../../modules/media/index.js';
import { NewsletterService } from '../../modules/newsletters/index.js';
import { requestEm } from '../request-context.js';
import { requestActor, requireAdmin } from '../require-admin.js';

export const NOT_A_PDF = 'The file is not a PDF';
export const VERSION_REQUIRED = 'expectedVersion must be the version the editor started from';

/** "The PDF is larger than 10 MB": the cap is NEWSLETTER_PDF_MAX_MB. */
export const pdfTooLarge = (maxBytes: number) =>
  `The PDF is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;

/** A PDF starts with "%PDF-" (ISO 32000, 7.5.2), whatever its name or declared type says. */
function isPdf(bytes: Uint8Array | undefined): bytes is Uint8Array {
  return Boolean(bytes && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-');
}

function expectedVersionOf(raw: unknown): number {
  const version = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(version) || version < 1) {
    throw new InvalidInputError(VERSION_REQUIRED, { expectedVersion: VERSION_REQUIRED });
  }
  return version;
}

/**
 * The PDF edition of a newsletter (admin bearer token):
 * - POST /api/admin/newsletters/{id}/pdf, multipart `file` (a PDF by its content, at most
 *   NEWSLETTER_PDF_MAX_MB) and `expectedVersion` → 200 `{ id, version, pdfUrl }`; it replaces the
 *   PDF there was, whose file is then deleted;
 * - DELETE /api/admin/newsletters/{id}/pdf?expectedVersion=N → 200 `{ id, version, pdfUrl: "" }`.
 * A save over someone else's newer version is refused (400, as the GraphQL CONFLICT) and the
 * uploaded file removed again.
 */
export function newsletterPdfRoutes(
  tokens: TokenService,
  storage: ImageStorage,
  maxBytes: number,
): Router {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  const tooLarge = pdfTooLarge(maxBytes);
  const multerErrors: ErrorRequestHandler = (error, _req, res, next) => {
    if (!(error instanceof multer.MulterError)) return next(error);
    if (error.code === 'LIMIT_FILE_SIZE') {
      res.status(413).json({ message: tooLarge, errors: { file: tooLarge } });
      return;
    }
    const message = 'Send one PDF in the "file" field';
    next(new InvalidInputError(message, { file: message }));
  };

  const replace: RequestHandler = async (req, res) => {
    const expectedVersion = expectedVersionOf(req.body?.expectedVersion);
    if (!isPdf(req.file?.buffer)) throw new InvalidInputError(NOT_A_PDF, { file: NOT_A_PDF });
    const service = new NewsletterService(requestEm(req));
    // Read before the save: the save updates this same entity (the request's identity map).
    const { id, pdfUrl: replaced } = await service.find(req.params.id);
    const pdfUrl = await storage.save(req.file.buffer, 'pdf');
    const actor = requestActor(req);
    try {
      const saved = await service.setPdf(id, expectedVersion, pdfUrl, actor);
      await storage.remove(replaced);
      res.json({ id: saved.id, version: saved.version, pdfUrl: saved.pdfUrl });
    } catch (error) {
      await storage.remove(pdfUrl);
      throw error;
    }
  };

  const remove: RequestHandler = async (req, res) => {
    const expectedVersion = expectedVersionOf(req.query.expectedVersion);
    const service = new NewsletterService(requestEm(req));
    const { id, pdfUrl: removed } = await service.find(req.params.id);
    const actor = requestActor(req);
    const saved = await service.setPdf(id, expectedVersion, '', actor);
    await storage.remove(removed);
    res.json({ id: saved.id, version: saved.version, pdfUrl: '' });
  };

  const router = Router();
  const path = '/admin/newsletters/:id/pdf';
  router.post(path, requireAdmin(tokens), upload.single('file'), replace, multerErrors);
  router.delete(path, requireAdmin(tokens), remove);
  return router;
}
