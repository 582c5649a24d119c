import { sendAdminFile, uploadForm } from '../../../features/admin/adminUpload';

/** A product's documents as the upload routes answer them, with the product's new version. */
export interface ProductDocuments {
  version: number;
  certifications: { id: number; type: string; documentUrl: string }[];
  safetyDataSheetUrl: string;
}

const base = (productId: string) => `/api/admin/products/${encodeURIComponent(productId)}`;

/** The changes the editor makes to a product's documents, each from the version it shows. */
export type DocumentChange =
  | { kind: 'addCertification'; type: string; file: File }
  | { kind: 'replaceCertification'; certificationId: string; file: File }
  | { kind: 'removeCertification'; certificationId: string }
  | { kind: 'putSafetyDataSheet'; file: File }
  | { kind: 'removeSafetyDataSheet' };

/** Sends one change; rejects with the server's message (not a PDF, too large, a conflict). */
export function changeDocuments(
  productId: string,
  expectedVersion: number,
  change: DocumentChange,
): Promise<ProductDocuments> {
  const url = base(productId);
  const version = `?expectedVersion=${expectedVersion}`;
  const send = (path: string, body: FormData | null) => sendAdminFile<ProductDocuments>(path, body);
  switch (change.kind) {
    case 'addCertification':
      return send(
        `${url}/certifications`,
        uploadForm({ expectedVersion, type: change.type }, change.file),
      );
    case 'replaceCertification':
      return send(
        `${url}/certifications/${encodeURIComponent(change.certificationId)}/pdf`,
        uploadForm({ expectedVersion }, change.file),
      );
    case 'removeCertification':
      return send(
        `${url}/certifications/${encodeURIComponent(change.certificationId)}${version}`,
        null,
      );
    case 'putSafetyDataSheet':
      return send(`${url}/safety-data-sheet`, uploadForm({ expectedVersion }, change.file));
    case 'removeSafetyDataSheet':
      return send(`${url}/safety-data-sheet${version}`, null);
  }
}
