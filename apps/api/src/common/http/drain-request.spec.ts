import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { drainRequest } from './drain-request';

/** A request body as a stream, with the fields of IncomingMessage that drainRequest reads. */
function incoming(headers: Record<string, string> = {}) {
  const stream = new PassThrough() as PassThrough & { complete: boolean; headers: Record<string, string> };
  stream.complete = false;
  stream.headers = headers;
  stream.on('end', () => (stream.complete = true));
  return stream;
}

const limits = { bytes: 1000, timeoutMs: 60_000 };

describe('drainRequest', () => {
  it('reads the rest of the body and resolves true at its end', async () => {
    const raw = incoming();
    raw.write(Buffer.alloc(400));
    const drained = drainRequest(raw as unknown as IncomingMessage, limits);
    raw.write(Buffer.alloc(400));
    raw.end();
    await expect(drained).resolves.toBe(true);
    expect(raw.listenerCount('data')).toBe(0);
  });

  it('gives up past the byte limit', async () => {
    const raw = incoming();
    const drained = drainRequest(raw as unknown as IncomingMessage, limits);
    raw.write(Buffer.alloc(1001));
    await expect(drained).resolves.toBe(false);
    expect(raw.listenerCount('data')).toBe(0);
  });

  it('does not start on a body declared larger than the limit, nor on a complete one', async () => {
    await expect(drainRequest(incoming({ 'content-length': '5000' }) as never, limits)).resolves.toBe(false);
    const done = incoming();
    done.complete = true;
    await expect(drainRequest(done as unknown as IncomingMessage, limits)).resolves.toBe(true);
  });

  it('gives up when the client goes away or stalls', async () => {
    const closed = incoming();
    const drained = drainRequest(closed as unknown as IncomingMessage, limits);
    closed.destroy();
    await expect(drained).resolves.toBe(false);

    jest.useFakeTimers();
    try {
      const stalled = incoming();
      const waiting = drainRequest(stalled as unknown as IncomingMessage, limits);
      jest.advanceTimersByTime(limits.timeoutMs);
      await expect(waiting).resolves.toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
