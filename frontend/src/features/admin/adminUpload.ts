import { AdminRequestError } from './';

/**
 * Sends an admin REST request that changes a file (a multipart upload, or a DELETE without a
 * body) with the admin's session cookie, and answers the JSON the server sent back. Rejects with
 * an AdminRequestError: the server's own message ("The file is not a PDF", "The PDF is larger than 10 MB", a conflict),
 * or a plain sentence when the request never arrived.
 */
export async function sendAdminFile<T>(url: string, body: FormData | null): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body ? 'POST' : 'DELETE',
      // The session cookie goes with it (same origin); no script holds a token to send.
      credentials: 'same-origin',
      body,
    });
  } catch {
    throw new Error('The file could not be sent. Check the connection and try again.');
  }
  const answer = (await response.json().catch(() => ({}))) as T & {
    message?: string;
    errors?: Record<string, string>;
  };
  if (!response.ok) {
    const message = answer.message ?? `The server answered ${response.status}`;
    throw new AdminRequestError(message, response.status, answer.errors);
  }
  return answer;
}

/** A multipart form of `fields` and one `file`, as the admin upload routes read it. */
export function uploadForm(fields: Record<string, string | number>, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('file', file);
  return form;
}
