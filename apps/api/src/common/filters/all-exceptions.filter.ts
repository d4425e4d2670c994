import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { FastifyRequest } from 'fastify';
import { CommonErrors, isAppError } from '../errors/app-error';
import { requestLogOf } from '../logging/request-logging';
import { toErrorBody } from './error-body';

/** The one place errors become responses (routes, guards, body parsing, unknown routes). */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly logger: Logger,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { body, unexpected } = toErrorBody(exception);
    if (unexpected) {
      // The request's own logger, so the line names the request (its id, method and path).
      const raw = host.switchToHttp().getRequest<FastifyRequest | undefined>()?.raw;
      const log = raw && requestLogOf(raw);
      const message = `Request failed with ${body.statusCode}`;
      if (log) log.request.error({ err: exception, context: AllExceptionsFilter.name }, message);
      else this.logger.error({ err: exception }, message, AllExceptionsFilter.name);
    }

    const { httpAdapter } = this.adapterHost;
    const response = host.switchToHttp().getResponse();
    if (httpAdapter.isHeadersSent(response)) return;
    if (isAppError(exception, CommonErrors.rateLimited) && exception.retryAfterSeconds !== undefined)
      httpAdapter.setHeader(
        response,
        'Retry-After',
        String(Math.max(1, Math.ceil(exception.retryAfterSeconds))),
      );
    httpAdapter.reply(response, body, body.statusCode);
  }
}
