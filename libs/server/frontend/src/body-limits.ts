// The API's body limits, enforced by the frontend servers before proxying: the API cuts an oversized
// request off mid-upload, which would reach the client as a 502 from the proxy.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';

/** What the API allows for a JSON body (BODY_LIMIT_BYTES in apps/api/src/app.setup.ts). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** The multipart routes (IMAGE_UPLOAD_ROUTES in apps/api/src/common/uploads/multipart.ts). */
export const UPLOAD_PATHS: readonly string[] = [
  '/api/trade/images',
  '/api/seller/products/images',
  '/api/admin/products/images',
  '/api/support/attachments',
];
/** The per-image limit (TRADE_IMAGE_MAX_BYTES in @phonehub/domain). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = `Each image must be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB`;
/** Room for the multipart boundary and the part's headers around the one image. */
const MULTIPART_ALLOWANCE = 64 * 1024;
/** A refused body is read and discarded so the client can read the 413; beyond this it is cut off. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/** Bodies read whole here (no Content-Length, or decoded) and forwarded with their real length. */
const bufferedLength = new WeakMap<object, number>();

/** The length to forward for a body this module read whole, if it did. */
export function forwardedLength(request: FastifyRequest): number | undefined {
  return bufferedLength.get(request);
}

function discardBody(request: FastifyRequest, body: Readable): void {
  const raw = request.raw;
  if (body !== raw) {
    raw.unpipe();
    body.destroy();
  }
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) raw.socket.destroy();
  });
  raw.resume();
}

function refuseTooLarge(request: FastifyRequest, reply: FastifyReply, body: Readable, upload: boolean) {
  discardBody(request, body);
  return reply.code(413).send({
    statusCode: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Payload Too Large',
    detail: upload ? IMAGE_TOO_LARGE : 'The request body is too large.',
  });
}

/**
 * A proxy preHandler: refuses bodies over the limit with the API's 413 shape. A body of unknown
 * length (chunked, or compressed and inflated on the way in) is read up to the limit and forwarded
 * with its length.
 */
export async function limitBody(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const body = request.body;
  if (!(body instanceof Readable)) return;
  const path = request.url.split('?')[0];
  const upload =
    UPLOAD_PATHS.includes(path) && /^\s*multipart\//i.test(request.headers['content-type'] ?? '');
  const limit = upload ? IMAGE_MAX_BYTES + MULTIPART_ALLOWANCE : JSON_BODY_LIMIT;

  const declared = request.headers['content-length'];
  const length = declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
  if (length !== undefined && length > limit) return refuseTooLarge(request, reply, body, upload);
  if (length !== undefined && body === request.raw) return;

  const whole = await readUpTo(body, limit);
  if (whole === undefined) return refuseTooLarge(request, reply, body, upload);
  request.body = Readable.from([whole]);
  bufferedLength.set(request, whole.length);
}

/** The stream's bytes, or undefined as soon as there are more than `limit` (the stream is left open). */
function readUpTo(body: Readable, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        cleanUp();
        body.pause();
        resolve(undefined);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanUp();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(error);
    };
    const cleanUp = () => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
    };
    body.on('data', onData);
    body.on('end', onEnd);
    body.on('error', onError);
  });
}
