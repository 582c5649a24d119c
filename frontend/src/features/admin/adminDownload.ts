import { AdminRequestError } from './';

/** The name in a `Content-Disposition: attachment; filename="…"` header, if there is one. */
export function attachmentName(header: string | null): string | undefined {
  return header ? /filename="([^"]+)"/.exec(header)?.[1] : undefined;
}

/**
 * Downloads an admin REST file (a CSV export) with the admin's session cookie, so that a failure
 * shows as a message in the page rather than a broken download, and hands it to the browser to save under the name the server gave it
 * (`fallbackName` without one). Rejects with an AdminRequestError: the server's message (a 401
 * ends the session through useRequestFailed), or a plain sentence when the request never arrived.
 */
export async function downloadAdminFile(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    // The session cookie goes with it (same origin).
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new AdminRequestError(
      'The file could not be downloaded. Check the connection and try again.',
      0,
    );
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    throw new AdminRequestError(
      answer.message ?? `The server answered ${response.status}`,
      response.status,
    );
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    // The server cut the file off (a failure after it started): nothing half-written is saved.
    throw new AdminRequestError('The download was interrupted. Please try again.', 0);
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
