import { Router, type RequestHandler } from 'express';
import type { TokenService } from '../../modules/auth/index.js';
import type { ImageStorage } from '../../modules/media/index.js';
import { NewsletterService } from '../../modules/newsletters/index.js';
import { requestEm } from '../request-context.js';
import { requestActor, requireAdmin } from '../require-admin.js';
import { expectedVersionOf, pdfUpload, uploadedPdf } from './pdf-upload.js';

export { NOT_A_PDF, pdfTooLarge, VERSION_REQUIRED } from './pdf-upload.js';

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
  const { receive, refuse } = pdfUpload(maxBytes);

  const replace: RequestHandler = async (req, res) => {
    const expectedVersion = expectedVersionOf(req.body?.expectedVersion);
    const bytes = uploadedPdf(req);
    const service = new NewsletterService(requestEm(req));
    // Read before the save: the save updates this same entity (the request's identity map).
    const { id, pdfUrl: replaced } = await service.find(req.params.id);
    const pdfUrl = await storage.save(bytes, 'pdf');
    try {
      const saved = await service.setPdf(id, expectedVersion, pdfUrl, requestActor(req));
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
    const saved = await service.setPdf(id, expectedVersion, '', requestActor(req));
    await storage.remove(removed);
    res.json({ id: saved.id, version: saved.version, pdfUrl: '' });
  };

  const router = Router();
  const path = '/admin/newsletters/:id/pdf';
  router.post(path, requireAdmin(tokens, 'content'), receive, replace, refuse);
  router.delete(path, requireAdmin(tokens, 'content'), remove);
  return router;
}
