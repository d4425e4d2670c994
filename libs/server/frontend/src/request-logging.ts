// The frontend servers' log: one JSON line per request (method, path, route, status, duration,
// request id) and one per error (a page that failed to render, a sitemap that could not be built, an
// API instance that could not be reached), through Fastify's own logger (pino), as the API logs.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** Where the lines go: stdout unless a stream is given (the tests read them from one). */
export interface FrontendLogOptions {
  /** pino's level name; default info. */
  level?: string;
  stream?: { write(line: string): void };
}

/** The request id header: the API's (app.setup.ts) is the same, so both servers' lines share an id. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id is kept when it looks like one (the API's rule); otherwise a new one is made. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The path without its query: page addresses carry reset and verification tokens (/reset-password?token=). */
const pathOf = (url: string | undefined) => (url ?? '').split('?')[0];

/**
 * One line per request, when its answer is done (Fastify's default is two, "incoming" and
 * "completed", with every header): error for a 5xx or a failed answer, warn for a 4xx, else info.
 * Fastify's other lines (an error its handler answered, a stream cut short) are kept.
 */
class FrontendLogController extends LogController {
  override incomingRequest(): void {}

  /** The request's line says "404" already. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const level = error || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    request.log[level](
      {
        method: request.method,
        path: pathOf(request.url),
        // The route that answered (e.g. /api/* for the proxy); none for a page or file not routed.
        route: request.routeOptions.url,
        status,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        ...(error && { err: error }),
      },
      error ? 'request errored' : 'request completed',
    );
  }
}

/** The Fastify options for the log: off, or JSON lines with a few fields per request (not its headers). */
export function loggerOptions(
  logger: boolean | FrontendLogOptions | undefined,
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId' | 'requestIdHeader'> {
  const options = logger === true ? {} : logger || undefined;
  return {
    logger: options
      ? {
          level: options.level ?? 'info',
          ...(options.stream && { stream: options.stream }),
          serializers: {
            req: (req: { id: string; method: string; url: string }) => ({
              id: req.id,
              method: req.method,
              path: pathOf(req.url),
            }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
        }
      : false,
    logController: new FrontendLogController({ requestIdLogLabel: 'requestId' }),
    requestIdHeader: false,
    genReqId: requestIdOf,
  };
}
