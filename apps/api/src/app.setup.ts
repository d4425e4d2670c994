import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { InvalidJsonError } from './common/errors/app-error';
import { refuseControlCharacters } from './common/http/control-characters.hook';
import { answerErrorsAfterTheBody } from './common/http/drain-request';
import { registerHttpCache } from './common/http/http-cache';
import { noStoreForPrivateResponses } from './common/http/no-store';
import { registerRequestLogging } from './common/logging/request-logging';
import { addSecurityHeaders } from './common/http/security-headers';
import { JsonTooDeepError, jsonNestsDeeperThan, MAX_JSON_DEPTH } from './common/validation/unsafe-input';
import { createValidationPipe } from './common/validation/validation.pipe';
import { appConfig, readAppConfig, type AppConfig } from './config/app.config';
import { DrainState } from './health/drain-state';
import { readOrThrow } from './config/env-reader';
import { keepsRawBody } from './payments/raw-body';
import { registerImageUploads } from './common/uploads/multipart';

export const API_PREFIX = 'api';
export const DOCS_PATH = `${API_PREFIX}/docs`;
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Set on every answer of an instance that is shutting down (the frontend servers' balancer reads it). */
export const DRAINING_HEADER = 'x-phonehub-draining';

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
    if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) return done(new JsonTooDeepError(), undefined);
    parseJson(request as Parameters<typeof parseJson>[0], body as unknown as string, (error, value) =>
      error ? done(new InvalidJsonError(), undefined) : done(null, value),
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

  const fastify = app.getHttpAdapter().getInstance();
  // First, so that whatever the other hooks log carries the request.
  registerRequestLogging(app);
  acceptJsonOnly(app);
  await registerImageUploads(app);
  refuseControlCharacters(app);
  answerErrorsAfterTheBody(app);
  noStoreForPrivateResponses(app);
  // Hooks on every request take the callback form: an async hook costs a promise and a microtask each.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // While shutting down, each answer closes its connection: an idle keep-alive connection would
  // otherwise hold the server open until its timeout, and the client's next request belongs elsewhere.
  // The draining header tells a balancer in front (libs/server/frontend) at once, before its next check.
  const drain = app.get(DrainState);
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (drain.draining) reply.header('connection', 'close').header(DRAINING_HEADER, '1');
    done(null, payload);
  });

  addSecurityHeaders(app);
  registerHttpCache(app);
  app.enableCors({
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });

  if (!config.isProduction) {
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith(`/${DOCS_PATH}`)) reply.header('content-security-policy', DOCS_CSP);
      done(null, payload);
    });
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('PhoneHub API').setVersion('1').addBearerAuth().build(),
    );
    SwaggerModule.setup(DOCS_PATH, app, document);
  }
}
