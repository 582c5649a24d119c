/** The PDF edition's endpoint (multipart, admin bearer token). */
export const pdfUrlOf = (id: string) => `/api/admin/newsletters/${encodeURIComponent(id)}/pdf`;

/** What the server answers after a PDF change: the record's new version. */
export interface PdfChange {
  version: number;
  pdfUrl: string;
}

/** Uploads (file) or removes (null) the PDF edition; rejects with the server's message. */
export async function changePdf(
  token: string,
  id: string,
  expectedVersion: number,
  file: File | null,
): Promise<PdfChange> {
  let response: Response;
  try {
    if (file) {
      const form = new FormData();
      form.append('expectedVersion', String(expectedVersion));
      form.append('file', file);
      response = await fetch(pdfUrlOf(id), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    } else {
      response = await fetch(`${pdfUrlOf(id)}?expectedVersion=${expectedVersion}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  } catch {
    throw new Error('The PDF could not be sent. Check the connection and try again.');
  }
  const body = (await response.json().catch(() => ({}))) as Partial<PdfChange> & {
    message?: string;
  };
  if (!response.ok) throw new Error(body.message ?? `The server answered ${response.status}`);
  return { version: Number(body.version), pdfUrl: String(body.pdfUrl ?? '') };
}
