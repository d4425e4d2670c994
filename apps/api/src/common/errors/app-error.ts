import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';
import { ApiErrorBody, ErrorCode } from '@phonehub/contracts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/**
 * An error a client may see: a stable code and the sentence the screen shows. Modules subclass it
 * (see `<domain>.errors.ts`); the global filter renders it as the one error shape.
 */
export class AppError extends HttpException {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly detail: string,
  ) {
    super(
      { statusCode, code, message: STATUS_CODES[statusCode] ?? 'Error', detail } satisfies ApiErrorBody,
      statusCode,
    );
    this.name = new.target.name;
  }
}

export class ValidationFailedError extends AppError {
  constructor(detail: string) {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, detail);
  }
}

export class InvalidJsonError extends AppError {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.ValidationFailed, 'The request body is not valid JSON.');
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail = 'Please sign in to continue.') {
    super(HttpStatus.UNAUTHORIZED, ErrorCode.Unauthorized, detail);
  }
}

export class ForbiddenError extends AppError {
  constructor(detail = 'You do not have permission to do this.') {
    super(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, detail);
  }
}

export class NotFoundError extends AppError {
  constructor(detail = 'The requested resource was not found.') {
    super(HttpStatus.NOT_FOUND, ErrorCode.NotFound, detail);
  }
}

/** 429; `retryAfterSeconds` becomes the standard Retry-After header (see AllExceptionsFilter). */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds?: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, ErrorCode.RateLimited, TOO_MANY_ATTEMPTS);
  }
}
