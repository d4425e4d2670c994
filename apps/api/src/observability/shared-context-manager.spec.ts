import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { TracerProvider } from '@opentelemetry/sdk-trace';
import { EventEmitter } from 'node:events';
import { currentRequestId, logContext, runInRequest } from '../common/logging/request-context';
import { SharedContextManager } from './shared-context-manager';

describe('the OpenTelemetry context on the request id’s store', () => {
  const manager = new SharedContextManager();
  beforeAll(() => {
    context.setGlobalContextManager(manager);
    trace.setGlobalTracerProvider(new TracerProvider());
  });
  afterAll(() => {
    trace.disable();
    context.disable();
  });

  it('keeps the request id inside spans and the span across awaits, and gives both to log lines', async () => {
    const tracer = trace.getTracer('test');
    await runInRequest('req-1', () =>
      tracer.startActiveSpan('outer', async (span) => {
        await new Promise((resolve) => setImmediate(resolve));
        expect(currentRequestId()).toBe('req-1');
        expect(trace.getActiveSpan()).toBe(span);
        expect(logContext()).toEqual({
          req_id: 'req-1',
          trace_id: span.spanContext().traceId,
          span_id: span.spanContext().spanId,
        });
        span.end();
      }),
    );
    expect(manager.active()).toBe(ROOT_CONTEXT);
    expect(logContext()).toEqual({});
  });

  it('runs bound listeners of an emitter in the context it was bound to', () => {
    const span = trace.getTracer('test').startSpan('bound');
    const emitter = context.bind(trace.setSpan(ROOT_CONTEXT, span), new EventEmitter());
    let seen: unknown;
    emitter.on('event', () => (seen = trace.getActiveSpan()));
    emitter.emit('event');
    expect(seen).toBe(span);
    span.end();
  });

  it('enters a context for the rest of the current chain, as the first hook of a request does', async () => {
    const span = trace.getTracer('test').startSpan('entered');
    await runInRequest('req-2', async () => {
      manager.enter(trace.setSpan(ROOT_CONTEXT, span));
      await Promise.resolve();
      expect(trace.getActiveSpan()).toBe(span);
      expect(currentRequestId()).toBe('req-2');
    });
    span.end();
  });
});
