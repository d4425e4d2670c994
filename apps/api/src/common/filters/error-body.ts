import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';
import { ApiErrorBody, ErrorCode } from '@phonehub/contracts';
import { EntityNotFoundError, QueryFailedError } from 'typeorm';
import { AppError, TOO_MANY_ATTEMPTS } from '../errors/app-error';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

export interface RenderedError {
  body: ApiErrorBody;
  /** A server fault: logged with its stack, never shown. */
  unexpected: boolean;
}

const BY_STATUS: Record<number, { code: ErrorCode; detail: string }> = {
  400: { code: ErrorCode.ValidationFailed, detail: 'The request is not valid.' },
  401: { code: ErrorCode.Unauthorized, detail: 'Please sign in to continue.' },
  403: { code: ErrorCode.Forbidden, detail: 'You do not have permission to do this.' },
  404: { code: ErrorCode.NotFound, detail: 'The requested resource was not found.' },
  409: { code: ErrorCode.Conflict, detail: 'This conflicts with existing data.' },
  413: { code: ErrorCode.PayloadTooLarge, detail: 'The request body is too large.' },
  415: { code: ErrorCode.UnsupportedMediaType, detail: 'Please send the request body as JSON.' },
  429: { code: ErrorCode.RateLimited, detail: TOO_MANY_ATTEMPTS },
  503: {
    code: ErrorCode.Internal,
    detail: 'The service is temporarily unavailable. Please try again shortly.',
  },
};

// PostgreSQL SQLSTATEs that mean the input was wrong, not the server (22021 and 22P05: bytes or
// characters, such as NUL, that the database cannot store as text).
const BAD_INPUT_SQLSTATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

function render(statusCode: number, code?: ErrorCode, detail?: string): RenderedError {
  const known = BY_STATUS[statusCode];
  const isServerError = statusCode >= 500;
  return {
    body: {
      statusCode,
      code: code ?? known?.code ?? (isServerError ? ErrorCode.Internal : ErrorCode.ValidationFailed),
      message: STATUS_CODES[statusCode] ?? 'Error',
      detail:
        detail ??
        known?.detail ??
        (isServerError ? SOMETHING_WENT_WRONG : 'The request could not be processed.'),
    },
    unexpected: isServerError,
  };
}

/** Errors raised by Fastify itself (body parsing, limits) before a route runs. */
function clientErrorStatus(exception: unknown): number | undefined {
  if (!(exception instanceof Error)) return undefined;
  const status = (exception as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function isInvalidJson(exception: unknown): boolean {
  const code = (exception as { code?: unknown }).code;
  return (
    exception instanceof SyntaxError ||
    code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  );
}

/**
 * Turns anything thrown while handling a request into the one error shape. Only AppError details
 * reach the client verbatim; everything else gets the generic sentence for its status, so stack
 * traces, SQL and library internals never leak.
 */
export function toErrorBody(exception: unknown): RenderedError {
  if (exception instanceof AppError) return render(exception.statusCode, exception.code, exception.detail);

  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status === HttpStatus.BAD_REQUEST && isInvalidJson(exception.cause ?? exception)) {
      return render(status, undefined, 'The request body is not valid JSON.');
    }
    return render(status);
  }

  if (exception instanceof QueryFailedError) {
    const sqlState = (exception.driverError as { code?: string } | undefined)?.code;
    if (sqlState === '23505')
      return render(HttpStatus.CONFLICT, ErrorCode.Conflict, 'This record already exists.');
    if (sqlState === '23503')
      return render(HttpStatus.CONFLICT, ErrorCode.Conflict, 'This record is linked to other records.');
    if (sqlState && BAD_INPUT_SQLSTATES.has(sqlState)) return render(HttpStatus.BAD_REQUEST);
    return render(HttpStatus.INTERNAL_SERVER_ERROR);
  }

  if (exception instanceof EntityNotFoundError) return render(HttpStatus.NOT_FOUND);

  const clientStatus = clientErrorStatus(exception);
  if (clientStatus !== undefined) {
    if (clientStatus === HttpStatus.BAD_REQUEST && isInvalidJson(exception)) {
      return render(clientStatus, undefined, 'The request body is not valid JSON.');
    }
    return render(clientStatus);
  }

  return render(HttpStatus.INTERNAL_SERVER_ERROR);
}
