import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import multer from 'multer';
import { InvalidInputError } from '../../common/errors.js';
import type { ImageStorage } from '../../modules/media/index.js';

/*
 * What every admin PDF upload shares (a newsletter's edition, a product's certificates and safety
 * data sheet): one multipart `file` held in memory under the size cap, checked by its content,
 * and the `expectedVersion` of the record it changes.
 */

export const NOT_A_PDF = 'The file is not a PDF';
export const VERSION_REQUIRED = 'expectedVersion must be the version the editor started from';

/** "The PDF is larger than 10 MB": the cap is NEWSLETTER_PDF_MAX_MB. */
export const pdfTooLarge = (maxBytes: number) =>
  `The PDF is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`;

/** A PDF starts with "%PDF-" (ISO 32000, 7.5.2), whatever its name or declared type says. */
export function isPdf(bytes: Uint8Array | undefined): bytes is Uint8Array {
  return Boolean(bytes && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-');
}

/** The uploaded file's bytes when they are a PDF; otherwise "The file is not a PDF" (400). */
export function uploadedPdf(req: Request): Uint8Array {
  const bytes = req.file?.buffer;
  if (!isPdf(bytes)) throw new InvalidInputError(NOT_A_PDF, { file: NOT_A_PDF });
  return bytes;
}

/** The `expectedVersion` of a form field or query parameter: a whole number from 1. */
export function expectedVersionOf(raw: unknown): number {
  const version = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(version) || version < 1) {
    throw new InvalidInputError(VERSION_REQUIRED, { expectedVersion: VERSION_REQUIRED });
  }
  return version;
}

/**
 * Reads one PDF upload of at most `maxBytes` (`receive`) into `req.file`, with its text fields;
 * `refuse` answers multer's own refusals: 413 with the cap for a file too large, 400 otherwise.
 * Mount as `router.post(path, auth, receive, handler, refuse)`.
 */
export function pdfUpload(maxBytes: number): {
  receive: RequestHandler;
  refuse: ErrorRequestHandler;
} {
  const receive = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  }).single('file');
  const tooLarge = pdfTooLarge(maxBytes);
  const refuse: ErrorRequestHandler = (error, _req, res, next) => {
    if (!(error instanceof multer.MulterError)) return next(error);
    if (error.code === 'LIMIT_FILE_SIZE') {
      res.status(413).json({ message: tooLarge, errors: { file: tooLarge } });
      return;
    }
    const message = 'Send one PDF in the "file" field';
    next(new InvalidInputError(message, { file: message }));
  };
  return { receive, refuse };
}

/** What a save with an upload answers: its result, and `result`, the path of a file it let go. */
export interface UploadChange {
  result: string;
}

/**
 * The handler of a PDF upload that changes a record: stores the checked PDF, runs `save` with the
 * `expectedVersion` and the stored path, and answers `answer(change)`. The stored file is removed
 * again when the save is refused, and the file the save let go (`result`) once it is committed.
 */
export function withPdfUpload<T extends UploadChange>(
  storage: ImageStorage,
  save: (req: Request, expectedVersion: number, url: string) => Promise<T>,
  answer: (req: Request, change: T) => unknown,
): RequestHandler {
  return async (req, res) => {
    const expectedVersion = expectedVersionOf(req.body?.expectedVersion);
    const url = await storage.save(uploadedPdf(req), 'pdf');
    let change: T;
    try {
      change = await save(req, expectedVersion, url);
    } catch (error) {
      await storage.remove(url);
      throw error;
    }
    await storage.remove(change.result);
    res.json(await answer(req, change));
  };
}
