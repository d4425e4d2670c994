import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyRequest } from 'fastify';
import type { RunningTracing } from './tracing-sdk';

const HEALTH_PATH = '/api/health';
const SPAN = Symbol('serverSpan');

type Traced = FastifyRequest & { [SPAN]?: Span };

export interface ServerSpans {
  /** The onRequest step (after the request's own scope is entered, request-logging.ts). */
  start(request: FastifyRequest): void;
  /** The onResponse step. */
  end(request: FastifyRequest, statusCode: number): void;
}

/**
 * The server span of every sampled request, `POST /api/payments/checkout/session` (its route's
 * pattern), child of the caller's W3C trace context when it sent one. Its context is entered for
 * the rest of the request, so statements, provider calls and the jobs it enqueues join its trace.
 * A request the sampler drops, and health probes, make no span and enter no context (their
 * statements make no spans either): a sampling decision and a header look-up is all they cost.
 * Steps of hooks that exist anyway (metrics.service.ts): a hook stage of its own costs every request.
 * Loaded only when tracing is on.
 */
export function serverSpans(tracing: RunningTracing): ServerSpans {
  const tracer = trace.getTracer('phonehub-http');
  return {
    start(request) {
      const route = request.routeOptions.url;
      if (request.method === 'GET' && route?.startsWith(HEALTH_PATH)) return;
      const parent = request.headers.traceparent
        ? propagation.extract(ROOT_CONTEXT, request.headers)
        : ROOT_CONTEXT;
      if (!tracing.sampled(parent)) return;
      const span = tracer.startSpan(
        route ? `${request.method} ${route}` : request.method,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            'http.route': route ?? '',
            'url.path': request.url.split('?')[0],
            'url.scheme': request.protocol,
            'client.address': request.ip,
            'user_agent.original': request.headers['user-agent'] ?? '',
            'phonehub.request_id': request.id,
          },
        },
        parent,
      );
      (request as Traced)[SPAN] = span;
      tracing.enter(trace.setSpan(parent, span));
    },
    end(request, statusCode) {
      const span = (request as Traced)[SPAN];
      if (!span) return;
      (request as Traced)[SPAN] = undefined;
      span.setAttribute('http.response.status_code', statusCode);
      if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}
