import { context, propagation, ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import { endSpanAfter } from './span-run';
import { runningTracing, tracingEnabled } from './tracing';

/** The key under which a job's data carries the W3C trace context of the code that enqueued it. */
export const JOB_TRACE_KEY = '$trace';

/**
 * The trace context to store with a job written now (the request or job that enqueues it), or
 * undefined when tracing is off or nothing is being traced.
 */
export function jobTraceContext(): string | undefined {
  if (!tracingEnabled() || !trace.getActiveSpan()?.isRecording()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/**
 * Runs a job's handler in a span of its own (`job <queue>`, kind consumer), a child of the request
 * or job that enqueued it when its data carried that context (a checkout's webhook and the jobs it
 * caused share one trace), else a new trace if the sampler keeps it. Without tracing, or dropped,
 * it is the bare call.
 */
export function traceJob<T>(
  queue: string,
  job: { id: string; retryCount: number; traceparent?: string },
  run: () => Promise<T>,
): Promise<T> {
  const tracing = runningTracing();
  if (!tracing) return run();
  const parent = job.traceparent
    ? propagation.extract(ROOT_CONTEXT, { traceparent: job.traceparent })
    : ROOT_CONTEXT;
  if (!tracing.sampled(parent)) return run();
  return trace.getTracer('phonehub-jobs').startActiveSpan(
    `job ${queue}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'pg-boss',
        'messaging.destination.name': queue,
        'messaging.message.id': job.id,
        'phonehub.job.retry_count': job.retryCount,
      },
    },
    parent,
    (span) => endSpanAfter(span, run),
  );
}
