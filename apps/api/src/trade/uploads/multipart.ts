import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TRADE_IMAGE_MAX_BYTES } from '@phonehub/domain';
import { ImageTooLargeError, UnsupportedMediaTypeJsonError } from '../trade.errors';

export const TRADE_IMAGE_ROUTE = '/api/trade/images';

/**
 * Multipart bodies are accepted by the trade photo upload only: any other route answers them with
 * the same 415 as any non-JSON body. Files are streamed, so the 1 MB JSON body limit does not apply.
 */
export async function registerTradeUploads(app: NestFastifyApplication): Promise<void> {
  // @fastify/multipart is typed against the workspace's fastify, Nest runs its own copy of fastify 5.
  await app.register(multipart as unknown as Parameters<NestFastifyApplication['register']>[0], {
    limits: { fileSize: TRADE_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    // The size check is readUploadedFile's: the plugin's own (in toBuffer) looks at `truncated` only
    // when another chunk arrives, so a file cut exactly at the limit came back whole, 5 MB long.
    throwFileSizeLimit: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('preValidation', async (request) => {
    const type = request.headers['content-type'];
    if (
      typeof type === 'string' &&
      /^\s*multipart\//i.test(type) &&
      request.routeOptions.url !== TRADE_IMAGE_ROUTE
    )
      throw new UnsupportedMediaTypeJsonError();
  });
}

/** A file part as busboy hands it over: `truncated` is set once the part went past limits.fileSize. */
export interface UploadedFileStream extends AsyncIterable<Buffer> {
  truncated?: boolean;
}

/**
 * Reads the file to its end and only then decides: a file cut at the size limit (busboy keeps
 * reading the rest of the part and drops it) is refused with 413 and never returned. Reading to
 * the end also means the client has sent its whole body before it is answered; an answer while it
 * is still writing is, for Node's fetch and most clients, a failed request rather than a 413.
 */
export async function readUploadedFile(
  file: UploadedFileStream,
  maxBytes = TRADE_IMAGE_MAX_BYTES,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    // Past the limit the bytes are only counted, not kept.
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (file.truncated || size > maxBytes) throw new ImageTooLargeError();
  return Buffer.concat(chunks, size);
}

/**
 * Waits until the rest of the request body (the closing boundary, or parts past the limits) has
 * been read, so an error is never answered while the client is still sending.
 */
export async function drainRequest(raw: IncomingMessage | Readable): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return;
  const done = Promise.race([once(raw, 'end'), once(raw, 'close')]).catch(() => undefined);
  raw.resume();
  await done;
}
