import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { RateLimitedError } from '../errors/app-error';
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
    if (unexpected)
      this.logger.error(
        { err: exception },
        `Request failed with ${body.statusCode}`,
        AllExceptionsFilter.name,
      );

    const { httpAdapter } = this.adapterHost;
    const response = host.switchToHttp().getResponse();
    if (httpAdapter.isHeadersSent(response)) return;
    if (exception instanceof RateLimitedError && exception.retryAfterSeconds !== undefined)
      httpAdapter.setHeader(
        response,
        'Retry-After',
        String(Math.max(1, Math.ceil(exception.retryAfterSeconds))),
      );
    httpAdapter.reply(response, body, body.statusCode);
  }
}
