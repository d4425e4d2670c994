import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { pinoHttp, type Options } from 'pino-http';
import type { AppConfig } from '../../config/app.config';
import { loggerOptions } from './logger.options';
import type { ArgumentsHost } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import type { Logger as NestPinoLogger } from 'nestjs-pino';
import { AllExceptionsFilter } from '../filters/all-exceptions.filter';
import { attachRequestLog, isHealthCheck, RequestLog, requestLogLevel } from './request-logging';

/** The root logger nestjs-pino makes from loggerOptions, writing its lines into an array. */
function rootLogger(level: string): { root: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const options = loggerOptions({ nodeEnv: 'test', logLevel: level } as unknown as AppConfig)
    .pinoHttp as Options;
  return { root: pinoHttp({ ...options, transport: undefined }, stream).logger as unknown as Logger, lines };
}

const request = {
  id: 'req-1',
  method: 'GET',
  url: '/api/products/abc?x=1',
  headers: { 'user-agent': 'test/1', authorization: 'Bearer secret' },
  socket: { remoteAddress: '127.0.0.1' },
} as unknown as IncomingMessage;
// A finished response: pino's serializer reports the status only once the headers went out.
const response = (statusCode: number) => ({ statusCode, headersSent: true }) as ServerResponse;

// pino writes asynchronously through the stream: wait for the lines to arrive.
const flushed = () => new Promise((done) => setImmediate(done));

describe('request logging', () => {
  it('writes the response line as pino-http did: the request bound, the status, the time', async () => {
    const { root, lines } = rootLogger('info');
    new RequestLog(root, request).responded(response(404));
    await flushed();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      req: {
        id: 'req-1',
        method: 'GET',
        url: '/api/products/abc?x=1',
        remoteAddress: '127.0.0.1',
        userAgent: 'test/1',
      },
      res: { statusCode: 404 },
      msg: 'request completed',
    });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });

  it('logs a 5xx as an error with the status in err', async () => {
    const { root, lines } = rootLogger('warn');
    new RequestLog(root, request).responded(response(503));
    await flushed();
    expect(lines[0]).toMatchObject({
      level: 50,
      res: { statusCode: 503 },
      err: { message: 'failed with status code 503' },
      msg: 'request errored',
    });
  });

  it('binds the request only when something logs', async () => {
    const { root, lines } = rootLogger('warn');
    const child = jest.spyOn(root, 'child');
    const log = new RequestLog(root, request);
    log.responded(response(200));
    expect(child).not.toHaveBeenCalled();
    log.request.warn('from the exception filter');
    await flushed();
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, req: expect.objectContaining({ id: 'req-1' }) }),
    ]);
  });

  it("writes an unexpected error's line with the request it failed, through the exception filter", async () => {
    const { root, lines } = rootLogger('warn');
    const raw = { ...request } as IncomingMessage;
    attachRequestLog(raw, root);
    const replies: unknown[] = [];
    const adapterHost = {
      httpAdapter: {
        isHeadersSent: () => false,
        reply: (_res: unknown, body: unknown) => replies.push(body),
      },
    } as unknown as HttpAdapterHost;
    const fallback = { error: jest.fn() } as unknown as NestPinoLogger;
    const host = {
      switchToHttp: () => ({ getRequest: () => ({ raw }), getResponse: () => ({}) }),
    } as unknown as ArgumentsHost;

    new AllExceptionsFilter(adapterHost, fallback).catch(new Error('database went away'), host);
    await flushed();

    expect(replies).toEqual([expect.objectContaining({ statusCode: 500 })]);
    expect(fallback.error).not.toHaveBeenCalled();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'Request failed with 500',
        context: 'AllExceptionsFilter',
        req: expect.objectContaining({ id: 'req-1', method: 'GET', url: '/api/products/abc?x=1' }),
        err: expect.objectContaining({ message: 'database went away' }),
      }),
    ]);
  });

  it('picks the level by status and leaves health checks out', () => {
    expect([200, 304, 404, 500].map((statusCode) => requestLogLevel({ statusCode }))).toEqual([
      'info',
      'info',
      'warn',
      'error',
    ]);
    expect(requestLogLevel({ statusCode: 200 }, new Error('socket'))).toBe('error');
    expect(isHealthCheck({ method: 'GET', url: '/api/health?probe=1' })).toBe(true);
    expect(isHealthCheck({ method: 'GET', url: '/api/healthz' })).toBe(false);
    expect(isHealthCheck({ method: 'POST', url: '/api/health' })).toBe(false);
  });
});
