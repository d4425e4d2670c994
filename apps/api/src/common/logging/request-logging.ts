import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PinoLogger } from 'nestjs-pino';
import { storage, type Store } from 'nestjs-pino/storage';
import type { Level, Logger } from 'pino';

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
 * need. It is nestjs-pino's store for the request: its Logger and PinoLogger read `logger` (and
 * `assign()` replaces it) while the request runs.
 */
export class RequestLog {
  private requestLogger?: Logger;
  private assigned?: Logger;
  responseLogger?: Logger = undefined;
  readonly startedAt = Date.now();

  constructor(
    private readonly root: Logger,
    private readonly req: IncomingMessage,
  ) {}

  /** The request's own logger (pino-http's), which writes the response line. */
  get request(): Logger {
    return (this.requestLogger ??= this.root.child({ req: this.req }));
  }

  get logger(): Logger {
    return this.assigned ?? this.request;
  }

  set logger(value: Logger) {
    this.assigned = value;
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

/**
 * What nestjs-pino's middleware (pino-http, then its AsyncLocalStorage store) did for every request,
 * as two Fastify hooks: the same logger bindings and the same response lines, but the request's
 * child logger is only made when something logs, and no Nest middleware (@fastify/middie) runs at
 * all. Logging middleware cost a product page a sizeable share of its CPU (tools/bench, issue 18).
 * The root logger is the one nestjs-pino made from loggerOptions (PinoLogger.root).
 */
export function registerRequestLogging(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw as Logged;
    // pino's request serializer reads the id from the raw request: Fastify's (the caller's x-request-id or a new UUID).
    raw.id = request.id;
    const log = new RequestLog(PinoLogger.root, raw);
    raw[REQUEST_LOG] = log;
    storage.run(log as unknown as Store, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const raw = request.raw as Logged;
    if (!isHealthCheck(raw)) raw[REQUEST_LOG]?.responded(reply.raw);
    done();
  });
}
