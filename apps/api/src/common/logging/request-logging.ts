import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PinoLogger } from 'nestjs-pino';
import type { Level, Logger } from 'pino';
import { enterRequest } from './request-context';

/** The level of a request's "request completed" / "request errored" line. */
export function requestLogLevel(res: { statusCode: number }, error?: unknown): Level {
  return error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
}

const HEALTH_PATH = '/api/health';

/** Balancers and container runtimes ask for the health every second or so: not worth a line each. */
export function isHealthCheck(req: Pick<IncomingMessage, 'method' | 'url'>): boolean {
  // Asked after every response: the path compared in place, no array per request.
  const url = req.url ?? '';
  return (
    req.method === 'GET' &&
    url.startsWith(HEALTH_PATH) &&
    (url.length === HEALTH_PATH.length || url[HEALTH_PATH.length] === '?')
  );
}

const REQUEST_LOG = Symbol('requestLog');

type Logged = IncomingMessage & { [REQUEST_LOG]?: RequestLog };

/**
 * A request's logger, as pino-http makes it (`root.child({ req })`), made the first time something
 * logs: binding the request serializes and redacts it, which most requests, logging nothing, never
 * need. Kept on the raw request (requestLogOf): the response line and the exception filter's error
 * lines carry the request through it.
 */
export class RequestLog {
  private requestLogger?: Logger;
  readonly startedAt = Date.now();

  constructor(
    private readonly root: Logger,
    private readonly req: IncomingMessage,
  ) {}

  /** The request's own logger (pino-http's), which writes the response line. */
  get request(): Logger {
    return (this.requestLogger ??= this.root.child({ req: this.req }));
  }

  /** pino-http's line when the response is done, at the level its status calls for (if enabled). */
  responded(res: ServerResponse): void {
    const level = requestLogLevel(res);
    if (!this.root.isLevelEnabled(level)) return;
    const responseTime = Date.now() - this.startedAt;
    if (res.statusCode >= 500)
      this.request[level](
        { res, err: new Error(`failed with status code ${res.statusCode}`), responseTime },
        'request errored',
      );
    else this.request[level]({ res, responseTime }, 'request completed');
  }
}

/** Gives a request its logger (registerRequestLogging does, for every request). */
export function attachRequestLog(raw: IncomingMessage, root: Logger): RequestLog {
  return ((raw as Logged)[REQUEST_LOG] = new RequestLog(root, raw));
}

/** The logger of a request that registerRequestLogging saw (undefined for any other). */
export function requestLogOf(raw: IncomingMessage): RequestLog | undefined {
  return (raw as Logged)[REQUEST_LOG];
}

/**
 * What nestjs-pino's middleware (pino-http) did for every request, as startRequestLog (a step of the
 * API's onRequest hook, request-hooks.ts) and this onResponse hook: the same logger bindings and the
 * same response lines, but the request's child logger is only made when something logs, and no Nest
 * middleware (@fastify/middie) runs at all.
 *
 * A service's own log line (nestjs-pino's Logger) is written by the root logger, with its context
 * name and the ids it names, and the request's id as `req_id` (request-context.ts, the logger's
 * mixin); the lines that are about the request itself, its response and any error that became a
 * 5xx, carry the whole request. The root logger is the one nestjs-pino made from loggerOptions
 * (PinoLogger.root). Only the id is kept in the AsyncLocalStorage, not a logger per request as
 * nestjs-pino does: binding the request to a child logger costs, and most requests log nothing.
 */
export function registerRequestLogging(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      if (!isHealthCheck(request.raw)) requestLogOf(request.raw)?.responded(reply.raw);
      done();
    });
}

/** The first step of every request (the onRequest hook, request-hooks.ts): its logger. */
export function startRequestLog(request: { id: string; raw: IncomingMessage }): void {
  const raw = request.raw as Logged;
  // pino's request serializer reads the id from the raw request: Fastify's (the caller's x-request-id or a new UUID).
  raw.id = request.id;
  enterRequest(request.id);
  attachRequestLog(raw, PinoLogger.root);
}
