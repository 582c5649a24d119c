import { AdminRequestError } from '../../../features/admin';
import { IMAGE_CATEGORY_LABELS } from '../../../app/labels';
import type { ImageCategory } from '../../../graphql/generated/admin/graphql';

/** The upload endpoint of the image manager (multipart, admin session cookie). */
export const UPLOAD_URL = '/api/admin/images';
/** Spec section 9: JPG, PNG, GIF, WEBP up to 5 MB; the server checks again, by content. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

export interface UploadFields {
  name: string;
  category: ImageCategory;
  description?: string;
  /** Comma-separated, as typed. */
  tags?: string;
}

export interface UploadedImage {
  id: number;
  path: string;
  name: string;
  category: string;
  description: string;
  tags: string[];
}

/** Sends the file and its metadata, with the admin's session cookie. */
export async function uploadImage(file: File, fields: UploadFields): Promise<UploadedImage> {
  const form = new FormData();
  form.append('name', fields.name);
  // The REST endpoint takes the category as stored and shown ("Field"), like the spec's calls.
  form.append('category', IMAGE_CATEGORY_LABELS[fields.category]);
  if (fields.description) form.append('description', fields.description);
  if (fields.tags) form.append('tags', fields.tags);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(UPLOAD_URL, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new AdminRequestError('Upload failed. Please try again.', 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { message, errors } = (body ?? {}) as {
      message?: string;
      errors?: Record<string, string>;
    };
    throw new AdminRequestError(
      message || `${response.status}: ${response.statusText}`,
      response.status,
      errors,
    );
  }
  return body as UploadedImage;
}
