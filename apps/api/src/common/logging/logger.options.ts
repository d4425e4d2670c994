import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../../config/app.config';
import { logContext } from './request-context';

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
      redact: { paths: REDACT, censor: '[redacted]' },
      // Every line, a service's too, carries its request's id and, when tracing is on, its trace.
      mixin: logContext,
      serializers: {
        // Bound to a request's logger when it first logs: a few fields, not every header (which
        // would be stringified and cloned for redaction).
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
    // No Nest middleware: registerRequestLogging (request-logging.ts) does its per-request part as
    // Fastify hooks, lazily. nestjs-pino still makes the root logger from the options above.
    forRoutes: [],
  };
}
