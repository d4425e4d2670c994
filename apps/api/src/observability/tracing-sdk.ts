import {
  context,
  isSpanContextValid,
  propagation,
  trace,
  TraceFlags,
  type Context,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOnSampler, BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { SharedContextManager } from './shared-context-manager';
import type { SamplerName, TracingConfig } from './tracing.config';

export interface RunningTracing {
  /**
   * Whether a new trace starts to be recorded under `parent` (a caller's context, or none): the
   * configured sampler's decision, taken before any span exists, so a dropped request costs no span
   * and no ids (server-spans.ts, job-tracing.ts). Spans under a recorded one are always recorded.
   */
  sampled(parent: Context): boolean;
  /**
   * Makes `context` the active one for the rest of the current async chain (the request's first
   * hook, server-spans.ts): the hook cannot wrap the steps after it.
   */
  enter(context: Context): void;
  shutdown(): Promise<void>;
}

/** OTEL_TRACES_SAMPLER's decision for a new server or job span (the ratio drawn at random, not from the trace id). */
export function samplingDecision(name: SamplerName, ratio: number): (parent: Context) => boolean {
  const root = name.endsWith('always_off')
    ? () => false
    : name.endsWith('traceidratio')
      ? () => Math.random() < ratio
      : () => true;
  if (!name.startsWith('parentbased_')) return root;
  return (parent) => {
    const caller = trace.getSpanContext(parent);
    return caller && isSpanContextValid(caller) ? (caller.traceFlags & TraceFlags.SAMPLED) !== 0 : root();
  };
}

/**
 * The tracer provider, W3C trace context in and out, and the instrumentations: HTTP out (the payment
 * and carrier SDKs both use Node's http), PostgreSQL (pg, under TypeORM and pg-boss) and Redis
 * (ioredis), each only under a span a request or job started. Spans leave in batches over
 * OTLP/HTTP (JSON).
 *
 * The incoming requests' spans are not the HTTP instrumentation's (server-spans.ts makes them in
 * Fastify's hooks): it computes a span's attributes and wraps the request's emitters for every
 * request, sampled or not, which cost the product page about 40 % more CPU even at 1 % sampling
 * (tools/bench/observability.ts). A request that is not sampled here costs a sampling decision.
 */
export function startTracingSdk(config: TracingConfig): RunningTracing {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName }),
    // Decided before a span starts (samplingDecision); under a recorded span, everything is.
    sampler: new AlwaysOnSampler(),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: config.tracesUrl }),
        scheduledDelayMillis: config.batchDelayMs,
        maxQueueSize: config.maxQueueSize,
      }),
    ],
  });
  const contextManager = new SharedContextManager();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const disable = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        disableIncomingRequestInstrumentation: true,
        requireParentforOutgoingSpans: true,
      }),
      // Statements only under a span of a request or a job: pg-boss's polling alone would fill the traces.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  return {
    sampled: samplingDecision(config.sampler, config.sampleRatio),
    enter: (active) => contextManager.enter(active),
    async shutdown() {
      await provider.shutdown();
      disable();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
