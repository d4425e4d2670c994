import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../../config/app.config';

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.password_hash',
  '*.access_token',
];

/** What pino's standard request serializer hands a custom one. */
interface SerializedRequest {
  id: unknown;
  method: string;
  url: string;
  remoteAddress?: string;
  headers: Record<string, string | string[] | undefined>;
}

export function loggerOptions(config: AppConfig): Params {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    pinoHttp: {
      level: config.logLevel,
      // Fastify has already chosen the id (the caller's x-request-id or a new UUID): reuse it.
      genReqId: (req: IncomingMessage) => req.id ?? randomUUID(),
      redact: { paths: REDACT, censor: '[redacted]' },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      // Balancers and container runtimes ask for the health every second or so: not worth a line each.
      autoLogging: { ignore: (req: IncomingMessage) => req.method === 'GET' && req.url?.split('?')[0] === '/api/health' },
      serializers: {
        // Bound to every request's logger as it starts: a few fields, not every header (which each
        // request would stringify and clone for redaction, logged or not).
        req: (req: SerializedRequest) => ({
          id: req.id,
          method: req.method,
          url: req.url,
          remoteAddress: req.remoteAddress,
          userAgent: req.headers['user-agent'],
        }),
        // The response line needs the status; its headers are noise.
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      transport: pretty
        ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' } }
        : undefined,
    },
    // Nest 11 route syntax for "every path" (the library's default '*' logs a deprecation warning).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
  };
}
