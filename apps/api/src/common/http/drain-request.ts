import type { IncomingMessage } from 'node:http';

/** How much of a refused body is read and thrown away so the client can read the answer. */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
/** A refused upload that trickles in is not waited for longer than this. */
export const DRAIN_TIMEOUT_MS = 15_000;

export interface DrainLimits {
  bytes: number;
  timeoutMs: number;
}

/**
 * Reads and discards what is left of a request body, up to a limit. Resolves true once the body
 * has been received in full, false when the limit or the time ran out, or the connection failed.
 */
export function drainRequest(
  raw: IncomingMessage,
  limits: DrainLimits = { bytes: DRAIN_LIMIT_BYTES, timeoutMs: DRAIN_TIMEOUT_MS },
): Promise<boolean> {
  if (raw.complete) return Promise.resolve(true);
  const declared = Number(raw.headers['content-length']);
  if (raw.destroyed || declared > limits.bytes) return Promise.resolve(false);

  return new Promise((resolve) => {
    let received = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      raw.off('error', onError);
      resolve(drained);
    };
    const onData = (chunk: Buffer | string) => {
      received += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
      if (received > limits.bytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.complete);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), limits.timeoutMs);
    timer.unref();
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.once('error', onError);
    raw.resume();
  });
}

/**
 * An error answered while the client is still sending its body (a body over the limit, an upload
 * refused part-way) is held back until the rest of the body has been read. Otherwise Fastify closes
 * the connection under a client that is still writing, and the client sees a reset ('fetch
 * failed', a proxy's 502) instead of the 413. Once the body is fully read the connection is clean
 * and may stay open. A step of the onSend hook (request-hooks.ts): `then` goes on with the response.
 */
export function answerAfterTheBody(
  request: { raw: IncomingMessage },
  reply: { statusCode: number; getHeader(name: string): unknown; removeHeader(name: string): unknown },
  then: () => void,
): void {
  // The answers that need no draining (nearly all) go on at once, without a promise.
  if (reply.statusCode < 400 || request.raw.complete) return then();
  void drainRequest(request.raw).then((drained) => {
    if (drained && reply.getHeader('connection') === 'close') reply.removeHeader('connection');
    then();
  });
}
