import { AsyncLocalStorage } from 'node:async_hooks';
import { isSpanContextValid, trace, type Context } from '@opentelemetry/api';

/** What the running code belongs to: its request's id, and its trace context when tracing is on. */
interface Scope {
  reqId?: string;
  trace?: Context;
}

/**
 * The request the running code serves, for the log lines of services (nestjs-pino's Logger writes
 * them with the root logger, which knows no request), and the OpenTelemetry context when tracing
 * is on (observability/tracing-sdk.ts keeps it here too). One store for both. On Node 24 an
 * AsyncLocalStorage rides V8's continuation data and costs the product page nothing measurable; on
 * Node 20 (async hooks) every active one added a property to every promise and this one cost it
 * about 20 % of its CPU (tools/bench/observability.ts), one reason the project runs on Node 24.
 */
const scopes = new AsyncLocalStorage<Scope>();

/**
 * Makes `id` the current request for the rest of the request's work: called in its first Fastify
 * hook, it holds for the hooks and handler after it and for whatever they start. `enterWith`, not
 * `run`: the hook cannot wrap the steps after it. It sets the id on the HTTP parser's async context
 * (one per connection, where the request's body events run too), and the next request on that
 * connection sets its own before anything of it runs (with no trace context: a traced request's
 * is entered after this, observability/server-spans.ts).
 */
export function enterRequest(id: string): void {
  scopes.enterWith({ reqId: id });
}

/** Runs `work` as part of the request `id` (tests, and work outside the HTTP hooks). */
export function runInRequest<T>(id: string, work: () => T): T {
  return scopes.run({ reqId: id, trace: scopes.getStore()?.trace }, work);
}

export function currentRequestId(): string | undefined {
  return scopes.getStore()?.reqId;
}

/** The active OpenTelemetry context (the tracing's context manager reads it). */
export function currentTraceContext(): Context | undefined {
  return scopes.getStore()?.trace;
}

/** Runs `work` with `active` as the active OpenTelemetry context, the request id kept. */
export function runWithTraceContext<T>(active: Context, work: () => T): T {
  return scopes.run({ reqId: scopes.getStore()?.reqId, trace: active }, work);
}

/** Makes `active` the active OpenTelemetry context for the rest of the current async chain (see enterRequest). */
export function enterTraceContext(active: Context): void {
  scopes.enterWith({ reqId: scopes.getStore()?.reqId, trace: active });
}

/**
 * pino's mixin: what every log line gets besides its own fields: the request id (`req_id`) and,
 * when tracing is on and a span is active, its `trace_id` and `span_id`, so a line leads to its
 * request and its trace. Called only for lines that are written (their level enabled). A new object
 * every time: pino merges the line's own fields into it.
 */
export function logContext(): Record<string, string> {
  const reqId = scopes.getStore()?.reqId;
  const span = trace.getActiveSpan()?.spanContext();
  if (span && isSpanContextValid(span))
    return reqId
      ? { req_id: reqId, trace_id: span.traceId, span_id: span.spanId }
      : { trace_id: span.traceId, span_id: span.spanId };
  return reqId ? { req_id: reqId } : {};
}
