/** The image formats the image manager accepts, recognised by their first bytes. */
export interface DetectedImage {
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
  extension: 'jpg' | 'png' | 'gif' | 'webp';
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, index) => bytes[offset + index] === value);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The real type of an uploaded file from its magic bytes, never from its name or the browser's
 * claimed type: JPEG (FF D8 FF), PNG (89 "PNG" CR LF 1A LF), GIF ("GIF87a"/"GIF89a") and WEBP
 * ("RIFF" size "WEBP"). Anything else (an SVG, which can carry scripts, included) is undefined.
 */
export function detectImageType(bytes: Uint8Array): DetectedImage | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { mime: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  return undefined;
}
