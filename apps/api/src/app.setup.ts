import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import cors from '@fastify/cors';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { CommonErrors } from './common/errors/app-error';
import { registerHttpCache } from './common/http/http-cache';
import { registerRequestHooks } from './common/http/request-hooks';
import { registerRequestLogging } from './common/logging/request-logging';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './common/validation/unsafe-input';
import { createValidationPipe } from './common/validation/validation.pipe';
import { appConfig, readAppConfig, type AppConfig } from './config/app.config';
import { DrainState } from './health/drain-state';
import { readOrThrow } from './config/env-reader';
import { keepsRawBody } from './payments/raw-body';
import { registerImageUploads } from './common/uploads/multipart';

export const API_PREFIX = 'api';
export const DOCS_PATH = `${API_PREFIX}/docs`;
export const BODY_LIMIT_BYTES = 1024 * 1024;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
// Swagger UI needs inline styles and scripts; every other response keeps helmet's strict policy.
const DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'self'";

/** The Fastify adapter main.ts and the e2e tests both use. */
export function createHttpAdapter(): FastifyAdapter {
  const { trustProxy } = readOrThrow(process.env, readAppConfig);
  return new FastifyAdapter({
    // No Nest middleware anywhere (logging, CORS and security headers are Fastify hooks): without
    // @fastify/middie, no middleware runner is called on every request for nothing. A Nest
    // middleware added later makes start-up fail (Fastify has no use()): take this out then.
    skipMiddie: true,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy,
    // An incoming x-request-id is honoured when it looks like an id; otherwise a new one is made.
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
}

/**
 * The API speaks JSON only: other bodies get 415, and a body that does not parse gets a 400 in the
 * error shape (Fastify's own parser, with its prototype-poisoning protection, does the parsing).
 */
function acceptJsonOnly(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('text/plain');
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    // Signed webhooks are verified over the exact bytes received: those routes get the raw Buffer.
    if (keepsRawBody(request.url)) return done(null, body);
    if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) return done(CommonErrors.jsonTooDeep(), undefined);
    parseJson(request as Parameters<typeof parseJson>[0], body as unknown as string, (error, value) =>
      error ? done(CommonErrors.invalidJson(), undefined) : done(null, value),
    );
  });
}

/** Everything between "created" and "listening", shared by main.ts and the e2e tests. */
export async function configureApp(app: NestFastifyApplication): Promise<void> {
  const config = app.get<AppConfig>(appConfig.KEY);
  app.useLogger(app.get(Logger));
  app.flushLogs();
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());

  acceptJsonOnly(app);
  await registerImageUploads(app);
  registerRequestHooks(app, {
    drain: app.get(DrainState),
    docs: config.apiDocs ? { path: `/${DOCS_PATH}`, contentSecurityPolicy: DOCS_CSP } : undefined,
  });
  registerRequestLogging(app);
  registerHttpCache(app);
  // @fastify/cors itself rather than app.enableCors(): Nest's wrapper runs it ahead of every other
  // hook and then copies its headers onto the raw response (for Nest middleware, which this API has
  // none of: skipMiddie), setting each twice. Registered after the request hooks, a preflight it
  // answers carries the request id and security headers too.
  await app.register(cors as unknown as Parameters<NestFastifyApplication['register']>[0], {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });

  if (config.apiDocs) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('PhoneHub API').setVersion('1').addBearerAuth().build(),
    );
    SwaggerModule.setup(DOCS_PATH, app, document);
  }
}
