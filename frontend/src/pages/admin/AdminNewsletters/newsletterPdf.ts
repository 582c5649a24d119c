import { sendAdminFile, uploadForm } from '../../../features/admin/adminUpload';

/** The PDF edition's endpoint (multipart, admin session cookie). */
export const pdfUrlOf = (id: string) => `/api/admin/newsletters/${encodeURIComponent(id)}/pdf`;

/** What the server answers after a PDF change: the record's new version. */
export interface PdfChange {
  version: number;
  pdfUrl: string;
}

/** Uploads (file) or removes (null) the PDF edition; rejects with the server's message. */
export async function changePdf(
  id: string,
  expectedVersion: number,
  file: File | null,
): Promise<PdfChange> {
  const body = file
    ? await sendAdminFile<Partial<PdfChange>>(pdfUrlOf(id), uploadForm({ expectedVersion }, file))
    : await sendAdminFile<Partial<PdfChange>>(
        `${pdfUrlOf(id)}?expectedVersion=${expectedVersion}`,
        null,
      );
  return { version: Number(body.version), pdfUrl: String(body.pdfUrl ?? '') };
}
