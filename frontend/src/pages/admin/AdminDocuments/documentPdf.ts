import { sendAdminFile, uploadForm } from '../../../features/admin/adminUpload';

/** What POST /api/admin/documents/{id}/pdf answers: the document's new version and PDF. */
export interface DocumentPdf {
  id: number;
  version: number;
  fileUrl: string;
}

/**
 * Adds or replaces a document's PDF from the version the editor shows; rejects with the server's
 * message ("The file is not a PDF", "The PDF is larger than 10 MB", a conflict).
 */
export function uploadDocumentPdf(
  documentId: string,
  expectedVersion: number,
  file: File,
): Promise<DocumentPdf> {
  return sendAdminFile<DocumentPdf>(
    `/api/admin/documents/${encodeURIComponent(documentId)}/pdf`,
    uploadForm({ expectedVersion }, file),
  );
}
