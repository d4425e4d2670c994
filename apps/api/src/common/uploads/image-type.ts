/** The picture formats trade photos may have, recognised from their first bytes. */
export type ImageKind = { extension: 'jpg' | 'png' | 'webp'; contentType: string };

const JPEG: ImageKind = { extension: 'jpg', contentType: 'image/jpeg' };
const PNG: ImageKind = { extension: 'png', contentType: 'image/png' };
const WEBP: ImageKind = { extension: 'webp', contentType: 'image/webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (RIFF....WEBP); anything else is null. */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, PNG_SIGNATURE)) return PNG;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP;
  return null;
}

export const CONTENT_TYPES: Record<ImageKind['extension'], string> = {
  jpg: JPEG.contentType,
  png: PNG.contentType,
  webp: WEBP.contentType,
};
