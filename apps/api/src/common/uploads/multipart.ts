import multipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TRADE_IMAGE_MAX_BYTES } from '@phonehub/domain';
import type { AppError } from '../errors/app-error';
import { UploadErrors } from './upload.errors';

/** The routes that take an image as a multipart body: trade photos, sellers' product images, support attachments. */
export const IMAGE_UPLOAD_ROUTES: readonly string[] = [
  '/api/trade/images',
  '/api/seller/products/images',
  '/api/admin/products/images',
  '/api/support/attachments',
];

/**
 * Multipart bodies are accepted by the image uploads only: any other route answers them with the
 * same 415 as any non-JSON body (multipartRefusal). Files are streamed, so the 1 MB JSON body limit
 * does not apply.
 */
export async function registerImageUploads(app: NestFastifyApplication): Promise<void> {
  // @fastify/multipart is typed against the workspace's fastify, Nest runs its own copy of fastify 5.
  await app.register(multipart as unknown as Parameters<NestFastifyApplication['register']>[0], {
    limits: { fileSize: TRADE_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    // The size check is readUploadedFile's: the plugin's own (in toBuffer) looks at `truncated` only
    // when another chunk arrives, so a file cut exactly at the limit came back whole, 5 MB long.
    throwFileSizeLimit: false,
  });
}

/**
 * A multipart body sent to any route but the image uploads: the 415 to answer with, or undefined.
 * A step of the preValidation hook (request-hooks.ts).
 */
export function multipartRefusal(request: {
  headers: { 'content-type'?: string };
  routeOptions: { url?: string };
}): AppError | undefined {
  const type = request.headers['content-type'];
  return typeof type === 'string' &&
    /^\s*multipart\//i.test(type) &&
    !IMAGE_UPLOAD_ROUTES.includes(request.routeOptions.url ?? '')
    ? UploadErrors.jsonExpected()
    : undefined;
}

/** A file part as busboy hands it over: `truncated` is set once the part went past limits.fileSize. */
export interface UploadedFileStream extends AsyncIterable<Buffer> {
  truncated?: boolean;
}

/**
 * Reads the file and decides only on what it saw: a file cut at the size limit is refused with 413
 * and never returned, whether busboy marked it while chunks still came or only at the end (when the
 * last chunk let through ends exactly at the limit, busboy pushes nothing more and only sets
 * `truncated`). It stops reading at the first sign of an oversized file: what the client still
 * sends is read and dropped, up to a cap, by the shared error path (common/http/drain-request.ts),
 * so the client can read the 413 and a client that never stops sending cannot keep the server busy.
 */
export async function readUploadedFile(
  file: UploadedFileStream,
  maxBytes = TRADE_IMAGE_MAX_BYTES,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (file.truncated || size > maxBytes) throw UploadErrors.imageTooLarge();
    chunks.push(chunk);
  }
  if (file.truncated) throw UploadErrors.imageTooLarge();
  return Buffer.concat(chunks, size);
}

/** The part of Fastify's request an upload route reads (Nest runs its own copy of fastify: no type import). */
export interface UploadRequest {
  isMultipart(): boolean;
  file(): Promise<{ file: UploadedFileStream } | undefined>;
}

/**
 * The one file of an upload route's multipart body (415 when the body is not multipart, 400 without
 * a file, 413 for a file cut at the size limit: nothing is kept, and the shared error path reads
 * what the client still sends, up to a cap, before answering, so the client can read the 413).
 */
export async function readImageUpload(request: UploadRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw UploadErrors.notMultipart();
  const part = await request.file();
  if (!part) throw UploadErrors.missingImage();
  return readUploadedFile(part.file);
}
