import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { TracerProvider } from '@opentelemetry/sdk-trace';
import Fastify from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import type { AppConfig } from '../../config/app.config';
import { loggerOptions } from './logger.options';
import { currentRequestId, logContext, runInRequest } from './request-context';
import { startRequestLog } from './request-logging';

/** A logger made from the API's options (its mixin included), writing its lines into an array. */
function capturingLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const { mixin } = loggerOptions({ nodeEnv: 'test', logLevel: 'info' } as unknown as AppConfig).pinoHttp as {
    mixin: () => object;
  };
  return { logger: pino({ level: 'info', mixin }, stream), lines };
}

describe('request context on log lines', () => {
  it("adds the request's id to every line written while the request's work runs, after awaits too", async () => {
    const { logger, lines } = capturingLogger();
    logger.info('before');
    await runInRequest('req-7', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      logger.info('in a service');
    });
    logger.info('after');
    expect(lines.map((line) => [line.msg, line.req_id])).toEqual([
      ['before', undefined],
      ['in a service', 'req-7'],
      ['after', undefined],
    ]);
  });

  it('adds the active span’s trace and span ids when tracing is on', () => {
    const manager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(manager);
    const provider = new TracerProvider();
    trace.setGlobalTracerProvider(provider);
    try {
      const { logger, lines } = capturingLogger();
      const ids = runInRequest('req-8', () =>
        trace.getTracer('test').startActiveSpan('work', (span) => {
          logger.info('traced');
          span.end();
          return span.spanContext();
        }),
      );
      expect(lines[0]).toMatchObject({ req_id: 'req-8', trace_id: ids.traceId, span_id: ids.spanId });
      expect(logContext()).toEqual({});
    } finally {
      trace.disable();
      context.disable();
    }
  });

  it("gives a service's line the id of the request it serves, over real HTTP with a body and concurrent requests", async () => {
    const { logger, lines } = capturingLogger();
    // The root logger nestjs-pino's module sets (read-only in its types): this test's instead.
    const pinoLogger = PinoLogger as { root: Logger };
    const saved = pinoLogger.root;
    pinoLogger.root = logger;
    const app = Fastify({ genReqId: (req) => String(req.headers['x-request-id']) });
    app.addHook('onRequest', (request, _reply, done) => {
      startRequestLog(request);
      done();
    });
    app.post('/work', async (request) => {
      // As a service does: the root logger, deep in the request's promises.
      await new Promise((resolve) => setTimeout(resolve, Number((request.body as { wait: number }).wait)));
      logger.info({ seen: currentRequestId() }, 'service line');
      return { ok: true };
    });
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const post = (id: string, wait: number) =>
        fetch(`${url}/work`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-id': id },
          body: JSON.stringify({ wait }),
        });
      // The first answers last: each line still names its own request.
      await Promise.all([post('slow', 30), post('fast', 1)]);
      expect(lines.map((line) => [line.seen, line.req_id]).sort()).toEqual([
        ['fast', 'fast'],
        ['slow', 'slow'],
      ]);
    } finally {
      await app.close();
      pinoLogger.root = saved;
    }
  });
});
