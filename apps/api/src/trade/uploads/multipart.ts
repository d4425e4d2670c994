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
    if (file.truncated || size > maxBytes) throw new ImageTooLargeError();
    chunks.push(chunk);
  }
  if (file.truncated) throw new ImageTooLargeError();
  return Buffer.concat(chunks, size);
}
