import { Router } from 'express';
import type { TokenService } from '../../modules/auth/index.js';
import { DocumentService } from '../../modules/documents/index.js';
import type { ImageStorage } from '../../modules/media/index.js';
import { requestEm } from '../request-context.js';
import { requestActor, requireAdmin } from '../require-admin.js';
import { pdfUpload, withPdfUpload } from './pdf-upload.js';

/**
 * The PDF of a certificate or field trial of /documentation (admin bearer token):
 * POST /api/admin/documents/{id}/pdf, multipart `file` (a PDF by its content, at most
 * NEWSLETTER_PDF_MAX_MB) and `expectedVersion` → 200 `{ id, version, fileUrl }`. It adds or
 * replaces the PDF (a replaced upload is deleted); a save over someone else's newer version is
 * refused (400, as the GraphQL CONFLICT) and the uploaded file removed again. Safety data sheets
 * go through their product (product-documents.ts).
 */
export function documentPdfRoutes(
  tokens: TokenService,
  storage: ImageStorage,
  maxBytes: number,
): Router {
  const { receive, refuse } = pdfUpload(maxBytes);
  const replace = withPdfUpload(
    storage,
    (req, version, url) =>
      new DocumentService(requestEm(req)).setFile(req.params.id, version, url, requestActor(req)),
    (_req, { document }) => ({
      id: document.id,
      version: document.version,
      fileUrl: document.fileUrl,
    }),
  );
  const router = Router();
  router.post(
    '/admin/documents/:id/pdf',
    requireAdmin(tokens, 'content'),
    receive,
    replace,
    refuse,
  );
  return router;
}
