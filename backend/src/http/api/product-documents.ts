import { Router, type Request, type RequestHandler } from 'express';
import type { TokenService } from '../../modules/auth/index.js';
import { SafetyDataSheets } from '../../modules/documents/index.js';
import type { ImageStorage } from '../../modules/media/index.js';
import { ProductService, type DocumentChange, type Product } from '../../modules/products/index.js';
import { requestEm } from '../request-context.js';
import { requestActor, requireAdmin } from '../require-admin.js';
import { expectedVersionOf, pdfUpload, withPdfUpload } from './pdf-upload.js';

/** What every route answers: the product's new version and its documents as stored now. */
async function documentsJson(req: Request, product: Product) {
  const em = requestEm(req);
  const [certifications] = await new ProductService(em).certificationsByProduct([product.id]);
  const sheet = await new SafetyDataSheets(em).of(product.id);
  return {
    id: product.id,
    version: product.version,
    certifications: certifications.map(({ id, type, documentUrl }) => ({ id, type, documentUrl })),
    safetyDataSheetUrl: sheet?.fileUrl ?? '',
  };
}

/**
 * A product's documents (admin bearer token), each a PDF checked by its content under the PDF cap
 * (NEWSLETTER_PDF_MAX_MB), each change a new version of the product refused when made from an
 * older one (`expectedVersion`, 400 as the GraphQL CONFLICT):
 * - POST /api/admin/products/{id}/certifications: multipart `type`, `file`, `expectedVersion`;
 * - POST /api/admin/products/{id}/certifications/{certificationId}/pdf: `file`, `expectedVersion`;
 * - DELETE /api/admin/products/{id}/certifications/{certificationId}?expectedVersion=N;
 * - POST /api/admin/products/{id}/safety-data-sheet: `file`, `expectedVersion` (adds or replaces);
 * - DELETE /api/admin/products/{id}/safety-data-sheet?expectedVersion=N.
 * Each answers 200 `{ id, version, certifications: [{ id, type, documentUrl }],
 * safetyDataSheetUrl }`. A stored file is removed again when the save is refused, and a replaced
 * or removed upload once the save is committed.
 */
export function productDocumentRoutes(
  tokens: TokenService,
  storage: ImageStorage,
  maxBytes: number,
): Router {
  const { receive, refuse } = pdfUpload(maxBytes);

  /** Stores the upload, runs `save` with its path, and removes whichever file is left over. */
  const withUpload = (
    save: (req: Request, version: number, url: string) => Promise<DocumentChange>,
  ) => withPdfUpload(storage, save, (req, change) => documentsJson(req, change.product));

  const service = (req: Request) => new ProductService(requestEm(req));

  const addCertification = withUpload(async (req, version, url) => {
    const type: unknown = req.body?.type;
    const id = req.params.id;
    return {
      product: await service(req).addCertification(id, version, type, url, requestActor(req)),
      result: '',
    };
  });

  const replaceCertification = withUpload((req, version, url) =>
    service(req).replaceCertificationPdf(
      req.params.id,
      version,
      req.params.certificationId,
      url,
      requestActor(req),
    ),
  );

  const putSheet = withUpload((req, version, url) =>
    service(req).setSafetyDataSheet(req.params.id, version, url, requestActor(req)),
  );

  /** Answers a change that stored no file, once the file it let go is removed. */
  const withoutUpload = (save: (req: Request, version: number) => Promise<DocumentChange>) =>
    (async (req, res) => {
      const change = await save(req, expectedVersionOf(req.query.expectedVersion));
      await storage.remove(change.result);
      res.json(await documentsJson(req, change.product));
    }) satisfies RequestHandler;

  const removeCertification = withoutUpload((req, version) =>
    service(req).removeCertification(
      req.params.id,
      version,
      req.params.certificationId,
      requestActor(req),
    ),
  );

  const removeSheet = withoutUpload((req, version) =>
    service(req).setSafetyDataSheet(req.params.id, version, '', requestActor(req)),
  );

  const admin = requireAdmin(tokens, 'content');
  const base = '/admin/products/:id';
  const router = Router();
  router.post(`${base}/certifications`, admin, receive, addCertification, refuse);
  router.post(
    `${base}/certifications/:certificationId/pdf`,
    admin,
    receive,
    replaceCertification,
    refuse,
  );
  router.delete(`${base}/certifications/:certificationId`, admin, removeCertification);
  router.post(`${base}/safety-data-sheet`, admin, receive, putSheet, refuse);
  router.delete(`${base}/safety-data-sheet`, admin, removeSheet);
  return router;
}
