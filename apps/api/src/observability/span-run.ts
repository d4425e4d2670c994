import { SpanStatusCode, type Span } from '@opentelemetry/api';

/**
 * `run`'s promise, with `span` ended when it settles: a failure is recorded on the span (its
 * exception and an error status) and thrown on unchanged. The callback of startActiveSpan for the
 * spans this module makes around a piece of work (a job, a provider call).
 */
export async function endSpanAfter<T>(span: Span, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
    throw error;
  } finally {
    span.end();
  }
}
