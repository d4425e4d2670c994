import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startRequestLog } from '../logging/request-logging';
import { multipartRefusal } from '../uploads/multipart';
import { controlCharactersRefusal } from './control-characters';
import { answerAfterTheBody } from './drain-request';
import { applyNoStore } from './no-store';
import { helmetHeaders } from './security-headers';

/** Set on every answer of an instance that is shutting down (the frontend servers' balancer reads it). */
export const DRAINING_HEADER = 'x-phonehub-draining';

export interface RequestHookOptions {
  /** Whether the instance is shutting down (health/drain-state.ts). */
  drain: { readonly draining: boolean };
  /** A page under `path` (Swagger UI) gets this Content-Security-Policy instead of the API's. */
  docs?: { path: string; contentSecurityPolicy: string };
}

/**
 * What the API does around every request, as one Fastify hook per stage, each running its steps in
 * order: Fastify calls every hook through its own iterator and callback, and the ten hooks these
 * three replaced cost the product page ~10 µs of its ~140 µs of CPU at a million products (with
 * @fastify/cors registered directly, app.setup.ts; tools/bench, issue 18). Every hook takes the
 * callback form: an async hook costs a promise and a microtask per request. The routes' own stages
 * stay where they are: the listing's ETag (http-cache.ts, preSerialization), the response log line
 * (request-logging.ts, onResponse) and CORS (@fastify/cors, registered after this, so a preflight it
 * answers carries these headers too).
 */
export function registerRequestHooks(app: NestFastifyApplication, { drain, docs }: RequestHookOptions): void {
  const fastify = app.getHttpAdapter().getInstance();
  // Helmet's headers depend on nothing in the request: made once, copied into each reply.
  const securityHeaders = helmetHeaders();

  fastify.addHook('onRequest', (request, reply, done) => {
    // First, so that whatever the later steps and hooks log carries the request.
    startRequestLog(request);
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
    done();
  });

  fastify.addHook('preValidation', (request, _reply, done) => {
    done(multipartRefusal(request) ?? controlCharactersRefusal(request));
  });

  fastify.addHook('onSend', (request, reply, payload, done) => {
    // An error answered while the body still arrives waits for the rest of it (drain-request.ts);
    // the headers below are decided once it has, since draining may drop `connection: close`.
    answerAfterTheBody(request, reply, () => {
      // While shutting down, each answer closes its connection: an idle keep-alive connection would
      // otherwise hold the server open until its timeout, and the client's next request belongs
      // elsewhere. The draining header tells a balancer in front (libs/server/frontend) at once.
      if (drain.draining) reply.header('connection', 'close').header(DRAINING_HEADER, '1');
      applyNoStore(request, reply);
      if (docs && request.url.startsWith(docs.path))
        reply.header('content-security-policy', docs.contentSecurityPolicy);
      done(null, payload);
    });
  });
}
